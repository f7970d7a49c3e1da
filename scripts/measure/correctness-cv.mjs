#!/usr/bin/env node
/**
 * ragcheck's correctness against people (docs/research/correctness.md): Cohen's kappa of the verdict
 * "correctness >= t" (heuristic judge) against the human correctness label of fixtures/evouna, next to token-F1
 * (">= t"), exact match and lexical match (the normalized reference inside the normalized answer) on the same rows.
 * A row's fold is the hash fold of its question (`group`), so one question's answers share a fold. Fold 0 is set
 * aside and read only by --final; the thresholds are chosen by kappa on training folds. Prints markdown tables; no
 * row is ever printed. Runs on dist/ (`npm run build` first).
 *
 *   node scripts/measure/correctness-cv.mjs           4-fold CV on folds 1-4: t chosen on three folds, scored on the fourth
 *   node scripts/measure/correctness-cv.mjs --final   t chosen on folds 1-4, scored once on the set-aside fold 0
 *
 * Options: `--file FILE` another label file of the same shape (one JSON object a line: id, group, question,
 * references: [string], answer, human: 1 correct | 0 not, optional model); `--bootstrap N` paired bootstrap
 * resamples for the kappa differences (default 1000).
 *
 * A reference with alternatives (EVOUNA's golden answers split at '/') counts as stated when one alternative is:
 * every method takes its best score over the alternatives.
 */
import {
  labelRowCheck,
  parseScriptArgs,
  readJsonLines,
  repoBuild,
  usageError,
  wholeNumberOption,
} from './script-args.mjs';

const values = parseScriptArgs(import.meta.url, {
  final: { type: 'boolean' },
  file: { type: 'string', default: 'fixtures/evouna/labels.jsonl' },
  bootstrap: { type: 'string', default: '1000' },
});
const bootstrap = wholeNumberOption('correctness-cv', 'bootstrap', values.bootstrap, 'resamples');
const dist = repoBuild('correctness-cv');
const { DEV_FOLDS, foldOf, HELD_OUT_FOLD, labelStats, pairedBootstrap } = await dist('calibration/index.js');
const { createHeuristicJudge } = await dist('judge/index.js');
const { scoreCorrectness } = await dist('evaluate/index.js');

/** What is wrong with a label row, or nothing. */
const checkRow = labelRowCheck({
  strings: ['id', 'group', 'question', 'answer'],
  list: 'references',
  item: (r) => typeof r === 'string' && r.trim(),
  listRule: 'a non-empty array of non-empty strings',
  humanRule: '1 (correct) or 0 (not correct)',
});

// SQuAD's answer normalization (lower case, no punctuation, no articles, single spaces), as EVOUNA's lexical_match.py.
const normalize = (s) =>
  s
    .toLowerCase()
    .replace(/[\p{P}\p{S}]/gu, ' ')
    .replace(/\b(a|an|the)\b/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
function tokenF1(answer, reference) {
  const a = normalize(answer);
  const r = normalize(reference);
  if (a.length === 0 || r.length === 0) return a.length === r.length ? 1 : 0;
  const counts = new Map();
  for (const t of r) counts.set(t, (counts.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of a) {
    const left = counts.get(t) ?? 0;
    if (left > 0) {
      common++;
      counts.set(t, left - 1);
    }
  }
  if (common === 0) return 0;
  const precision = common / a.length;
  const recall = common / r.length;
  return (2 * precision * recall) / (precision + recall);
}
const exact = (answer, reference) => (normalize(answer).join(' ') === normalize(reference).join(' ') ? 1 : 0);
const lexical = (answer, reference) => {
  const r = normalize(reference).join(' ');
  return r !== '' && ` ${normalize(answer).join(' ')} `.includes(` ${r} `) ? 1 : 0;
};

const judge = createHeuristicJudge();
/**
 * The scores read off one `scoreCorrectness` result: the shipped score (uncertain claims left out; null, every
 * claim uncertain, fails a gate as `meetsThreshold` does, so it counts as 0), and two readings of the same claims
 * measured beside it: uncertain claims counted as missing, uncertain claims counted as stated, and the mean support of the reference's claims
 * (contradicted claims and missing numbers count 0).
 */
function readings(result) {
  const { claims } = result;
  const decided = (c) => c.verdict === 'supported';
  return {
    correctness: result.score ?? 0,
    strict: claims.length === 0 ? 1 : claims.filter(decided).length / claims.length,
    lenient:
      claims.length === 0 ? 1 : claims.filter((c) => decided(c) || c.verdict === 'uncertain').length / claims.length,
    support:
      claims.length === 0
        ? 1
        : claims.reduce(
            (sum, c) =>
              sum +
              (c.verdict === 'contradicted' || (c.missing?.length ?? 0) > 0 ? 0 : (c.support ?? (decided(c) ? 1 : 0))),
            0,
          ) / claims.length,
  };
}

const started = performance.now();
// Only the rows a run reads are scored: fold 0 is not even judged without --final.
const rows = readJsonLines('correctness-cv', values.file, checkRow)
  .map((row) => ({ ...row, fold: foldOf(row.group) }))
  .filter((row) => values.final || row.fold !== HELD_OUT_FOLD);
let nulls = 0;
for (const row of rows) {
  const scores = [];
  for (const reference of row.references) {
    const result = await scoreCorrectness(judge, { question: row.question, reference, answer: row.answer });
    if (result.score === null) nulls++;
    scores.push(readings(result));
  }
  row.scores = {
    correctness: Math.max(...scores.map((s) => s.correctness)),
    strict: Math.max(...scores.map((s) => s.strict)),
    lenient: Math.max(...scores.map((s) => s.lenient)),
    support: Math.max(...scores.map((s) => s.support)),
    f1: Math.max(...row.references.map((r) => tokenF1(row.answer, r))),
    exact: Math.max(...row.references.map((r) => exact(row.answer, r))),
    lexical: Math.max(...row.references.map((r) => lexical(row.answer, r))),
  };
}

const THRESHOLDS = Array.from({ length: 100 }, (_, i) => (i + 1) / 100);
const METHODS = [
  { name: 'ragcheck correctness >= t', key: 'correctness', tuned: true },
  { name: 'variant: uncertain claims counted as missing', key: 'strict', tuned: true },
  { name: 'variant: uncertain claims counted as stated', key: 'lenient', tuned: true },
  { name: 'variant: mean claim support >= t', key: 'support', tuned: true },
  { name: 'token-F1 >= t', key: 'f1', tuned: true },
  { name: 'exact match', key: 'exact', tuned: false },
  { name: 'lexical match (reference in answer)', key: 'lexical', tuned: false },
];
const human = (set) => set.map((r) => r.human);
const predict = (set, key, t) => set.map((r) => (r.scores[key] >= t ? 1 : 0));
/** The threshold with the best kappa on `set` (ties: the lowest). */
function choose(set, key) {
  let best = { t: THRESHOLDS[0], kappa: Number.NEGATIVE_INFINITY };
  for (const t of THRESHOLDS) {
    const kappa = labelStats(human(set), predict(set, key, t)).kappa ?? Number.NEGATIVE_INFINITY;
    if (kappa > best.kappa) best = { t, kappa };
  }
  return best.t;
}

const f2 = (x) => (x === null || x === undefined ? 'n/a' : x.toFixed(2));
const f3 = (x) => (x === null || x === undefined ? 'n/a' : (x === 0 ? 0 : x).toFixed(3));
const signed = (x) => `${x >= 0 ? '+' : ''}${x.toFixed(3)}`;

/** Held-out predictions of each method on `scored`, thresholds chosen on `train(fold)`. */
function heldOut(scoredFolds, train) {
  const out = {
    rows: [],
    predictions: Object.fromEntries(METHODS.map((m) => [m.key, []])),
    chosen: Object.fromEntries(METHODS.map((m) => [m.key, []])),
  };
  for (const fold of scoredFolds) {
    const test = rows.filter((r) => r.fold === fold);
    const training = train(fold);
    if (test.length === 0) continue;
    if (training.length === 0) usageError('correctness-cv', `no training rows for fold ${fold} in ${values.file}`);
    out.rows.push(...test);
    for (const m of METHODS) {
      const t = m.tuned ? choose(training, m.key) : 1;
      out.chosen[m.key].push(`fold ${fold}: ${t}`);
      out.predictions[m.key].push(...predict(test, m.key, t));
    }
  }
  return out;
}

function report(title, result) {
  const h = human(result.rows);
  console.log(`## ${title}\n`);
  console.log(
    `${result.rows.length} rows (${h.filter((x) => x === 0).length} judged incorrect by people). "incorrect" is what a gate fails: precision = of the answers a method fails, the share people judged incorrect; recall = of the answers people judged incorrect, the share it fails.\n`,
  );
  console.log(
    '| method | kappa | accuracy | precision (incorrect) | recall (incorrect) | fail rate (people) | kappa - ragcheck [95% CI] | t chosen |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const ours = result.predictions.correctness;
  for (const m of METHODS) {
    const p = result.predictions[m.key];
    const s = labelStats(h, p);
    const d = m.key === 'correctness' ? null : pairedBootstrap(h, p, ours, { samples: bootstrap });
    console.log(
      `| ${m.name} | ${f3(s.kappa)} | ${f2(s.rawAgreement)} | ${f2(s.unsupported.precision)} | ${f2(s.unsupported.recall)} | ${f2(s.flagRate)} (${f2(s.humanFlagRate)}) | ${d ? `${signed(d.difference)} [${signed(d.low)}, ${signed(d.high)}]` : ''} | ${m.tuned ? result.chosen[m.key].join('; ') : 'n/a'} |`,
    );
  }
  const models = [...new Set(result.rows.map((r) => r.model).filter(Boolean))];
  if (models.length > 1) {
    console.log(`\nkappa by the model that wrote the answer (same held-out predictions):\n`);
    console.log(`| model | n | ${METHODS.map((m) => m.name).join(' | ')} |`);
    console.log(`| --- | --- | ${METHODS.map(() => '---').join(' | ')} |`);
    for (const model of models) {
      const at = result.rows.flatMap((r, i) => (r.model === model ? [i] : []));
      const cells = METHODS.map((m) =>
        f3(
          labelStats(
            at.map((i) => h[i]),
            at.map((i) => result.predictions[m.key][i]),
          ).kappa,
        ),
      );
      console.log(`| ${model} | ${at.length} | ${cells.join(' | ')} |`);
    }
  }
}

const dev = (except) => rows.filter((r) => DEV_FOLDS.includes(r.fold) && r.fold !== except);
if (values.final) {
  report(
    `Fold ${HELD_OUT_FOLD} (set aside), thresholds chosen on folds ${DEV_FOLDS.join(', ')}`,
    heldOut([HELD_OUT_FOLD], () => dev()),
  );
} else {
  report(
    `Held out (4-fold CV on folds ${DEV_FOLDS.join(', ')})`,
    heldOut(DEV_FOLDS, (fold) => dev(fold)),
  );
}
console.error(
  `(${nulls} reference alternatives scored null (every claim uncertain), counted as 0; ${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
