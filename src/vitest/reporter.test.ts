import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import * as reporterModule from './reporter.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const readJson = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));

describe('ragcheck/reporter', () => {
  test('is exported by package path: the build of src/vitest/reporter.ts, whose default export is the reporter', () => {
    const manifest = readJson('package.json');
    expect(manifest.exports['./reporter']).toEqual({
      types: './dist/vitest/reporter.d.ts',
      default: './dist/vitest/reporter.js',
    });
    expect(manifest.files).toContain('dist');
    // dist/vitest/reporter.js is what tsc builds from src/vitest/reporter.ts.
    expect(readJson('tsconfig.build.json').compilerOptions).toMatchObject({ rootDir: 'src', outDir: 'dist' });
    expect(reporterModule.default).toBe(reporterModule.RagcheckReporter);
  });
});
