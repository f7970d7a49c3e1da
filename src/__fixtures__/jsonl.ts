import { readFileSync } from 'node:fs';

/**
 * The rows of a JSONL file of the repository (`path` from its root), parsed as they are: no schema, no defaults,
 * so a test sees exactly what the file says (the dataset loaders check and fill in; use them to test that).
 */
export function readRepoJsonl<T>(path: string): T[] {
  return readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}
