#!/usr/bin/env node
/**
 * Shows that a refactor keeps behaviour: runs the same `ragcheck eval` commands with two builds (a baseline checkout's
 * dist/ and this checkout's dist/) and compares their JSON reports, durations left out. The commands cover every
 * fixture suite with each offline judge and the 10,000 generated scenario-3 cases of `npm run bench` (seeds 21, 22).
 *
 *   node scripts/dev/same-behaviour.mjs --base ../base-checkout [--quick] [--keep DIR]
 *
 * --base    a checkout of the commit to compare against, built (`npm ci` there builds dist/)
 * --quick   1,000 generated cases instead of 10,000
 * --ignore-judge-version   leave the judges' rules versions ("rules 4" vs "rules 5") out of the comparison: after a
 *           deliberate rule change every report differs there, which would hide the first real differences
 * Exit 0 when every pair of reports is identical apart from durations, 1 otherwise (the first differences printed).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { generateCases, generateCorpus, writeJsonl } from '../../bench/lib/generate.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    quick: { type: 'boolean', default: false },
    keep: { type: 'string' },
    'ignore-judge-version': { type: 'boolean', default: false },
  },
});
if (!values.base) {
  console.error('usage: node scripts/dev/same-behaviour.mjs --base <built checkout> [--quick] [--keep DIR]');
  process.exit(2);
}
const head = resolve('.');
const base = resolve(values.base);
for (const root of [head, base]) {
  if (!existsSync(join(root, 'dist/cli/bin.js'))) {
    console.error(`${root}/dist/cli/bin.js is missing: run npm ci (or npm run build) there first`);
    process.exit(2);
  }
}
const work = values.keep ? resolve(values.keep) : join(tmpdir(), `ragcheck-same-${process.pid}`);
mkdirSync(join(work, 'data'), { recursive: true });

// The generated data comes from the baseline's own generator and sentence splitter, so both builds read the same rows.
const { createRandom } = await import(pathToFileURL(join(base, 'dist/testing/index.js')).href);
const { splitSentences } = await import(pathToFileURL(join(base, 'dist/text/index.js')).href);
const size = values.quick ? 1000 : 10000;
const corpusPath = join(work, 'data', `corpus-${size}.jsonl`);
const casesPath = join(work, 'data', `cases-${size}.jsonl`);
if (!existsSync(casesPath)) {
  const corpus = generateCorpus(size, { random: createRandom(21) });
  writeJsonl(corpusPath, corpus);
  writeJsonl(casesPath, generateCases(corpus, size, { random: createRandom(22), splitSentences }));
}

const sp = ['--cases', 'fixtures/store-policy/cases.jsonl', '--corpus', 'fixtures/store-policy/corpus.jsonl'];
const hb = ['--cases', 'fixtures/handbook/cases.jsonl', '--corpus', 'fixtures/handbook/corpus.jsonl'];
const runs = [
  ['store-policy-overlap', [...sp, '--k', '3', '--judge', 'overlap']],
  ['store-policy-heuristic', [...sp, '--k', '3', '--judge', 'heuristic']],
  ['store-policy-lexical', [...sp, '--adapter', 'lexical']],
  [
    'store-conversation',
    ['--cases', 'fixtures/store-conversation/cases.jsonl', '--corpus', 'fixtures/store-policy/corpus.jsonl'],
  ],
  ['citations', ['--cases', 'fixtures/citations/cases.jsonl', '--corpus', 'fixtures/store-policy/corpus.jsonl']],
  ['handbook-lexical', [...hb, '--adapter', 'lexical']],
  ['handbook-lexical-trials', [...hb, '--adapter', 'lexical', '--trials', '2']],
  ['handbook-uncertain-fail', [...hb, '--adapter', 'lexical', '--uncertain', 'fail']],
  [`scenario3-${size}`, ['--cases', casesPath, '--corpus', corpusPath, '--judge', 'heuristic']],
];

function run(root, name, args) {
  const out = join(work, `${name}.${root === head ? 'head' : 'base'}.json`);
  let code = 0;
  try {
    execFileSync(process.execPath, [join(root, 'dist/cli/bin.js'), 'eval', ...args, '--format', 'json', '--out', out], {
      cwd: head,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
  } catch (error) {
    code = error.status ?? -1;
  }
  return { code, report: existsSync(out) ? readFileSync(out, 'utf8') : null };
}

const TIMING = new Set(['durationMs', 'startedAt', 'finishedAt']);
/** What labels a run at the top of a report (its commit, branch and date): not behaviour, and the base may lack it. */
const RUN_LABELS = ['commit', 'branch', 'date'];
function normalise(text) {
  const report = JSON.parse(text);
  for (const key of RUN_LABELS) delete report[key];
  const judgeVersion = (key, value) =>
    values['ignore-judge-version'] && key === 'version' && typeof value === 'string' && value.startsWith('rules ');
  return JSON.stringify(report, (key, value) => (TIMING.has(key) || judgeVersion(key, value) ? undefined : value), 1);
}

function firstDifferences(a, b, limit = 8) {
  const left = a.split('\n');
  const right = b.split('\n');
  const out = [];
  for (let i = 0; i < Math.max(left.length, right.length) && out.length < limit; i++) {
    if (left[i] !== right[i]) out.push(`  line ${i + 1}: base ${left[i]?.trim()} | head ${right[i]?.trim()}`);
  }
  return out;
}

let differing = 0;
for (const [name, args] of runs) {
  const a = run(base, name, args);
  const b = run(head, name, args);
  const problems = [];
  if (a.code !== b.code) problems.push(`  exit code: base ${a.code}, head ${b.code}`);
  if ((a.report === null) !== (b.report === null)) problems.push('  only one build wrote a report');
  if (a.report && b.report) {
    const left = normalise(a.report);
    const right = normalise(b.report);
    if (left !== right) problems.push(...firstDifferences(left, right));
  }
  const cases = a.report ? JSON.parse(a.report).cases.length : 0;
  console.log(`${problems.length ? 'DIFFERS' : 'same   '}  ${name} (${cases} cases, exit ${b.code})`);
  for (const line of problems) console.log(line);
  if (problems.length) differing++;
}
if (!values.keep) rmSync(work, { recursive: true, force: true });
console.log(
  differing ? `${differing} of ${runs.length} runs differ` : `all ${runs.length} runs identical apart from durations`,
);
process.exit(differing ? 1 : 0);
