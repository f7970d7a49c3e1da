/**
 * `node --import` this to have a process write every module it loads, one path or URL a line, to its file
 * descriptor 3 (a pipe the parent opens): ES modules as the resolve hook in load-log-hooks.mjs sees them, and at
 * exit the CommonJS modules in `require.cache`, which also holds those that `createRequire` loaded or an `import`
 * reached (Node 20's hooks do not see `require`). Test-only: used by src/lazy-imports.test.ts.
 */
import { writeSync } from 'node:fs';
import { createRequire, register } from 'node:module';

register('./load-log-hooks.mjs', import.meta.url);

const cache = createRequire(import.meta.url).cache;
process.on('exit', () => {
  for (const file of Object.keys(cache)) writeSync(3, `${file}\n`);
});
