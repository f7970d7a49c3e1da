/**
 * Watch mode for eval suites: Vitest re-runs a test file when it or a module it imports changes, but a suite's case
 * and corpus files are read with `fs`, so Vitest's module graph does not know them, and `forceRerunTriggers` would
 * re-run every test file of every project. This plugin (added by `ragcheckProject()`) adds a watch trigger: when a
 * file changes that a suite loaded (`defineRagSuite` lists them in its describe's meta, `ragcheckSources`), Vitest
 * re-runs the eval files of those suites, and only them.
 *
 * It uses Vitest's public `watchTriggerPatterns` (Vitest 3.2+), appended to the resolved root config from the
 * project plugin's `configureVitest` hook, since a project config cannot set it.
 */
import { resolve } from 'node:path';
import type { RunnerTask, RunnerTestFile } from 'vitest';
import type { Vitest } from 'vitest/node';

/** The eval files (absolute) whose suites loaded `file`. */
export function evalFilesUsing(files: readonly RunnerTestFile[], file: string): string[] {
  const target = resolve(file);
  const loaded = (task: RunnerTask): boolean => {
    const sources = task.meta.ragcheckSources;
    return sources !== undefined && (sources.cases.includes(target) || sources.corpus.includes(target));
  };
  const uses = (task: RunnerTask): boolean =>
    loaded(task) || ('tasks' in task && task.tasks.some((child) => child.type === 'suite' && uses(child)));
  return [...new Set(files.filter((f) => f.tasks.some(uses)).map((f) => f.filepath))];
}

/** Registered once per Vitest instance, however many ragcheck projects it has. */
const registered = new WeakSet<object>();

/** The Vite plugin `ragcheckProject()` adds to its project. */
export function ragcheckWatchPlugin() {
  return {
    name: 'ragcheck:watch-case-files',
    configureVitest({ vitest }: { vitest: Vitest }) {
      if (registered.has(vitest)) return;
      registered.add(vitest);
      const config = vitest.config as { watchTriggerPatterns?: unknown[] | null };
      config.watchTriggerPatterns = [
        ...(config.watchTriggerPatterns ?? []),
        {
          // Any file: whether a suite uses it is the question, answered from the suites' meta.
          pattern: /[^/\\]$/,
          testsToRun: (id: string) => {
            const files = evalFilesUsing(vitest.state.getFiles(), id);
            return files.length > 0 ? files : undefined;
          },
        },
      ];
    },
  };
}
