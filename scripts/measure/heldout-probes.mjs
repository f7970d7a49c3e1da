#!/usr/bin/env node
/**
 * Agreement of a build with the held-out probe set (fixtures/heldout-probes): refusal kinds, number-scan flags and
 * keyword matches written from the documented rules alone (then in the README, now docs/refusals.md and
 * docs/numbers.md) by a reviewer who had not read the code (issue 12). The
 * rows are never used to tune the rules; this script only measures.
 *
 *   npm run build && node scripts/measure/heldout-probes.mjs           # totals and every disagreement
 *   node scripts/measure/heldout-probes.mjs --dist DIR --quiet         # another build, totals only
 *   node scripts/measure/heldout-probes.mjs --quiet --min 0.95         # exit 1 when a family agrees on less than 95%
 *   node scripts/measure/heldout-probes.mjs --probes DIR               # the probe files of another directory
 *
 * Fresh held-out files (numbers-fresh.jsonl, keywords-fresh.jsonl: the formats of numbers.jsonl and
 * keywords-morphology.jsonl), when present, are reported apart as `fresh`: totals only unless --misses (printing a
 * row's miss makes the file dev data), and never counted against --min (whoever spends them decides).
 *
 * Exit codes: 0 measured (and every family at or above --min), 1 a family below --min, 2 bad usage or no build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScriptArgs, requireBuild } from './script-args.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const values = parseScriptArgs(import.meta.url, {
  dist: { type: 'string', default: join(repo, 'dist') },
  quiet: { type: 'boolean', default: false },
  min: { type: 'string' },
  misses: { type: 'boolean', default: false },
  probes: { type: 'string', default: join(repo, 'fixtures/heldout-probes') },
});
const min = values.min === undefined ? 0 : Number(values.min);
if (!(min >= 0 && min <= 1)) {
  console.error(
    `heldout-probes: --min must be a share between 0 and 1 (got ${JSON.stringify(values.min)}), e.g. --min 0.95`,
  );
  process.exit(2);
}
const api = await import(requireBuild('heldout-probes', values.dist));

const readJsonl = (name) =>
  readFileSync(join(values.probes, name), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));

function refusalKind(answer) {
  if (typeof api.classifyRefusal === 'function') return api.classifyRefusal(answer).kind;
  return api.isRefusal(answer) ? 'refusal' : 'answer'; // a build without partial answers
}

const families = [
  {
    name: 'refusal',
    rows: readJsonl('refusal.jsonl'),
    got: (row) => refusalKind(row.answer),
    // A build that only tells refusal from not-refusal is scored on that split.
    same: (row, got) =>
      got === row.expected || (got === 'answer' && row.expected === 'partial' && !api.classifyRefusal),
  },
  {
    // Spanish, French, Portuguese, Italian, Japanese and Chinese, written from docs/refusals.md alone (issue 29).
    name: 'refusal-languages',
    rows: readJsonl('refusal-languages.jsonl'),
    got: (row) => refusalKind(row.answer),
    same: (row, got) => got === row.expected,
  },
  {
    name: 'numbers',
    rows: readJsonl('numbers.jsonl'),
    got: (row) => {
      const tokens = api.unsupportedTokens(row.answer, row.context);
      return tokens.length > 0 ? `unsupported ${JSON.stringify(tokens)}` : 'supported';
    },
    same: (row, got) => got.split(' ')[0] === row.expected,
  },
  {
    name: 'keywords',
    rows: readJsonl('keywords.jsonl'),
    got: (row) => api.missingKeywords(row.answer, [row.keyword]).length === 0,
    same: (row, got) => got === row.expected,
  },
  {
    name: 'keywords-morphology',
    rows: readJsonl('keywords-morphology.jsonl'),
    got: (row) => api.missingKeywords(row.answer, [row.keyword]).length === 0,
    same: (row, got) => got === row.expected,
  },
];

const fileOf = (name) => join(values.probes, name);
const fresh = [
  { ...families.find((f) => f.name === 'numbers'), name: 'numbers-fresh', file: 'numbers-fresh.jsonl' },
  { ...families.find((f) => f.name === 'keywords-morphology'), name: 'keywords-fresh', file: 'keywords-fresh.jsonl' },
]
  .filter((f) => existsSync(fileOf(f.file)))
  .map((f) => ({ ...f, rows: readJsonl(f.file) }));

/** Agreement of one family; prints its line and (unless quiet) its misses; returns the rows right. */
function measure(family) {
  let right = 0;
  const wrong = [];
  for (const row of family.rows) {
    const got = family.got(row);
    if (family.same(row, got)) right++;
    else
      wrong.push(
        `${row.id}: expected ${row.expected}, got ${got}: ${JSON.stringify(row.answer)}${row.keyword ? ` / ${JSON.stringify(row.keyword)}` : ''}${row.context ? ` / context ${JSON.stringify(row.context)}` : ''}`,
      );
  }
  return { right, wrong };
}

let agree = 0;
let below = 0;
let total = 0;
console.log(`build: ${values.dist}`);
for (const family of families) {
  const { right, wrong } = measure(family);
  agree += right;
  total += family.rows.length;
  const share = right / family.rows.length;
  if (share < min) below++;
  console.log(
    `${family.name}: ${right}/${family.rows.length} (${(100 * share).toFixed(1)}%)${share < min ? ` below --min ${min}` : ''}`,
  );
  if (!values.quiet) for (const line of wrong) console.log(`  ${line}`);
}
console.log(`all: ${agree}/${total} (${((100 * agree) / total).toFixed(1)}%)`);
if (fresh.length === 0) console.log('fresh: none (no numbers-fresh.jsonl or keywords-fresh.jsonl)');
for (const family of fresh) {
  const { right, wrong } = measure(family);
  const share = right / family.rows.length;
  console.log(
    `fresh ${family.name}: ${right}/${family.rows.length} (${(100 * share).toFixed(1)}%), not gated by --min`,
  );
  if (values.misses) for (const line of wrong) console.log(`  ${line}`);
}
if (below > 0) process.exit(1);
