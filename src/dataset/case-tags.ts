/**
 * The tags the cases of some files use, read leniently: a file that cannot be read or parsed, or a record that is
 * not a case, is skipped without a word. It answers "which tags exist" for a Vitest config (loaded before any test
 * runs, where a bad file must not stop the run); the suite that loads the file reports its problems with file:line.
 */
import { formatFromPath } from './records.js';
import { readSourcesSync } from './sources.js';
import { yaml } from './yaml.js';

function tagsOfRecord(record: unknown, into: Set<string>): void {
  if (typeof record !== 'object' || record === null) return;
  const { question, tags } = record as { question?: unknown; tags?: unknown };
  if (typeof question !== 'string' || !Array.isArray(tags)) return;
  for (const tag of tags) if (typeof tag === 'string' && tag.trim() !== '') into.add(tag.trim());
}

function tryParse(parse: () => unknown): unknown {
  try {
    return parse();
  } catch {
    return undefined;
  }
}

/** Tags of the cases in these files (paths or globs, from `cwd`), sorted; files that are not there are skipped. */
export function collectCaseTagsSync(paths: readonly string[], cwd: string = process.cwd()): string[] {
  const tags = new Set<string>();
  for (const source of readSourcesSync(paths, cwd, [])) {
    const format = formatFromPath(source.file);
    if (format === 'jsonl') {
      for (const line of source.text.split('\n')) {
        // Most lines of a big file (and every line of a corpus) carry no tags: skip them unparsed.
        if (line.includes('"tags"'))
          tagsOfRecord(
            tryParse(() => JSON.parse(line)),
            tags,
          );
      }
      continue;
    }
    if (format !== 'json' && format !== 'yaml') continue;
    if (!source.text.includes('tags')) continue;
    const text = source.text.charCodeAt(0) === 0xfeff ? source.text.slice(1) : source.text;
    const data = tryParse(() => (format === 'json' ? JSON.parse(text) : yaml().parse(text)));
    if (Array.isArray(data)) for (const record of data) tagsOfRecord(record, tags);
  }
  return [...tags].sort();
}
