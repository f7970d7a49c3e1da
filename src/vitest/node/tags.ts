/**
 * Case tags for `ragcheckProject()`, found without being told. Vitest selects tests by tag (`--tags-filter`, the
 * UI's `tag:` search) only among the tags its config declares, and the config is loaded before any eval file runs.
 * So the project reads its eval files as text, takes every string literal naming a dataset file
 * (`'fixtures/shop/cases.jsonl'`, `'fixtures/big/*.jsonl'`) and every literal `tags: [...]` list, and declares the
 * tags of the cases in those files. Declaring a tag no test carries changes nothing, so a false find is harmless;
 * cases given as objects or through a computed path are not found: name their files in `tagsFrom`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { collectCaseTagsSync } from '../../dataset/index.js';

/** A string literal on one line ending in a dataset extension (no `${...}`: a computed path cannot be read). */
const DATASET_LITERAL = /(['"`])([^'"`\n]*?\.(?:jsonl|ndjson|json|ya?ml))\1/gi;
/** `tags: [ ... ]` (suite tags, a hand-written test's tags). */
const TAGS_LIST = /\btags\s*:\s*\[([^\]]*)\]/g;
const STRING_LITERAL = /(['"`])([^'"`\n]*)\1/g;

/** Dataset paths (or globs) named by string literals in an eval file's source. */
export function datasetPathsIn(source: string): string[] {
  const paths = new Set<string>();
  for (const match of source.matchAll(DATASET_LITERAL)) {
    const path = match[2] as string;
    if (!path.includes('${') && path.trim() !== '') paths.add(path);
  }
  return [...paths];
}

/** Tag names written literally in `tags: [...]` lists of an eval file's source. */
export function tagLiteralsIn(source: string): string[] {
  const tags = new Set<string>();
  for (const list of source.matchAll(TAGS_LIST)) {
    for (const literal of (list[1] as string).matchAll(STRING_LITERAL)) {
      const tag = (literal[2] as string).trim();
      if (tag !== '' && !tag.includes('${')) tags.add(tag);
    }
  }
  return [...tags];
}

export interface DiscoverTagsOptions {
  /** The eval files (globs, from `cwd`). */
  include: readonly string[];
  /** Globs to leave out; `node_modules` and `.git` always are. */
  exclude?: readonly string[];
  cwd: string;
}

export interface DiscoveredTags {
  /** Every tag found, sorted (some may be names Vitest refuses: see {@link tagNameProblem}). */
  tags: string[];
  /** The eval files read, relative to `cwd`. */
  evalFiles: string[];
  /** The dataset paths and globs their literals name. */
  datasetPaths: string[];
}

/** The tags of the cases the eval files name, and the tags they write literally. Reads files; never throws for them. */
export function discoverCaseTags(options: DiscoverTagsOptions): DiscoveredTags {
  const evalFiles = globSync([...options.include], {
    cwd: options.cwd,
    ignore: ['**/node_modules/**', '**/.git/**', ...(options.exclude ?? [])],
    onlyFiles: true,
    expandDirectories: false,
  }).sort();
  const datasetPaths = new Set<string>();
  const tags = new Set<string>();
  for (const file of evalFiles) {
    let source: string;
    try {
      source = readFileSync(join(options.cwd, file), 'utf8');
    } catch {
      continue;
    }
    for (const path of datasetPathsIn(source)) datasetPaths.add(path);
    for (const tag of tagLiteralsIn(source)) tags.add(tag);
  }
  for (const tag of collectCaseTagsSync([...datasetPaths], options.cwd)) tags.add(tag);
  return { tags: [...tags].sort(), evalFiles, datasetPaths: [...datasetPaths] };
}

/**
 * Why Vitest would refuse `name` in `test.tags` (its 4.1 rules: no whitespace, none of `! * & | ( )`, not a
 * logical operator), or undefined when it accepts it.
 */
export function tagNameProblem(name: string): string | undefined {
  if (/\s/.test(name)) return 'Vitest tag names cannot contain spaces';
  if (/[!()*|&]/.test(name)) return 'Vitest tag names cannot contain "!", "*", "&", "|", "(" or ")"';
  if (/^(and|or|not)$/i.test(name)) return 'Vitest tag names cannot be "and", "or" or "not"';
  return undefined;
}
