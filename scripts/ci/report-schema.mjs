#!/usr/bin/env node
/**
 * Writes schema/ragcheck-report.v3.json, the JSON Schema of the JSON report, from its zod schema (built: run
 * `npm run build` first; `npm run schema` does both). `--check` writes nothing and exits 1 when the committed file
 * differs. src/report/json-report.test.ts checks the same thing in `npm test`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const { REPORT_SCHEMA_FILE, reportJsonSchemaText } = await import(join(root, 'dist/report/index.js'));
const file = join(root, REPORT_SCHEMA_FILE);
const text = reportJsonSchemaText();
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(file, 'utf8');
  } catch {}
  if (committed !== text) {
    console.error(`${REPORT_SCHEMA_FILE} is out of date: run \`npm run schema\` and commit it.`);
    process.exit(1);
  }
  console.log(`${REPORT_SCHEMA_FILE} is up to date`);
} else {
  writeFileSync(file, text);
  console.log(`wrote ${REPORT_SCHEMA_FILE}`);
}
