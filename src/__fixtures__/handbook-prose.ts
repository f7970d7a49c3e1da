/**
 * Realistic prose at any size: the handbook fixture's chunks (fixtures/handbook/corpus.jsonl) repeated with their
 * numbers shifted by the round, so no two sentences are the same and no cache holds a text built from another
 * `round0`. `npm run bounds` (the heuristic judge on a 100,000-character answer of about 1,000 claims over 1,000,000
 * characters) and src/faults/bounds.test.ts (the case deadline on that input) read it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './spawn-source.js';

let corpus: string[] | undefined;

/** `chars` characters of handbook text, its chunks one per line, the numbers of round r shifted by r. */
export function handbookProse(chars: number, round0: number): string {
  corpus ??= readFileSync(join(ROOT, 'fixtures/handbook/corpus.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { text: string }).text);
  const out: string[] = [];
  let length = 0;
  for (let round = round0; length < chars; round++) {
    for (const t of corpus) {
      const s = t.replace(/\d+/g, (d) => String(Number(d) + round));
      out.push(s);
      length += s.length + 1;
      if (length >= chars) break;
    }
  }
  return out.join('\n').slice(0, chars);
}
