/** The package-path check a subpath export's test starts with. */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/** The repository root. */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (file: string) => JSON.parse(readFileSync(join(REPO_ROOT, file), 'utf8'));

/**
 * Asserts that package.json exports `ragcheck/<subpath>` as `dist/<built>.js` with its types, ships dist/, and that
 * tsc builds src/ into dist/ (so `dist/<built>.js` is the build of `src/<built>.ts`).
 */
export function expectSubpathBuiltFrom(subpath: string, built: string): void {
  const manifest = readJson('package.json');
  expect(manifest.exports[`./${subpath}`]).toEqual({ types: `./dist/${built}.d.ts`, default: `./dist/${built}.js` });
  expect(manifest.files).toContain('dist');
  expect(readJson('tsconfig.build.json').compilerOptions).toMatchObject({ rootDir: 'src', outDir: 'dist' });
}
