#!/usr/bin/env node
/**
 * The abstaining heuristic judge split by source (docs/research/abstention.md): each dev row's source is its id's
 * dataset (attributionbench-dev: Stanford-GenSearch, AttributedQA, LFQA, ExpertQA) or generating model (BEGIN: ctrl,
 * t5, gpt2, doha), and the handwritten labels are one source. Rules may be written looking at the `tune` part only;
 * the `held-out` part (ExpertQA, LFQA, BEGIN gpt2 and doha) is reported untouched. Dev folds 1-4 only (fold 0 stays
 * set aside). Beside the shipped band: the baseline that trusts nothing but invented numbers (`unsupportedBelow` 0,
 * nothing decisive) and the overlap judge, on the same rows. Prints a markdown table; no row is printed.
 *
 *   node scripts/measure/judge-sources.mjs                 this checkout's build (npm run build first)
 *   node scripts/measure/judge-sources.mjs --dist DIR      another build, e.g. a baseline checkout's dist
 */
import { resolve } from 'node:path';
import { parseScriptArgs, requireBuild } from './script-args.mjs';

const values = parseScriptArgs(import.meta.url, { dist: { type: 'string', default: 'dist' } });
const entry = requireBuild('judge-sources', values.dist);
const dist = (path) => import(new URL(path, entry).href);
const { loadLabelsSync } = await dist('dataset/index.js');
const { abstentionStats, bandLabels, labelStats, prepareDevSets } = await dist('calibration/index.js');
const { HEURISTIC_BAND, createOverlapJudge } = await dist('judge/index.js');

const HELD_OUT = new Set(['ExpertQA', 'LFQA', 'BEGIN gpt2', 'BEGIN doha']);
const sourceOf = (group, id) => {
  if (group === 'handwritten') return 'handwritten';
  const [first, second] = id.split('_');
  return first === 'BEGIN' ? `BEGIN ${second}` : first;
};
const root = resolve(new URL('../..', import.meta.url).pathname);
const sets = [
  { name: 'attributionbench-dev', rows: loadLabelsSync(`${root}/fixtures/attributionbench-dev/labels.jsonl`) },
  { name: 'begin', rows: loadLabelsSync(`${root}/fixtures/begin/labels.jsonl`) },
  { name: 'handwritten', rows: loadLabelsSync(`${root}/fixtures/judge-labels/handwritten.jsonl`) },
];
const rows = prepareDevSets(sets);
const overlap = createOverlapJudge();
const overlapLabel = async (r) => {
  const input = {
    question: r.row.question ?? '',
    answer: r.row.answer,
    contexts: [{ id: 'c', text: r.row.context }],
    context: r.row.context,
  };
  // Judges score through `faithfulness` since the judge API became units; older builds call it `judge`.
  const { score } = await (overlap.faithfulness ? overlap.faithfulness(input) : overlap.judge(input));
  return score >= 0.6 && r.unsupported.length === 0 ? 1 : 0;
};
const shipped = bandLabels(rows, HEURISTIC_BAND);
const numbersOnly = bandLabels(rows, { unsupportedBelow: 0, decisive: [] });
const overlapLabels = await Promise.all(rows.map(overlapLabel));

const f = (x) => (x === null || x === undefined || Number.isNaN(x) ? 'n/a' : x.toFixed(2));
const part = (pick) => {
  const at = rows.map((r, i) => [r, i]).filter(([r]) => pick(sourceOf(r.group, r.row.id)));
  const human = at.map(([r]) => r.human);
  const band = abstentionStats(
    human,
    at.map(([, i]) => shipped[i]),
  );
  const base = abstentionStats(
    human,
    at.map(([, i]) => numbersOnly[i]),
  );
  const over = labelStats(
    human,
    at.map(([, i]) => overlapLabels[i]),
  );
  return `${at.length} | ${f(band.coverage)} | ${f(band.precisionUnsupportedDecided)} | ${f(base.coverage)} | ${f(base.precisionUnsupportedDecided)} | ${f(over.unsupported.precision)}`;
};
console.log(
  `build: ${resolve(values.dist)}; shipped band: unsupportedBelow ${HEURISTIC_BAND.unsupportedBelow}, decisive [${HEURISTIC_BAND.decisive.join(', ')}]\n`,
);
console.log(
  '| source | part | n | coverage | precision of confident "unsupported" | baseline numbers-only: coverage | its precision | overlap judge: precision of "unsupported" |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
const sources = [...new Set(rows.map((r) => sourceOf(r.group, r.row.id)))].sort();
for (const s of sources) console.log(`| ${s} | ${HELD_OUT.has(s) ? 'held-out' : 'tune'} | ${part((x) => x === s)} |`);
console.log(`| **all held-out** | held-out | ${part((x) => HELD_OUT.has(x))} |`);
console.log(`| all tune | tune | ${part((x) => !HELD_OUT.has(x))} |`);
