#!/usr/bin/env node
/**
 * The citation check against human attribution labels: the ExpertQA and Stanford-GenSearch rows of
 * fixtures/attributionbench-dev (AttributionBench, Apache-2.0), where each row is one sentence of an answer, the
 * source it cited (`[n] url` then the source's text) and a human label: does the cited source support the sentence.
 * Each row becomes an answer with its marker (`sentence [n]`), the source as the one returned context and the
 * adapter map `{ n: source }`, checked by `scoreCitations` with the heuristic judge; "citation not supported" is a
 * sentence the check calls unsupported (uncertain ones are counted apart). Reported next to two baselines on the
 * same rows: always "not supported" (the base rate), and the share of the sentence's content words found in the
 * source below a cut chosen on folds 1-4. The heuristic judge was tuned on folds 1-4 of this set (as judge data),
 * so fold 0, never tuned on, is the held-out figure.
 *
 *   npm run build && node scripts/measure/citation-support-dev.mjs
 *   node scripts/measure/citation-support-dev.mjs --dist DIR     # another build
 *
 * Exit codes: 0 measured, 2 bad usage or no build.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseScriptArgs, requireBuild } from './script-args.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const values = parseScriptArgs(import.meta.url, { dist: { type: 'string', default: join(repo, 'dist') } });
const dist = resolve(values.dist);
const { createHeuristicJudge } = await import(requireBuild('citation-support-dev', dist));
const { contentTokens } = await import(pathToFileURL(join(dist, 'metrics/index.js')).href);
const { scoreCitations } = await import(pathToFileURL(join(dist, 'evaluate/index.js')).href);
const { foldOf } = await import(pathToFileURL(join(dist, 'calibration/folds.js')).href);

const HEADER = /^\[(\d+)\]\s*\S*\s*\n+/;
const rows = readFileSync(join(repo, 'fixtures/attributionbench-dev/labels.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line))
  .filter((r) => HEADER.test(r.context))
  .map((r) => {
    const [header, n] = HEADER.exec(r.context);
    return {
      id: r.id,
      question: r.question,
      sentence: r.answer.trim(),
      n,
      source: r.context.slice(header.length),
      human: r.human,
      fold: foldOf(r.id),
    };
  });

const judge = createHeuristicJudge();
const started = process.cpuUsage();
for (const r of rows) {
  const sentence = /[.!?]$/.test(r.sentence)
    ? `${r.sentence.slice(0, -1)} [${r.n}]${r.sentence.slice(-1)}`
    : `${r.sentence} [${r.n}]`;
  const scored = await scoreCitations(judge, {
    question: r.question,
    answer: sentence,
    contexts: [{ id: 'source', text: r.source }],
    citations: { [r.n]: 'source' },
  });
  const verdicts = scored?.citations.sentences.map((s) => s.verdict) ?? [];
  r.markers = scored?.citations.markers.length ?? 0;
  r.check = verdicts.includes('unsupported')
    ? 'unsupported'
    : verdicts.includes('uncertain')
      ? 'uncertain'
      : 'supported';
  const words = contentTokens(r.sentence);
  const source = new Set(contentTokens(r.source));
  r.overlap = words.length === 0 ? 1 : words.filter((w) => source.has(w)).length / words.length;
}
const cpu = process.cpuUsage(started);

/** Precision and recall of "not supported" (label 0) for a prediction of 0/1/null (null = abstained). */
function score(subset, predict) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let decided = 0;
  for (const r of subset) {
    const p = predict(r);
    if (p === null) continue;
    decided++;
    if (p === 0 && r.human === 0) tp++;
    else if (p === 0) fp++;
    else if (r.human === 0) fn++;
  }
  const precision = tp + fp === 0 ? null : tp / (tp + fp);
  const recall = tp + fn === 0 ? null : tp / (tp + fn);
  return { decided, flagged: tp + fp, precision, recall };
}

const dev = rows.filter((r) => r.fold !== 0);
const heldOut = rows.filter((r) => r.fold === 0);
// The overlap cut with the best accuracy on folds 1-4.
let cut = 0;
let best = -1;
for (let t = 0; t <= 1.0001; t += 0.05) {
  const accuracy = dev.filter((r) => (r.overlap >= t ? 1 : 0) === r.human).length / dev.length;
  if (accuracy > best) [best, cut] = [accuracy, t];
}
const fmt = (x) => (x === null ? 'n/a' : x.toFixed(2));
const predictors = [
  [
    'citationSupport (heuristic), uncertain left out',
    (r) => (r.check === 'uncertain' ? null : r.check === 'supported' ? 1 : 0),
  ],
  ['citationSupport (heuristic), uncertain as not supported', (r) => (r.check === 'supported' ? 1 : 0)],
  ['baseline: always "not supported"', () => 0],
  [`baseline: content-word overlap < ${cut.toFixed(2)} (cut chosen on folds 1-4)`, (r) => (r.overlap >= cut ? 1 : 0)],
];
console.log(
  `citation-support: ${rows.length} rows (ExpertQA, Stanford-GenSearch), every row's marker found: ${rows.every((r) => r.markers === 1)}; not supported by humans: ${rows.filter((r) => r.human === 0).length}`,
);
console.log(`heuristic CPU ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms\n`);
console.log('| rows | predictor | decided | flagged | precision (not supported) | recall (not supported) |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const [name, subset] of [
  ['fold 0 (held out)', heldOut],
  ['folds 1-4 (judge tuned here)', dev],
]) {
  for (const [label, predict] of predictors) {
    const s = score(subset, predict);
    console.log(
      `| ${name} (${subset.length}) | ${label} | ${s.decided} | ${s.flagged} | ${fmt(s.precision)} | ${fmt(s.recall)} |`,
    );
  }
}
