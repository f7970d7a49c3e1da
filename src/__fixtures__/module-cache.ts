/**
 * The config text that makes a test project's Vitest runs share transformed modules on disk: each transform of the
 * harness costs seconds. Vitest 4 has it under `experimental`; Vitest 5 moved it to the top level and warns
 * (`DEPRECATED`) on the old place, so the option follows the installed version (the CI matrix runs both).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const vitestMajor = Number(
  JSON.parse(
    readFileSync(fileURLToPath(new URL('../../node_modules/vitest/package.json', import.meta.url)), 'utf8'),
  ).version.split('.')[0],
);

/** `fsModuleCache` options for a `test: { ... }` block, as config source text. */
export function moduleCacheOption(path: string): string {
  const options = `fsModuleCache: true, fsModuleCachePath: ${JSON.stringify(path)}`;
  return vitestMajor >= 5 ? options : `experimental: { ${options} }`;
}

/**
 * Whether a child Vitest failed because its module cache handed a worker a file that is not there: Vitest records a
 * module's cache path even when writing it failed, and a worker told to read it stops with ENOENT before any test
 * runs. That is Vitest's race, not the code under test, so a test runner may run the child once more on it.
 */
export function isModuleCacheMiss(output: string, cacheDir: string): boolean {
  return output.includes(`ENOENT: no such file or directory, open '${cacheDir}`);
}
