/** Keyword probe rows (fixtures/probes/keywords*.jsonl): is `keyword` found in `answer`? */
import { readFileSync } from 'node:fs';

export interface KeywordProbe {
  id: string;
  rule: string;
  answer: string;
  keyword: string;
  found: boolean;
}

/** Reads one probe file of fixtures/probes, e.g. `keywords.jsonl`. */
export function loadKeywordProbes(name: string): KeywordProbe[] {
  return readFileSync(new URL(`../../../fixtures/probes/${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as KeywordProbe);
}
