/**
 * Vitest config helpers: an evals project whose settings make `defineRagSuite` behave as documented, and the
 * reporter list. Safe to import from a Vitest config file (nothing here touches the test runner).
 */

import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration, TestTagDefinition, TestUserConfig } from 'vitest/config';
import { loadCasesSync, loadCorpusSync } from '../../dataset/index.js';
import { checkPositiveInteger } from '../../option-checks.js';
import { RagcheckReporter, type RagcheckReporterOptions } from './reporter.js';
import { discoverCaseTags, tagNameProblem } from './tags.js';
import { ragcheckWatchPlugin } from './watch.js';

/** Options of `ragcheckProject()`: the Vitest project the eval suites run in: its name, files, concurrency and tags. */
export interface RagcheckProjectOptions {
  /** @default 'evals' */
  name?: string;
  /** @default ['evals/**\/*.eval.ts'] */
  include?: string[];
  /**
   * How many tests of one file Vitest runs at once. A suite's `concurrency` is capped by it: set it to the
   * largest `concurrency` of your suites. (A `--maxConcurrency` CLI flag is ignored for inline projects.)
   * @default 16
   */
  maxConcurrency?: number;
  /**
   * Tags to declare, so `vitest --tags-filter=<expr>` can select them (Vitest only filters on declared tags).
   * Undeclared tags are still allowed on tests (`strictTags: false`).
   */
  tags?: readonly (string | TestTagDefinition)[];
  /**
   * Declares the tags of the cases the eval files name: every string literal in an `include`d file that names a
   * dataset file (`cases: 'fixtures/shop/*.jsonl'`) is read for case tags, and literal `tags: [...]` lists are
   * declared too. Files that cannot be read are skipped (the suite reports them). `false` turns it off.
   * @default true
   */
  discoverTags?: boolean;
  /**
   * Declares every tag found in these case files, for cases the eval files do not name literally (cases built in
   * code, computed paths). The files are validated (the corpus is needed when cases cite context ids).
   */
  tagsFrom?: { cases: string | readonly string[]; corpus?: string | readonly string[] };
  /**
   * Where eval files and the case paths in them are resolved when discovering tags (the directory Vitest runs from).
   * @default process.cwd()
   */
  cwd?: string;
  /** More Vitest project options, applied last. */
  test?: TestProjectInlineConfiguration extends infer P ? (P extends { test?: infer T } ? T : never) : never;
}

/** The global setup that provides the code fingerprints (the built file, or the source when run from source). */
const FINGERPRINT_SETUP = fileURLToPath(
  new URL(`./fingerprint-setup.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url),
);

function toList<T>(value: T | readonly T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? [...value] : [value as T];
}

/** Tag names used by the cases in these files (validated: a bad file throws its DatasetError), sorted. */
export function readCaseTags(
  cases: string | readonly string[],
  corpus?: string | readonly string[],
  cwd: string = process.cwd(),
): string[] {
  const chunks = corpus === undefined ? undefined : loadCorpusSync(corpus, { cwd });
  const tags = new Set<string>();
  for (const c of loadCasesSync(cases, { cwd, ...(chunks ? { corpus: chunks } : {}) })) {
    for (const tag of c.tags ?? []) tags.add(tag);
  }
  return [...tags].sort();
}

/**
 * An evals project for `test.projects`: includes `evals/**\/*.eval.ts`, raises `maxConcurrency` so suites'
 * `concurrency` is honoured, provides it to the suites (which size their test timeouts with it), declares the tags
 * of the cases its eval files name (so `--tags-filter` and the UI's `tag:` search work), and turns off per-file
 * isolation (`isolate: false`) so eval files share loaded modules.
 *
 * @example
 * // vitest.config.ts
 * import { defineConfig } from 'vitest/config';
 * import { ragcheckProject, ragcheckReporters } from 'ragcheck/vitest';
 *
 * export default defineConfig({
 *   test: {
 *     reporters: ragcheckReporters(),
 *     projects: [
 *       { extends: true, test: { name: 'unit', include: ['src/**\/*.test.ts'] } },
 *       ragcheckProject({ maxConcurrency: 20 }),
 *     ],
 *   },
 * });
 */
export function ragcheckProject(options: RagcheckProjectOptions = {}): TestProjectInlineConfiguration {
  const maxConcurrency = options.maxConcurrency ?? 16;
  checkPositiveInteger(maxConcurrency, 'maxConcurrency', 'ragcheckProject');
  const include = options.include ?? ['evals/**/*.eval.ts'];
  const tags = new Map<string, TestTagDefinition>();
  for (const tag of options.tags ?? []) {
    const definition = typeof tag === 'string' ? { name: tag } : tag;
    tags.set(definition.name, definition);
  }
  const found = new Set<string>();
  const cwd = options.cwd ?? process.cwd();
  if (options.discoverTags !== false) {
    for (const name of discoverCaseTags({ include, exclude: options.test?.exclude, cwd }).tags) found.add(name);
  }
  if (options.tagsFrom) {
    for (const name of readCaseTags(options.tagsFrom.cases, options.tagsFrom.corpus, cwd)) found.add(name);
  }
  for (const name of [...found].sort()) {
    if (tags.has(name)) continue;
    const problem = tagNameProblem(name);
    if (problem) {
      // Declaring it would stop Vitest at startup; the tests still carry it (strictTags: false).
      console.warn(
        `ragcheck: the case tag "${name}" is not declared to Vitest (${problem}), so --tags-filter cannot select it: rename it in your cases (e.g. with "-" for spaces).`,
      );
      continue;
    }
    tags.set(name, { name });
  }
  return {
    extends: true,
    // Watch mode re-runs a suite when one of its case or corpus files changes (see watch.ts).
    plugins: [ragcheckWatchPlugin()],
    test: {
      name: options.name ?? 'evals',
      include,
      maxConcurrency,
      // Eval files share one module graph per worker, so ragcheck, its dependencies and your app load once per
      // worker instead of once per eval file, which is most of a run's cost otherwise (docs/research/benchmarks.md). Each eval
      // file is still its own module. `test: { isolate: true }` restores Vitest's default if your app keeps
      // module-level state that must be fresh per file.
      isolate: false,
      strictTags: false,
      tags: [...tags.values()],
      provide: { ragcheck: { maxConcurrency } },
      ...options.test,
      // Computes the recordings' code fingerprints in this process, where Vite's module graph is known.
      globalSetup: [FINGERPRINT_SETUP, ...toList(options.test?.globalSetup)],
    },
  };
}

/**
 * The reporter list: Vitest's `default`, `github-actions` when `GITHUB_ACTIONS` is set (its per-annotation notices
 * off: one per passing case is noise), and the ragcheck reporter.
 */
export function ragcheckReporters(
  options: RagcheckReporterOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): NonNullable<TestUserConfig['reporters']> {
  return [
    'default',
    ...(env.GITHUB_ACTIONS ? [['github-actions', { displayAnnotations: false }] as ['github-actions', object]] : []),
    new RagcheckReporter(options),
  ];
}
