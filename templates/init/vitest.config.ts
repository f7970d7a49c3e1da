/**
 * Vitest config, scaffolded by `ragcheck init`. Two projects: `unit` runs your *.test.* / *.spec.* files as Vitest
 * always did, `evals` runs the ragcheck suites (evals/**\/*.eval.ts). The reporters add ragcheck's table per suite,
 * reports/ragcheck.json, reports/summary.md and, on GitHub Actions, the job summary.
 */
import { ragcheckProject, ragcheckReporters } from 'ragcheck/vitest';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ragcheckReporters(),
    projects: [
      { extends: true, test: { name: 'unit', include: configDefaults.include } },
      ragcheckProject({ name: 'evals', include: ['evals/**/*.eval.ts'] }),
    ],
  },
});
