#!/usr/bin/env node
import { config } from 'dotenv';
import { main } from './main.js';

/** Resolves once everything written to `stream` so far has been handed to the OS. */
function flushed(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => stream.write('', () => resolve()));
}

config({ quiet: true });
const code = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  env: process.env,
  ...(process.stdout.isTTY && process.stdout.columns ? { columns: process.stdout.columns } : {}),
});
// Exit now rather than when the event loop empties: an adapter that ignored its abort signal may keep a timer or a
// socket alive for minutes after its case was already an ERROR, and a CI job would wait for it.
await Promise.all([flushed(process.stdout), flushed(process.stderr)]);
process.exit(code);
