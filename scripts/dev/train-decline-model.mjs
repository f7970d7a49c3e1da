#!/usr/bin/env node
/**
 * Trains the decline model (src/refusal/decline-model.ts) and writes src/refusal/decline-model.json.
 *
 *   npm run build && node scripts/dev/train-decline-model.mjs [--train FILES] [--test FILES] [--write]
 *
 * A logistic regression (L2, full-batch Adam, fixed order and iterations: the same weights on every run over the same
 * files) over the hashed character n-grams of `declineFeatures`, on `expected === 'refusal'` of labelled answers. By
 * default it learns from the dev refusal files the shipped weights learned from (DECLINE_MODEL_FILES: the dev fresh
 * files up to refusal-fresh70) and the three own probe files of fixtures/heldout-probes, and never from a held-out file
 * (FRESH_REFUSAL_FILES, PRECISION_REFUSAL_FILES): it refuses to. Unless `--no-own` is given it also learns the
 * project's own sentences, labelled by the grammar alone and weighed `--own-weight` times: the strings of the refusal
 * tests and the fixtures' answers, so a change to a test's strings changes the weights a little. The shipped weights are
 * the ones the held-out figures were measured on (docs/research/refusals.md): retrain only to start a new measurement.
 * Rules 19's weights (rules 20 to 22 keep them) are what `--write` alone gives, as long as those files, the refusal
 * tests' strings and the fixtures' answers are unchanged (a changed test string moves a few weights); `--plain-features`
 * leaves out the language-salted n-grams (rules 13 and 14's features). `--train` and `--test`
 * (comma-separated names in fixtures/heldout-probes) run a forward split instead, e.g. learn from refusal-fresh to 24
 * and test on 25 to 28
 * (`--own-exclude round12` leaves out the tests written from 25 to 28), printing accuracy, precision and recall by
 * threshold, and `--dump FILE` writes each test row with its probability; a held-out file is refused as a test file
 * unless `--spend` says it is being spent. Only `--write` writes the model.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DECLINE_MODEL_FILES, FRESH_REFUSAL_FILES, PRECISION_REFUSAL_FILES } from '../measure/refusal-files.mjs';
import { quantizedProbability, quantizeLogistic, trainLogistic } from './logistic.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { declineFeatures, MODEL_BITS } = await import(join(repo, 'dist/refusal/decline-features.js'));
const api = await import(join(repo, 'dist/index.js'));
const { foldOf, HELD_OUT_FOLD } = await import(join(repo, 'dist/calibration/index.js'));
const { values } = parseArgs({
  options: {
    train: { type: 'string' },
    test: { type: 'string' },
    write: { type: 'boolean', default: false },
    iterations: { type: 'string', default: '600' },
    l2: { type: 'string', default: '0.1' },
    dump: { type: 'string' },
    'no-own': { type: 'boolean', default: false },
    'own-exclude': { type: 'string', default: '' },
    'own-weight': { type: 'string', default: '3' },
    spend: { type: 'boolean', default: false },
    'plain-features': { type: 'boolean', default: false },
  },
});
const OWN_PROBES = ['refusal.jsonl', 'refusal-languages.jsonl', 'refusal-nextstep.jsonl'];
const HELD_OUT = new Set([...FRESH_REFUSAL_FILES, ...PRECISION_REFUSAL_FILES]);
const names = (list) =>
  list
    .split(',')
    .map((s) => basename(s.trim()))
    .filter(Boolean);
const trainFiles = values.train ? names(values.train) : [...DECLINE_MODEL_FILES, ...OWN_PROBES];
const testFiles = values.test ? names(values.test) : [];
for (const f of trainFiles) {
  if (HELD_OUT.has(f))
    throw new Error(`${f} is held out (scripts/measure/refusal-files.mjs): the model never learns from it`);
}
// Testing on a held-out file prints its figures by threshold (and --dump its rows): that spends it.
for (const f of testFiles) {
  if (HELD_OUT.has(f) && !values.spend) {
    throw new Error(
      `${f} is held out (scripts/measure/refusal-files.mjs): measure it with refusal-heldout.mjs, or pass --spend and move it to DEV_FRESH_REFUSAL_FILES`,
    );
  }
}

const rowsOf = (file) =>
  readFileSync(join(repo, 'fixtures/heldout-probes', file), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l, i) => {
      const r = JSON.parse(l);
      if (typeof r.answer !== 'string' || typeof r.expected !== 'string') {
        throw new Error(`${file}:${i + 1}: needs string fields "answer" and "expected"`);
      }
      return r;
    });

// Each n-gram also salted with the answer's detected language (rules 15), unless --plain-features (rules 13 and 14).
const languageFeatures = !values['plain-features'];
const D = 1 << MODEL_BITS;
function encode(rows) {
  return rows.map((r) => {
    const f = declineFeatures(r.answer, languageFeatures);
    return {
      f: Int32Array.from(f),
      v: f.length ? 1 / Math.sqrt(f.length) : 0,
      y: r.expected === 'refusal' ? 1 : 0,
      weight: r.weight ?? 1,
    };
  });
}

function quantize(fit) {
  const { scale, bias, weights } = quantizeLogistic(fit);
  return {
    bits: MODEL_BITS,
    ...(languageFeatures ? { languageFeatures: true } : {}),
    scale,
    bias,
    weights,
  };
}

const prob = (model, q, row) => quantizedProbability({ ...model, q }, row);

/**
 * The project's own sentences, labelled by the grammar alone: the string literals of the refusal tests (each asserts
 * the grammar's reading, so the grammar's kind is the test's) and the fixtures' answers outside the calibration's
 * held-out fold and outside the blind probe files. They teach the model the near misses the rules were written
 * for (answers shaped like declines), so it does not undo what the grammar reads right.
 */
function ownRows(exclude, ownWeight) {
  const rows = [];
  const seen = new Set();
  const add = (text) => {
    if (typeof text !== 'string' || !text.trim() || seen.has(text)) return;
    seen.add(text);
    const kind = api.classifyRefusal(text, { declineModel: false }).kind;
    rows.push({ answer: text, expected: kind === 'refusal' ? 'refusal' : kind, weight: ownWeight });
  };
  const dir = join(repo, 'src/refusal');
  const sources = [
    ...readdirSync(dir)
      .filter((n) => /^refusal.*\.test\.ts$/.test(n))
      .map((n) => join(dir, n)),
    ...readdirSync(join(dir, '__fixtures__')).map((n) => join(dir, '__fixtures__', n)),
  ].filter((path) => !exclude.some((e) => path.includes(e)));
  for (const path of sources) {
    const source = readFileSync(path, 'utf8');
    for (const m of source.matchAll(/'((?:[^'\\\n]|\\.){8,})'|"((?:[^"\\\n]|\\.){8,})"|`([^`$\n]{8,})`/g)) {
      add((m[1] ?? m[2] ?? m[3]).replace(/\\(['"\\])/g, '$1').replace(/\\n/g, '\n'));
    }
  }
  // The probe files are labelled data of their own (learned by name above) or held out: none is an own sentence.
  const probes = join(repo, 'fixtures/heldout-probes');
  const walk = (d) =>
    readdirSync(d).flatMap((name) => {
      const path = join(d, name);
      if (path === probes) return [];
      if (statSync(path).isDirectory()) return walk(path);
      return name.endsWith('.jsonl') ? [path] : [];
    });
  for (const file of walk(join(repo, 'fixtures'))) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line);
      if (typeof row.id === 'string' && foldOf(row.id) === HELD_OUT_FOLD) continue;
      add(row.answer);
    }
  }
  return rows;
}

const own = !values['no-own'] ? ownRows(names(values['own-exclude']), Number(values['own-weight'])) : [];
const trainRows = [...trainFiles.flatMap(rowsOf), ...own];
if (own.length) console.log(`with ${own.length} own sentences labelled by the grammar`);
const model = quantize(trainLogistic(encode(trainRows), D, Number(values.iterations), Number(values.l2)));
const q = new Int8Array(Buffer.from(model.weights, 'base64').buffer.slice(0));
{
  const enc = encode(trainRows);
  const wrong = enc.filter((d) => prob(model, q, d) > 0.5 !== (d.y === 1)).length;
  console.log(`training answers read wrong at p > 0.5: ${wrong} of ${enc.length}`);
}
console.log(`learned from ${trainRows.length} answers of ${trainFiles.length} files (${MODEL_BITS} bits)`);
if (testFiles.length) {
  const test = encode(testFiles.flatMap(rowsOf));
  const p = test.map((d) => prob(model, q, d));
  for (const t of [0.3, 0.5, 0.6, 0.7, 0.8]) {
    let tp = 0;
    let fp = 0;
    let right = 0;
    test.forEach((d, i) => {
      const yes = p[i] > t;
      if (yes && d.y) tp++;
      if (yes && !d.y) fp++;
      if (yes === (d.y === 1)) right++;
    });
    const pos = test.filter((d) => d.y).length;
    console.log(
      `p > ${t}: accuracy ${(right / test.length).toFixed(3)} precision ${(tp / Math.max(1, tp + fp)).toFixed(3)} recall ${(tp / pos).toFixed(3)} (${test.length} answers)`,
    );
  }
}
if (values.dump && testFiles.length) {
  const test = testFiles.flatMap((file) => rowsOf(file).map((r) => ({ ...r, file })));
  const lines = test.map((r) => JSON.stringify({ ...r, p: prob(model, q, encode([r])[0]) }));
  writeFileSync(values.dump, `${lines.join('\n')}\n`);
}
if (values.write) {
  writeFileSync(join(repo, 'src/refusal/decline-model.json'), `${JSON.stringify(model, null, 2)}\n`);
  console.log('wrote src/refusal/decline-model.json');
}
