#!/usr/bin/env node
/**
 * Measures a build of ragcheck's number/code scan and keyword coverage on the probe tables (fixtures/probes) and,
 * with --labels, how often the scan alone flags human-labelled rows; with --time, how long the scan takes on the
 * handbook. Compare two builds by pointing --dist at each (e.g. an older commit built in a git worktree):
 *
 *   npm run build && node scripts/measure/number-probes.mjs
 *   git worktree add /tmp/ragcheck-old <commit> && (cd /tmp/ragcheck-old && npm ci)
 *   node scripts/measure/number-probes.mjs --dist /tmp/ragcheck-old/dist
 *
 *   --dist DIR    the build to measure (default: dist)
 *   --labels      also count scan flags on fixtures/judge-labels, fixtures/halueval, attributionbench-dev and begin
 *                 (the set-aside fold of the last two is skipped unread)
 *   --benchmarks DIR  where attributionbench-dev/ and begin/ are (default: fixtures)
 *   --time        also time unsupportedTokens over the handbook cases (each reference answer against its golden
 *                 chunks plus 2 more): as they repeat, and with every context line made new (no cache hit)
 *   --against DIR with --time: time another build too, alternating with this one round by round, and print the
 *                 ratio (this build / the other)
 *   --quiet       print the totals only, not each disagreement
 *
 * Exit codes: 0 measured, 2 bad usage or a missing build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScriptArgs, requireBuild } from './script-args.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const values = parseScriptArgs(import.meta.url, {
  dist: { type: 'string', default: join(repo, 'dist') },
  labels: { type: 'boolean', default: false },
  time: { type: 'boolean', default: false },
  quiet: { type: 'boolean', default: false },
  benchmarks: { type: 'string', default: join(repo, 'fixtures') },
  against: { type: 'string' },
});
const { unsupportedTokens, missingKeywords, foldOf, HELD_OUT_FOLD } = await import(
  requireBuild('number-probes', values.dist)
);

const readJsonl = (path) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
const show = (line) => {
  if (!values.quiet) console.log(`  ${line}`);
};

console.log(`build: ${values.dist}`);
for (const name of ['number-scan.jsonl', 'number-scan-issue12.jsonl']) {
  const rows = readJsonl(join(repo, 'fixtures/probes', name));
  const right = { equal: 0, different: 0 };
  const total = { equal: 0, different: 0 };
  let exact = 0;
  for (const row of rows) {
    const got = unsupportedTokens(row.answer, row.context);
    total[row.side]++;
    if (got.length > 0 === row.unsupported.length > 0) right[row.side]++;
    else show(`${row.id} (${row.side}, ${row.rule}): got ${JSON.stringify(got)}`);
    if (JSON.stringify(got) === JSON.stringify(row.unsupported)) exact++;
  }
  console.log(
    `${name}: verdict right on ${right.equal + right.different}/${rows.length} ` +
      `(equal ${right.equal}/${total.equal}, different ${right.different}/${total.different}); exact tokens ${exact}/${rows.length}`,
  );
}
for (const name of ['keywords.jsonl', 'keywords-issue12.jsonl', 'keywords-morphology.jsonl']) {
  const rows = readJsonl(join(repo, 'fixtures/probes', name));
  let right = 0;
  for (const row of rows) {
    const found = missingKeywords(row.answer, [row.keyword]).length === 0;
    if (found === row.found) right++;
    else show(`${row.id} (${row.rule}): ${JSON.stringify(row.keyword)} found=${found}`);
  }
  console.log(`${name}: right on ${right}/${rows.length}`);
}

if (values.labels) {
  const setAside = (id) => foldOf(id) === HELD_OUT_FOLD;
  const sets = [
    ['fixtures/judge-labels/handwritten.jsonl', false],
    ['fixtures/halueval/halueval-qa-labels.jsonl', false],
    [join(values.benchmarks, 'attributionbench-dev/labels.jsonl'), true],
    [join(values.benchmarks, 'begin/labels.jsonl'), true],
  ];
  for (const [file, guarded] of sets) {
    const path = resolve(repo, file);
    if (!existsSync(path)) continue;
    const flagged = [0, 0];
    const count = [0, 0];
    for (const row of readJsonl(path)) {
      if (guarded && setAside(String(row.id))) continue;
      count[row.human]++;
      if (unsupportedTokens(row.answer, row.context).length > 0) flagged[row.human]++;
    }
    console.log(
      `${file}: scan flags ${flagged[1]}/${count[1]} faithful rows (human 1) and ${flagged[0]}/${count[0]} unfaithful rows (human 0)`,
    );
  }
}

if (values.time) {
  const corpus = new Map(readJsonl(join(repo, 'fixtures/handbook/corpus.jsonl')).map((c) => [c.id, c.text]));
  const texts = [...corpus.values()];
  const pairs = readJsonl(join(repo, 'fixtures/handbook/cases.jsonl')).map((c, i) => [
    c.reference ?? c.question,
    [...c.golden.map((id) => corpus.get(id) ?? ''), texts[i % texts.length], texts[(i * 7) % texts.length]].join('\n'),
  ]);
  // Builds alternate round by round in this one process, so machine load hits both alike.
  const builds = [['this build', unsupportedTokens]];
  if (values.against) {
    const other = requireBuild('number-probes', values.against, 'the build given to --against');
    builds.push([values.against, (await import(other)).unsupportedTokens]);
  }
  // A letters-only word that no other line has: every context line is new to any per-line cache.
  let fresh = 0;
  const unseen = (context) =>
    context
      .split('\n')
      .map((line) => `${(fresh++).toString(26).replace(/[0-9]/g, (d) => 'qrstuvwxyz'[d])}q ${line}`)
      .join('\n');
  const measure = (label, makeContext) => {
    const round = (scan) => {
      const inputs = pairs.map(([answer, context]) => [answer, makeContext(context)]);
      const start = process.hrtime.bigint();
      for (const [answer, context] of inputs) scan(answer, context);
      return Number(process.hrtime.bigint() - start) / 1e3 / inputs.length;
    };
    const times = builds.map(() => []);
    for (let i = 0; i < 60; i++) for (const [b, [, scan]] of builds.entries()) (times[b] ?? []).push(round(scan));
    const medians = times.map((t) => t.slice(20).sort((x, y) => x - y)[20] ?? 0);
    const shown = builds.map(([name], b) => `${name} ${(medians[b] ?? 0).toFixed(1)} µs`).join(', ');
    const ratio = medians.length > 1 ? `; ratio ${((medians[0] ?? 0) / (medians[1] ?? 1)).toFixed(2)}` : '';
    console.log(`time (${label}): ${shown} a call${ratio} (median of 40 rounds of ${pairs.length} calls after 20)`);
  };
  measure('contexts repeat, as chunks of one corpus do', (context) => context);
  measure('every context line new', unseen);
}
