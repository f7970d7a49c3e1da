/**
 * Scenario 3, no Vitest. (a) `evaluateCases` with the heuristic judge over the scoring cases and corpus, against
 * the seed's overlap judge on the same data; the same cases through `ragcheck eval` as a whole process.
 * (b) BM25: ragcheck's index against the plain reference BM25, same chunks and queries, same analyzer.
 */
import { join } from 'node:path';
import { ALL_GATES } from '../lib/generate.mjs';
import { alternate, medianOf, runProcess, runWorker, summariseVariants, tail } from '../lib/measure.mjs';

const here = new URL('.', import.meta.url).pathname;
const worker = (name) => join(here, '..', 'workers', `${name}.mjs`);

/** (a) heuristic vs overlap, in process; returns medians and the verdict counts of the heuristic runs. */
export async function measureScoring({ dist, cases, corpus, reps, log }) {
  const run = (judge) => () => runWorker(worker('throughput'), { dist, cases, corpus, judge, thresholds: ALL_GATES });
  const samples = await alternate({ overlap: run('overlap'), heuristic: run('heuristic') }, reps, log);
  const out = summariseVariants(samples, ['ms', 'loadMs', 'casesPerSecond'], { keep: ['cases', 'verdicts'] });
  out.ratio = out.heuristic.ms / out.overlap.ms;
  return out;
}

/** (a) `ragcheck eval` as a user runs it, whole process, JSON to a file. */
export async function measureCli({ dist, cases, corpus, work, reps, log }) {
  const samples = [];
  for (let rep = 0; rep < reps; rep++) {
    const out = join(work, `cli-${rep}.json`);
    const args = [join(dist, 'cli', 'bin.js'), 'eval', '--cases', cases, '--corpus', corpus, '--judge', 'heuristic'];
    const run = await runProcess(process.execPath, [...args, '--format', 'json', '--out', out], { cwd: work });
    if (run.code !== 0) {
      throw new Error(
        `ragcheck eval exited ${run.code} (0 expected: every case passes or is known).\n${tail(run.stdout + run.stderr)}`,
      );
    }
    samples.push({ ms: run.ms, peakProcessMb: run.peakProcessMb });
    log(`  rep ${rep + 1}/${reps} cli: ms=${run.ms.toFixed(0)}`);
  }
  return { ms: medianOf(samples, 'ms'), peakProcessMb: medianOf(samples, 'peakProcessMb') };
}

/** (b) BM25 index and queries, ragcheck vs reference, plus how often both rank the same top hit. */
export async function measureBm25({ dist, corpus, queries, reps, log }) {
  const run = (variant) => () => runWorker(worker('bm25'), { dist, corpus, queries, variant, k: 10 });
  const samples = await alternate({ reference: run('reference'), ragcheck: run('ragcheck') }, reps, log);
  const agreement = topAgreement(samples.ragcheck[0].top, samples.reference[0].top);
  const out = {
    agreement,
    ...summariseVariants(samples, ['indexMs', 'msPerQuery', 'peakProcessMb'], { keep: ['chunks', 'queries'] }),
  };
  out.indexRatio = out.ragcheck.indexMs / out.reference.indexMs;
  out.queryRatio = out.ragcheck.msPerQuery / out.reference.msPerQuery;
  return out;
}

function topAgreement(a, b) {
  let top1 = 0;
  const overlaps = [];
  for (let i = 0; i < a.length; i++) {
    if (a[i][0] === b[i][0]) top1++;
    const set = new Set(b[i]);
    overlaps.push(a[i].length === 0 ? 1 : a[i].filter((id) => set.has(id)).length / a[i].length);
  }
  return { top1: top1 / a.length, top10Overlap: overlaps.reduce((x, y) => x + y, 0) / overlaps.length };
}
