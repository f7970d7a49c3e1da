#!/usr/bin/env node
import { config } from 'dotenv';
import { main } from './main.js';

config({ quiet: true });
const code = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  env: process.env,
});
process.exitCode = code;
