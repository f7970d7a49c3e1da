/**
 * Narrated search (class M): an assistant that walks the user through its search names the sources it read ("I
 * checked the price list and the services page") and may then list what each one covers as labelled bullets ("- Price
 * list: consultations and vaccines"). Such an item describes a source, not the asked thing.
 */
import { VALUE } from './refusal-clauses.js';

/** How far back, in clauses and characters, the narration that names the sources is looked for. */
const NARRATION_CLAUSES = 4;
const NARRATION_CHARS = 600;
const LABEL = /^([^:：]{2,40})[:：]\s*\S/u;

/**
 * `narrated-source-item` for a list item whose label is a source the answer named just before the list ("- Tabela de
 * preços: consultas e vacinas" after "conferi essa página e a tabela de preços"; "・料金表：初診料" after "料金表を確認しました"),
 * in any language, unless it holds a number (a price list's item with its price answers). The label must occur in one
 * of the few clauses before the item that are not items themselves, so the look-back is bounded and the reading stays
 * linear in the text's length.
 */
export function narratedSourceItem(
  clauses: readonly { text: string }[],
  items: readonly boolean[],
  i: number,
): string | undefined {
  if (!items[i]) return undefined;
  const text = clauses[i]!.text;
  const label = LABEL.exec(text)?.[1]?.trim();
  if (label === undefined || label.length < 2 || VALUE.test(text)) return undefined;
  let seen = 0;
  let chars = 0;
  for (let j = i - 1; j >= 0 && seen < NARRATION_CLAUSES && chars < NARRATION_CHARS; j--) {
    if (items[j]) continue;
    const earlier = clauses[j]!.text;
    if (earlier.includes(label)) return 'narrated-source-item';
    seen++;
    chars += earlier.length;
  }
  return undefined;
}
