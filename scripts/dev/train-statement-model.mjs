#!/usr/bin/env node
/**
 * Trains the statement model (src/refusal/statement-model.ts) and writes src/refusal/statement-model.json.
 *
 *   npm run build && node scripts/dev/train-statement-model.mjs [--cv 8] [--write]
 *
 * The rows: every dev answer (STATEMENT_MODEL_FILES: the dev fresh and dev precision files of
 * scripts/measure/refusal-files.mjs; never a held-out file) that the grammar alone, with its question, reads as
 * `uncertain`: a decline beside statements with no number or name. Each such statement is one example, read as the
 * model reads it (`statementModelText`), labelled 0 when the answer is a refusal and 1 when it is not. A partial answer's
 * statements are not all answers (one may be the answer, another a redirect), so the fit runs twice: after the first,
 * only the statement of each non-refusal that the model scores highest keeps the label 1, the others get 0.
 *
 * `--cv K` cross-validates instead, grouped by file (each file is one author: the files go round-robin into K folds),
 * and prints, for each threshold, how many answers the model settles as refusals (every statement below the threshold
 * and none holding a number word) and how many of them are not refusals; beside it the two baselines on the same rows:
 * leaving them all `uncertain` (rules 20) and settling them all as refusals. Only `--write` writes the model.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FRESH_REFUSAL_FILES, PRECISION_REFUSAL_FILES, STATEMENT_MODEL_FILES } from '../measure/refusal-files.mjs';
import { quantizedProbability, quantizeLogistic, trainLogistic } from './logistic.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { declineFeatures, MODEL_BITS } = await import(join(repo, 'dist/refusal/decline-features.js'));
const { statementModelText, STATEMENT_ANSWERS } = await import(join(repo, 'dist/refusal/statement-model.js'));
const { compileRefusalVocabularies } = await import(join(repo, 'dist/refusal/refusal-vocabulary.js'));
const { REFUSAL_VOCABULARIES, detectRefusalLanguage } = await import(join(repo, 'dist/refusal/refusal-languages.js'));
const api = await import(join(repo, 'dist/index.js'));
const { values } = parseArgs({
  options: {
    cv: { type: 'string' },
    write: { type: 'boolean', default: false },
    iterations: { type: 'string', default: '300' },
    l2: { type: 'string', default: '0.1' },
  },
});

const HELD_OUT = new Set([...FRESH_REFUSAL_FILES, ...PRECISION_REFUSAL_FILES]);
for (const f of STATEMENT_MODEL_FILES) {
  if (HELD_OUT.has(f))
    throw new Error(`${f} is held out (scripts/measure/refusal-files.mjs): the model never learns from it`);
}
const D = 1 << MODEL_BITS;
const iterations = Number(values.iterations);
const l2 = Number(values.l2);

const compiled = Object.fromEntries(
  Object.entries(REFUSAL_VOCABULARIES).map(([language, v]) => [language, compileRefusalVocabularies([v])]),
);

function rowsOf(file) {
  const rows = [];
  readFileSync(join(repo, 'fixtures/heldout-probes', file), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (!line.trim()) return;
      const r = JSON.parse(line);
      if (typeof r.answer !== 'string' || typeof r.question !== 'string' || typeof r.expected !== 'string') {
        throw new Error(`${file}:${i + 1}: needs string fields "question", "answer" and "expected"`);
      }
      const grammar = api.classifyRefusal(r.answer, { question: r.question, declineModel: false });
      if (grammar.kind !== 'uncertain') return;
      const statements = grammar.clauses.filter((c) => c.kind === 'uncertain');
      if (statements.length === 0) return;
      const vocabulary = compiled[detectRefusalLanguage(r.answer)];
      rows.push({
        file,
        y: r.expected === 'refusal' ? 0 : 1,
        numberWord: statements.some((c) => vocabulary.valueWord?.test(c.text) === true),
        statements: statements.map((c) => {
          const f = declineFeatures(statementModelText(c.text, c.rule), true);
          return { f: Int32Array.from(f), v: f.length ? 1 / Math.sqrt(f.length) : 0 };
        }),
      });
    });
  return rows;
}

const examples = (rows, y) => rows.flatMap((r) => r.statements.map((s, i) => ({ ...s, y: y(r, i) })));

/** The two fits: every statement labelled by its answer, then only a non-refusal's likeliest statement as an answer. */
function fit(rows) {
  const first = quantizeLogistic(
    trainLogistic(
      examples(rows, (r) => r.y),
      D,
      iterations,
      l2,
    ),
  );
  const top = new Map();
  for (const r of rows) {
    if (r.y !== 1 || r.statements.length < 2) continue;
    const p = r.statements.map((s) => quantizedProbability(first, s));
    top.set(r, p.indexOf(Math.max(...p)));
  }
  return quantizeLogistic(
    trainLogistic(
      examples(rows, (r, i) => (r.y === 1 && (!top.has(r) || top.get(r) === i) ? 1 : 0)),
      D,
      iterations,
      l2,
    ),
  );
}

const rows = STATEMENT_MODEL_FILES.flatMap(rowsOf);
const refusals = rows.filter((r) => r.y === 0).length;
console.log(
  `${rows.length} answers the grammar reads as uncertain (${refusals} refusals) of ${STATEMENT_MODEL_FILES.length} dev files`,
);

if (values.cv) {
  const k = Number(values.cv);
  const fold = new Map(STATEMENT_MODEL_FILES.map((f, i) => [f, i % k]));
  for (let i = 0; i < k; i++) {
    const model = fit(rows.filter((r) => fold.get(r.file) !== i));
    for (const r of rows.filter((row) => fold.get(row.file) === i)) {
      r.p = Math.max(...r.statements.map((s) => quantizedProbability(model, s)));
    }
  }
  console.log(`grouped by file, ${k} folds; settled = every statement below the threshold and no number word`);
  console.log('| threshold | settled as refusals | of them not refusals | precision of settled | refusals settled |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const t of [...new Set([0.01, STATEMENT_ANSWERS, 0.02, 0.03, 0.05, 0.1])].sort((a, b) => a - b)) {
    const settled = rows.filter((r) => r.p < t && !r.numberWord);
    const wrong = settled.filter((r) => r.y === 1).length;
    console.log(
      `| ${t} | ${settled.length} | ${wrong} | ${(1 - wrong / Math.max(1, settled.length)).toFixed(3)} | ${((settled.length - wrong) / refusals).toFixed(3)} |`,
    );
  }
  console.log(
    `baselines on the same rows: all uncertain (rules 20) settles none; all settled as refusals: precision ${(refusals / rows.length).toFixed(3)}`,
  );
}

if (values.write) {
  const { scale, bias, weights } = fit(rows);
  writeFileSync(
    join(repo, 'src/refusal/statement-model.json'),
    `${JSON.stringify({ bits: MODEL_BITS, languageFeatures: true, scale, bias, weights }, null, 2)}\n`,
  );
  console.log('wrote src/refusal/statement-model.json');
}
