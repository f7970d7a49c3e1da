/**
 * ragcheck's own Vitest config, scaffolded by `ragcheck init` because this repo already had a Vitest or Vite
 * config (left unchanged). Run the evals with: npx ragcheck run (it uses this file while it exists)
 * To run them with your other tests instead, add the `ragcheckProject(...)` entry and `ragcheckReporters()` below
 * to your own config (`ragcheck init` printed the snippet), then delete this file: `ragcheck run`, `ragcheck record`
 * and `ragcheck baseline accept` then use your config, so the scripts and the workflow need no change.
 */
import { ragcheckProject, ragcheckReporters } from 'ragcheck/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ragcheckReporters(),
    projects: [ragcheckProject({ name: 'evals', include: ['evals/**/*.eval.ts'] })],
  },
});
