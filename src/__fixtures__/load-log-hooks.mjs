/**
 * The resolve hook registered by load-log.mjs: writes each module's resolved URL to file descriptor 3 before the
 * module is loaded. A synchronous write, so every line is in the pipe before the process can exit.
 */
import { writeSync } from 'node:fs';

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  writeSync(3, `${resolved.url}\n`);
  return resolved;
}
