/**
 * Vitest config helpers: an evals project whose settings make `defineRagSuite` behave as documented, and the
 * reporter list. Safe to import from a Vitest config file (nothing here touches the test runner).
 */
import type { TestProjectInlineConfiguration, TestTagDefinition, TestUserConfig } from 'vitest/config';
import { loadCasesSync, loadCorpusSync } from '../dataset/index.js';
import { RagcheckReporter, type RagcheckReporterOptions } from './reporter.js';

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
  /** Declares every tag found in these case files (the corpus is needed when cases cite context ids). */
  tagsFrom?: { cases: string | readonly string[]; corpus?: string | readonly string[] };
  /** More Vitest project options, applied last. */
  test?: TestProjectInlineConfiguration extends infer P ? (P extends { test?: infer T } ? T : never) : never;
}

/** Tag names used by the cases in these files, sorted. */
export function readCaseTags(cases: string | readonly string[], corpus?: string | readonly string[]): string[] {
  const chunks = corpus === undefined ? undefined : loadCorpusSync(corpus);
  const tags = new Set<string>();
  for (const c of loadCasesSync(cases, chunks ? { corpus: chunks } : {})) for (const tag of c.tags ?? []) tags.add(tag);
  return [...tags].sort();
}

/**
 * An evals project for `test.projects`: includes `evals/**\/*.eval.ts`, raises `maxConcurrency` so suites'
 * `concurrency` is honoured, provides it to the suites (which size their test timeouts with it), declares tags
 * for `--tags-filter`, and turns off per-file isolation (`isolate: false`) so eval files share loaded modules.
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
 *       ragcheckProject({ maxConcurrency: 20, tagsFrom: { cases: 'evals/data/*.jsonl' } }),
 *     ],
 *   },
 * });
 */
export function ragcheckProject(options: RagcheckProjectOptions = {}): TestProjectInlineConfiguration {
  const maxConcurrency = options.maxConcurrency ?? 16;
  if (!Number.isInteger(maxConcurrency) || maxConcurrency < 1) {
    throw new RangeError(`ragcheckProject: \`maxConcurrency\` must be a positive integer (got ${maxConcurrency})`);
  }
  const tags = new Map<string, TestTagDefinition>();
  for (const tag of options.tags ?? []) {
    const definition = typeof tag === 'string' ? { name: tag } : tag;
    tags.set(definition.name, definition);
  }
  if (options.tagsFrom) {
    for (const name of readCaseTags(options.tagsFrom.cases, options.tagsFrom.corpus)) {
      if (!tags.has(name)) tags.set(name, { name });
    }
  }
  return {
    extends: true,
    test: {
      name: options.name ?? 'evals',
      include: options.include ?? ['evals/**/*.eval.ts'],
      maxConcurrency,
      // Eval files share one module graph per worker, so ragcheck, its dependencies and your app load once per
      // worker instead of once per eval file: at 1,000 cases in 10 files that took the run from 2.7x plain Vitest
      // to 0.9x (BENCHMARKS.md). Each eval file is still its own module. `test: { isolate: true }` restores
      // Vitest's default if your app keeps module-level state that must be fresh per file.
      isolate: false,
      strictTags: false,
      tags: [...tags.values()],
      provide: { ragcheck: { maxConcurrency } },
      ...options.test,
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
