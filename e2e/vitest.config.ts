/** The browser end-to-end tests (`npm run test:e2e`): they need Chromium, so they stay out of `npm test`. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
