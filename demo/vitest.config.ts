/**
 * The failing demo's own config (kept out of `npm test`): `npm run demo:fail`, and the Vitest UI end-to-end test.
 */
import { defineConfig } from 'vitest/config';
import { ragcheckProject, ragcheckReporters } from '../src/vitest/node/project.js';

export default defineConfig({
  test: {
    reporters: ragcheckReporters({ outputDir: 'reports/demo', table: 'full', githubSummary: false }),
    projects: [ragcheckProject({ name: 'demo', include: ['demo/**/*.eval.ts'] })],
  },
});
