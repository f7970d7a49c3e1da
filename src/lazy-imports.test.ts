/**
 * Importing `ragcheck` or `ragcheck/vitest` loads neither the `openai` SDK (~190 modules) nor `yaml` (~70): the
 * OpenAI judge and adapter import the SDK on their first model call and YAML files load `yaml` when first parsed
 * (import cost: docs/research/benchmarks.md). Each test runs a fresh Node process on the sources that logs every module
 * it loads (src/__fixtures__/load-log.mjs), ES modules and CommonJS alike.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';
import { ROOT } from './__fixtures__/spawn-source.js';

const TS_REGISTER = join(ROOT, 'src/__fixtures__/ts-register.mjs');
const LOAD_LOG = join(ROOT, 'src/__fixtures__/load-log.mjs');
const source = (path: string) => pathToFileURL(join(ROOT, 'src', path)).href;
const IMPORT_ENTRIES = `await import(${JSON.stringify(source('index.ts'))});
await import(${JSON.stringify(source('vitest/index.ts'))});
`;

/** Every module (file URL or path) a fresh Node process loads while it runs `script`, an ES module. */
function modulesLoadedBy(script: string): Promise<string[]> {
  // The TypeScript hooks go first so that the log's hooks, registered after them, run first and see every import.
  const args = ['--import', TS_REGISTER, '--import', LOAD_LOG, '--input-type=module', '--eval', script];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { PATH: process.env.PATH, NO_COLOR: '1' },
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let log = '';
    let stderr = '';
    (child.stdio[3] as Readable).on('data', (chunk) => {
      log += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(log.split('\n').filter(Boolean));
      else reject(new Error(`node exited with ${code}:\n${stderr}`));
    });
  });
}

const fromPackage = (modules: readonly string[], name: string) =>
  modules.filter((module) => module.includes(`/node_modules/${name}/`));

test('importing ragcheck and ragcheck/vitest loads neither the openai SDK nor yaml', { timeout: 60_000 }, async () => {
  const modules = await modulesLoadedBy(IMPORT_ENTRIES);
  // The log saw the entry points and the dependencies they do load, so an empty list below means something.
  expect(modules).toContain(source('index.ts'));
  expect(modules).toContain(source('vitest/index.ts'));
  expect(fromPackage(modules, 'zod')).not.toEqual([]);
  expect(fromPackage(modules, 'openai')).toEqual([]);
  expect(fromPackage(modules, 'yaml')).toEqual([]);
});

test('the openai SDK and yaml are loaded once a model call or a YAML file needs them', {
  timeout: 60_000,
}, async () => {
  const modules = await modulesLoadedBy(`${IMPORT_ENTRIES}
const { loadOpenAI } = await import(${JSON.stringify(source('http/index.ts'))});
const sdk = await loadOpenAI();
if (typeof sdk.default !== 'function') throw new Error('no OpenAI client class');
const { yaml } = await import(${JSON.stringify(source('dataset/yaml.ts'))});
if (yaml().parse('a: 1').a !== 1) throw new Error('yaml did not parse');
`);
  expect(fromPackage(modules, 'openai')).not.toEqual([]);
  expect(fromPackage(modules, 'yaml')).not.toEqual([]);
});
