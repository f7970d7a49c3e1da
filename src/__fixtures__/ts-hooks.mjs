/**
 * Node module hooks that run this repo's TypeScript sources as they are (tests spawn real processes on `src/`):
 * `./x.js` imports from a `.ts` file resolve to `./x.ts` when that exists, and `.ts` files are stripped of their
 * types by Vite's Oxc transform. Test-only: registered by ts-register.mjs.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

export async function resolve(specifier, context, next) {
  const relative = specifier.startsWith('./') || specifier.startsWith('../');
  if (relative && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const url = new URL(`${specifier.slice(0, -3)}.ts`, context.parentURL);
    if (existsSync(fileURLToPath(url))) return { url: url.href, format: 'module', shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const { transformWithOxc } = await import('vite');
  const file = fileURLToPath(url);
  const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts', sourcemap: false });
  return { format: 'module', source: code, shortCircuit: true };
}
