#!/usr/bin/env node
/**
 * `classifyRefusal` of two builds on the same texts (issue 29): every changed decision, and the throughput of each
 * (in process, paired, alternating). The texts, as in the earlier refusal equivalence checks (BENCHMARKS.md, issue
 * 15 finding 13): the bench's generated answers and questions and their sentences, the fixtures' answers outside
 * the held-out fold 0, the string literals of the refusal tests, each shipped vocabulary rule's example, and from
 * each of those a variant with contractions made ("do not" -> "don't") or expanded and one in upper case.
 *
 *   node scripts/measure/refusal-equivalence.mjs --old /tmp/main-dist            # changed decisions by kind, examples
 *   node scripts/measure/refusal-equivalence.mjs --old DIR --list                # every changed text
 *   node scripts/measure/refusal-equivalence.mjs --old DIR --rounds 7            # throughput, 7 paired rounds
 *   node scripts/measure/refusal-equivalence.mjs --old DIR --dump FILE           # write the texts (JSON) and stop
 *
 * `--docs 5000 --cases 12000` (the default bench size) give about 55,700 texts, the size of the issue-15 set (55,257;
 * the test strings have changed since). The old build must resolve the package's dependencies: build main in a
 * worktree (`git worktree add /tmp/main main && cd /tmp/main && npm ci`), or compile its src/ into this checkout's
 * node_modules (`git archive <commit> src tsconfig.json tsconfig.build.json | tar -x -C node_modules/.old-src`, then
 * `tsc -p tsconfig.build.json --outDir ../.old-dist` there, copying src/refusal/languages/*.json along). Both builds
 * read with their default options (the new default detects the language per answer) and with each of
 * `vocabulary: ENGLISH`, `GERMAN`, `[ENGLISH, GERMAN]`. Exit codes: 0 measured, 2 bad usage or no build.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCases, generateCorpus } from '../../bench/lib/generate.mjs';
import { FRESH_REFUSAL_FILES, PRECISION_REFUSAL_FILES } from './refusal-files.mjs';
import { parseScriptArgs, requireBuild, usageError } from './script-args.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const values = parseScriptArgs(import.meta.url, {
  dist: { type: 'string', default: join(repo, 'dist') },
  old: { type: 'string' },
  rounds: { type: 'string', default: '5' },
  docs: { type: 'string', default: '5000' },
  cases: { type: 'string', default: '12000' },
  dump: { type: 'string' },
  list: { type: 'boolean', default: false },
});
if (!values.old) usageError('refusal-equivalence', '--old DIR (the build to compare with) is required');
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1)
  usageError('refusal-equivalence', `--rounds must be a whole number >= 1 (got ${values.rounds})`);
const api = await import(requireBuild('refusal-equivalence', values.dist));
const old = await import(requireBuild('refusal-equivalence', values.old));

// The texts.
const base = new Set();
const add = (t) => {
  if (typeof t === 'string' && t.trim()) base.add(t);
};
const distUrl = requireBuild('refusal-equivalence', values.dist).replace(/index\.js$/, '');
const { createRandom } = await import(`${distUrl}testing/index.js`);
const { splitSentences } = await import(`${distUrl}text/index.js`);
const { foldOf, HELD_OUT_FOLD } = await import(`${distUrl}calibration/index.js`);
const random = createRandom(15);
const corpus = generateCorpus(Number(values.docs), { random });
for (const c of generateCases(corpus, Number(values.cases), { random, splitSentences })) {
  for (const t of [c.answer, c.question]) {
    add(t);
    for (const s of splitSentences(t)) add(s);
  }
}
function jsonlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonlFiles(path);
    return name.endsWith('.jsonl') ? [path] : [];
  });
}
// The fresh held-out refusal files (and the precision ones) are measured by refusal-heldout.mjs, figures only: their rows are never printed here.
const BLIND = new Set([...FRESH_REFUSAL_FILES, ...PRECISION_REFUSAL_FILES]);
for (const file of jsonlFiles(join(repo, 'fixtures')).filter((f) => !BLIND.has(f.split(/[\\/]/).pop()))) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line);
    if (typeof row.id === 'string' && foldOf(row.id) === HELD_OUT_FOLD) continue;
    add(row.answer);
  }
}
for (const name of readdirSync(join(repo, 'src/refusal')).filter((n) => /^refusal.*\.test\.ts$/.test(n))) {
  const source = readFileSync(join(repo, 'src/refusal', name), 'utf8');
  for (const m of source.matchAll(/'((?:[^'\\\n]|\\.){8,})'|"((?:[^"\\\n]|\\.){8,})"|`([^`$\n]{8,})`/g)) {
    add((m[1] ?? m[2] ?? m[3]).replace(/\\(['"\\])/g, '$1').replace(/\\n/g, '\n'));
  }
}
for (const v of [old.ENGLISH_REFUSAL_VOCABULARY, old.GERMAN_REFUSAL_VOCABULARY]) {
  for (const rule of [...v.refusals, ...(v.fillers ?? [])]) add(rule.example);
}
const CONTRACT = [
  [/\bdo not\b/gi, "don't"],
  [/\bdoes not\b/gi, "doesn't"],
  [/\bcannot\b/gi, "can't"],
  [/\bI am\b/g, "I'm"],
  [/\bis not\b/gi, "isn't"],
  [/\bit is\b/gi, "it's"],
];
const EXPAND = [
  [/\bdon't\b/gi, 'do not'],
  [/\bdoesn't\b/gi, 'does not'],
  [/\bcan't\b/gi, 'cannot'],
  [/\bI'm\b/g, 'I am'],
  [/\bisn't\b/gi, 'is not'],
  [/\bit's\b/gi, 'it is'],
];
const texts = new Set(base);
for (const t of base) {
  for (const rules of [CONTRACT, EXPAND]) {
    const v = rules.reduce((s, [re, r]) => s.replace(re, r), t);
    if (v !== t) texts.add(v);
  }
  texts.add(t.toUpperCase());
}
const all = [...texts];
if (values.dump) {
  writeFileSync(values.dump, JSON.stringify(all));
  console.log(`wrote ${all.length} texts to ${values.dump}`);
  process.exit(0);
}
console.log(`texts: ${all.length} (${base.size} before variants)\nnew: ${values.dist}\nold: ${values.old}`);

// Decisions.
const settings = [
  ['default', {}, {}],
  ['en', { vocabulary: old.ENGLISH_REFUSAL_VOCABULARY }, { vocabulary: api.ENGLISH_REFUSAL_VOCABULARY }],
  ['de', { vocabulary: old.GERMAN_REFUSAL_VOCABULARY }, { vocabulary: api.GERMAN_REFUSAL_VOCABULARY }],
  [
    'en+de',
    { vocabulary: [old.ENGLISH_REFUSAL_VOCABULARY, old.GERMAN_REFUSAL_VOCABULARY] },
    { vocabulary: [api.ENGLISH_REFUSAL_VOCABULARY, api.GERMAN_REFUSAL_VOCABULARY] },
  ],
];
const label = (d) => `${d.kind}${d.claimless ? ' (claimless)' : ''}`;
for (const [name, oldOptions, newOptions] of settings) {
  const changes = new Map();
  let isRefusalDiffers = 0;
  for (const t of all) {
    const a = old.classifyRefusal(t, oldOptions);
    const b = api.classifyRefusal(t, newOptions);
    if (api.isRefusal(t, newOptions) !== (b.kind === 'refusal')) isRefusalDiffers++;
    if (label(a) === label(b)) continue;
    const rules = b.clauses
      .filter((c) => c.rule && c.kind !== a.clauses.find((o) => o.text === c.text)?.kind)
      .map((c) => c.rule);
    const key = `${label(a)} -> ${label(b)}${rules.length ? ` [${[...new Set(rules)].join(', ')}]` : ''}`;
    changes.set(key, [...(changes.get(key) ?? []), t]);
  }
  const total = [...changes.values()].reduce((n, l) => n + l.length, 0);
  console.log(
    `\n## ${name}: ${total} of ${all.length} decisions changed; isRefusal disagrees with classifyRefusal on ${isRefusalDiffers}`,
  );
  for (const [key, list] of [...changes].sort((x, y) => y[1].length - x[1].length)) {
    console.log(`${String(list.length).padStart(5)}  ${key}`);
    for (const t of values.list ? list : list.slice(0, 3))
      console.log(`         ${JSON.stringify(t.length > 200 ? `${t.slice(0, 199)}…` : t)}`);
  }
}

// Throughput, in process, alternating builds (the first pass of each warms V8), in CPU time (process.cpuUsage):
// other processes on a shared machine slow the wall clock of one pass more than its CPU time.
const time = (build) => {
  const start = process.cpuUsage();
  for (const t of all) build.classifyRefusal(t);
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};
time(old);
time(api);
const pairs = [];
for (let i = 0; i < rounds; i++) {
  // Old first in even rounds, new first in odd ones.
  const a = i % 2 === 0 ? time(old) : undefined;
  const b = time(api);
  const a2 = a ?? time(old);
  pairs.push([a2, b]);
}
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const ratios = pairs.map(([a, b]) => b / a);
console.log(
  `\n## Throughput (classifyRefusal, default options, ${all.length} texts, ${rounds} paired rounds, CPU time)`,
);
console.log(
  `old ${median(pairs.map((p) => p[0])).toFixed(0)} ms, new ${median(pairs.map((p) => p[1])).toFixed(0)} ms; new/old median ${median(ratios).toFixed(3)} (rounds ${ratios.map((r) => r.toFixed(2)).join(' ')})`,
);
