/**
 * Every case id of each suite, read from its case files (not from the run's tests: `-t`, tags and samples leave
 * cases out of a run without removing them), so the baseline can tell a case gone from the files from one this run
 * did not run. Unknown (no entry) for a suite whose cases were given in code, and for every suite in a run of only
 * some eval files (a file filter, `--shard`, `--changed`, `--related`): a suite may span eval files, and the cases of
 * the files left out cannot be read.
 */

import type { TestModule, Vitest } from 'vitest/node';
import { readCaseIdsSync } from '../../dataset/index.js';
import { errorMessage } from '../../errors.js';
import { fileFilters } from './internals.js';

/** Why this run leaves eval files out (so a suite's other files may be missing), or undefined when it runs them all. */
export function partialFilesReason(vitest: Vitest | undefined): string | undefined {
  const config = vitest?.config;
  if (!config) return undefined;
  if (config.shard) return '--shard';
  if (fileFilters(vitest).length > 0) return 'a file filter';
  if (config.changed) return '--changed';
  if (config.related?.length) return '--related';
  return undefined;
}

/**
 * The case files of each suite (absolute), from the `describe` meta of `defineRagSuite`; `null` for a suite one of
 * whose describes has its cases in code.
 */
export function suiteCaseFiles(modules: readonly TestModule[]): Map<string, string[] | null> {
  const files = new Map<string, string[] | null>();
  for (const module of modules) {
    for (const suite of module.children.allSuites()) {
      const meta = suite.meta();
      const name = meta.ragcheckSuite?.name;
      if (name === undefined || !meta.ragcheckSources) continue;
      const cases = meta.ragcheckSources.cases;
      const known = files.get(name);
      if (cases.length === 0 || known === null) files.set(name, null);
      else files.set(name, [...new Set([...(known ?? []), ...cases])]);
    }
  }
  return files;
}

/**
 * Every case id of each of `suites` (those with a baseline) whose case files are known, read from those files. The suites are looked
 * up in every eval file Vitest knows (watch mode re-runs some files: the others still count). A file that no longer
 * reads is said through `log`, and its suite gets no entry.
 */
export function suiteCaseIds(
  vitest: Vitest | undefined,
  runModules: readonly TestModule[],
  suites: ReadonlySet<string>,
  log: (text: string) => void,
): Map<string, string[]> {
  const ids = new Map<string, string[]>();
  if (suites.size === 0 || partialFilesReason(vitest) !== undefined) return ids;
  // A Vitest without state (a reporter driven by hand) has only the run's modules.
  const known = vitest?.state?.getTestModules?.() ?? [];
  for (const [suite, files] of suiteCaseFiles(known.length > 0 ? known : runModules)) {
    if (files === null || !suites.has(suite)) continue;
    try {
      ids.set(suite, readCaseIdsSync(files));
    } catch (error) {
      log(`ragcheck: suite "${suite}": removed cases not checked, its case files did not read: ${errorMessage(error)}`);
    }
  }
  return ids;
}
