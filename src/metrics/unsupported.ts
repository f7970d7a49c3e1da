/**
 * The number/code scan: every number, time, version, code and phone number the answer states must appear in the
 * context, in any equal form (docs/numbers.md). Catches the usual hallucinated digits
 * ("8 days" for "7 days", "KH-0001" for "KH-8842", "six business days" for "5 business days") with no model.
 */

import { contextKeys, isMentionIn, scanMentionsOnce } from '../numbers/index.js';

/**
 * The answer's numbers (integers, decimals, money, percentages, quantities with units, times, versions, number
 * words that state a quantity), codes and phone numbers that the context lacks, as written in the answer
 * (`normalizeText` applied), in order of first appearance. Forms of one value compare equal ("30-day" = "30 days",
 * "5 pm" = "17:00", "€50" = "50 euros", "1,200" = "1200"); a different sign, version part, unit or currency is a
 * different value. When only the unit or currency differs, the whole quantity is reported ("5 minutes").
 *
 * @example
 * unsupportedTokens('Please apply within 8 days with KH-0001.', 'Refunds must be requested within 7 days using order KH-8842.')
 * // => ['8', 'KH-0001']
 */
export function unsupportedTokens(answer: string, context: string): string[] {
  const mentions = scanMentionsOnce(answer).filter((m) => m.checked);
  if (mentions.length === 0) return [];
  // The keys asked about below: a context's other keys need not be collected.
  const wanted = new Set<string>();
  for (const m of mentions) {
    for (const key of m.wants) wanted.add(key);
    for (const key of m.alsoWants) wanted.add(key);
    for (const group of m.alsoWantsAll ?? []) for (const key of group) wanted.add(key);
    if (m.kind === 'number') wanted.add(`n:${m.value}`);
  }
  const known = contextKeys(context, wanted);
  const out = new Set<string>();
  for (const m of mentions) {
    if (isMentionIn(m, known)) continue;
    out.add(m.kind === 'number' && known.has(`n:${m.value}`) ? m.text : m.core);
  }
  return [...out];
}
