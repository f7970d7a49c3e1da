#!/usr/bin/env node
/**
 * The citation check against people (docs/research/correctness.md): for each cited sentence of
 * fixtures/attributionbench-citations (ExpertQA and HAGRID answers with citation markers, labelled attributable or
 * not to the passages they cite), the heuristic judge's claim support of the sentence against the cited passages
 * alone (`scoreFaithfulness` with only those passages as the context, the shipped threshold and band), and the
 * precision of its "citation not supported" against the human label, next to the overlap judge and the substring
 * rule on the same rows. Nothing is tuned here: every row is held out. Prints markdown tables; no row is printed.
 * Runs on dist/ (`npm run build` first).
 *
 *   node scripts/measure/citation-support.mjs [--file FILE] [--bootstrap N]
 *
 * `--file` another file of the same shape (one JSON object a line: id, source, question, sentence, passages:
 * [{ marker, text }], human: 1 attributable | 0 not); `--bootstrap N` paired bootstrap resamples for the kappa
 * difference with the overlap judge (default 1000). The markers are taken out of the sentence before it is judged
 * (a marker is no claim); the row "markers left in" shows what judging them as text costs.
 */
import { labelRowCheck, parseScriptArgs, readJsonLines, repoBuild, wholeNumberOption } from './script-args.mjs';

const values = parseScriptArgs(import.meta.url, {
  file: { type: 'string', default: 'fixtures/attributionbench-citations/labels.jsonl' },
  bootstrap: { type: 'string', default: '1000' },
});
const bootstrap = wholeNumberOption('citation-support', 'bootstrap', values.bootstrap, 'resamples');
const dist = repoBuild('citation-support');
const { abstentionStats, measureAgreement } = await dist('calibration/index.js');
const { createHeuristicJudge } = await dist('judge/index.js');

/** What is wrong with a label row, or nothing. */
const checkRow = labelRowCheck({
  strings: ['id', 'source', 'question', 'sentence'],
  list: 'passages',
  item: (p) => typeof p?.text === 'string' && p.text.trim(),
  listRule: 'a non-empty array of { marker, text }',
  humanRule: '1 (attributable) or 0 (not attributable)',
});

// The markers the fixture's sentences carry ("[3]", "[1][2]"), with the space before them.
const MARKERS = /\s*\[\d+\]/g;
const items = (rows, keepMarkers) =>
  rows.map((r) => ({
    id: r.id,
    question: r.question,
    answer: keepMarkers ? r.sentence : r.sentence.replace(MARKERS, '').trim(),
    context: r.passages.map((p) => p.text).join('\n\n'),
    human: r.human,
  }));

const f2 = (x) => (x === null || x === undefined ? 'n/a' : x.toFixed(2));
const f3 = (x) => (x === null || x === undefined ? 'n/a' : (x === 0 ? 0 : x).toFixed(3));
const signed = (x) => `${x >= 0 ? '+' : ''}${x.toFixed(3)}`;
const started = performance.now();
const rows = readJsonLines('citation-support', values.file, checkRow);
const judge = createHeuristicJudge();
const groups = [
  ['all', rows],
  ...[...new Set(rows.map((r) => r.source))].map((s) => [s, rows.filter((r) => r.source === s)]),
];

console.log('## "Citation not supported": the heuristic judge against the cited passages alone\n');
console.log(
  'precision = of the cited sentences the check flags, the share people judged not attributable to the passages they cite; recall = of those people judged not attributable, the share it flags.\n',
);
console.log(
  '| rows | method | n | kappa | precision (not supported) | recall | flag rate (people) | kappa - overlap [95% CI] |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
const abstention = [];
for (const [name, set] of groups) {
  const r = await measureAgreement(items(set, false), judge, { bootstrap });
  const human = r.items.map((i) => i.human);
  const d = r.versusOverlap;
  const line = (method, s, diff = '') =>
    console.log(
      `| ${name} | ${method} | ${s.n} | ${f3(s.kappa)} | ${f2(s.unsupported.precision)} | ${f2(s.unsupported.recall)} | ${f2(s.flagRate)} (${f2(s.humanFlagRate)}) | ${diff} |`,
    );
  line('heuristic judge', r, `${signed(d.difference)} [${signed(d.low)}, ${signed(d.high)}]`);
  line('overlap judge', r.baselines.overlap);
  line('substring (sentence inside a cited passage)', r.baselines.substring);
  const kept = await measureAgreement(items(set, true), judge, { baselines: false });
  line('heuristic judge, markers left in', kept);
  abstention.push([
    name,
    abstentionStats(
      human,
      r.items.map((i) => (i.decided === false ? null : i.judge)),
    ),
  ]);
}
console.log(
  "\nThe judge's abstention on the same rows: sentences whose verdict rests on claims it left uncertain (the shipped policy fails them; a cascade would send them to a model).\n",
);
console.log('| rows | decided | precision of "not supported" (decided) | recall (decided) | kappa (decided) |');
console.log('| --- | --- | --- | --- | --- |');
for (const [name, s] of abstention)
  console.log(
    `| ${name} | ${f2(s.coverage)} | ${f3(s.precisionUnsupportedDecided)} | ${f2(s.recallUnsupportedDecided)} | ${f3(s.kappaDecided)} |`,
  );
console.error(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
