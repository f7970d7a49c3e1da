/**
 * A next step that ends at its own clause ("The staff will know: the climbing wall closes early on Fridays"): where
 * its colon is, and whether what follows has a predicate of its own. Read by `justifiedToItsColon` in refusal.ts.
 */
import { type CompiledRule, matchesRule } from './refusal-vocabulary.js';

// A colon before a word (" : " in French, ":" with no space in Chinese and Japanese), never in a time ("9:30") or a
// link ("https://").
const COLON_BREAK = /\s?:\s+(?=\p{L})|(?<=\p{L}):(?=\p{L})/u;

// The items of a list after a colon: commas, semicolons and the joins "and" / "or" of each shipped language.
const LIST_ITEMS = /\s*[,;、]\s*|\s+(?:and|or|und|oder|y|e|o|ou|et|ed)\s+/u;

/**
 * What follows the colon of a clause that the rule `id` matches, when that rule ends at its own clause
 * (`endsAtColon`: who will know, others can confirm) and matches the clause whole before the colon; undefined
 * otherwise. A colon inside the rule's own frame (the head alone matches nothing) is no break.
 */
export function tailAfterColon(
  candidates: readonly string[],
  rules: readonly CompiledRule[],
  id: string,
): string | undefined {
  const rule = rules.find((r) => r.id === id);
  if (!rule?.endsAtColon) return undefined;
  for (const candidate of candidates) {
    const brk = COLON_BREAK.exec(candidate);
    if (!brk) continue;
    const head = candidate.slice(0, brk.index).replace(/[\s,;]+$/u, '');
    const tail = candidate.slice(brk.index + brk[0].length).trim();
    if (tail !== '' && matchesRule(rule, head)) return tail;
  }
  return undefined;
}

/**
 * What follows a colon has no predicate of its own: a name or a list of short items ("orari, prezzi, iscrizioni",
 * "the front desk"), each of at most three words (six characters in a script without spaces), a single one of at
 * most two.
 */
export function predicateless(tail: string): boolean {
  const items = tail
    .replace(/[.!?。！？]+$/u, '')
    .split(LIST_ITEMS)
    .filter((item) => item !== '');
  const most = items.length > 1 ? 3 : 2;
  return items.every((item) =>
    /\s/u.test(item) || /^[\p{Script=Latin}\p{N}]+$/u.test(item)
      ? item.split(/\s+/).length <= most
      : [...item].length <= 6,
  );
}
