/**
 * Scenario 3a, in one process: load a corpus and cases, then `evaluateCases` with the recorded adapter and a judge
 * (`heuristic`, or `overlap` as the baseline). Times loading and scoring separately.
 * Options (argv[2], JSON): { dist, cases, corpus, judge, thresholds, concurrency }
 */
import { importDist, verdictCounts } from '../lib/load-dist.mjs';
import { emitResult } from '../lib/measure.mjs';

const options = JSON.parse(process.argv[2]);
const ragcheck = await importDist(options.dist);

let t = performance.now();
const corpus = ragcheck.loadCorpusSync(options.corpus);
const cases = ragcheck.loadCasesSync(options.cases, { corpus });
const loadMs = performance.now() - t;

const adapter = ragcheck.createRecordedAdapter({ corpus });
const judge = ragcheck.resolveJudge(options.judge);
t = performance.now();
const results = await ragcheck.evaluateCases(cases, adapter, judge, {
  thresholds: options.thresholds,
  concurrency: options.concurrency ?? 8,
});
const ms = performance.now() - t;
const errors = results.filter((r) => r.verdict.startsWith('ERROR'));
if (errors.length > 0) {
  console.error(`${errors.length} case(s) ended in ERROR, e.g. ${JSON.stringify(errors[0].error)}`);
  process.exit(1);
}
emitResult({
  ms,
  loadMs,
  cases: results.length,
  casesPerSecond: results.length / (ms / 1000),
  verdicts: verdictCounts(results),
});
