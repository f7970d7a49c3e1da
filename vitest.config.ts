import { defineConfig } from 'vitest/config';
import { ragcheckProject, ragcheckReporters } from './src/vitest/node/project.js';

export default defineConfig({
  test: {
    forceRerunTriggers: ['**/fixtures/**'],
    reporters: ragcheckReporters(),
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts'] },
      },
      ragcheckProject({
        name: 'evals',
        include: ['evals/**/*.eval.ts'],
        maxConcurrency: 16,
      }),
    ],
  },
});
