/**
 * Scenario 7: `ragcheck mutate` with every operator and the heuristic judge against one `ragcheck eval` of the same
 * recorded cases and corpus, both whole processes writing JSON to a file, alternating. The baseline does the same
 * loading and scoring of each case once; mutate scores each case once more per mutant planted into it.
 */
import { join } from 'node:path';
import { alternate, runProcess, summariseVariants, tail } from '../lib/measure.mjs';

export async function measureMutate({ dist, cases, corpus, work, reps, log }) {
  const run = (command) => async () => {
    const out = join(work, `${command}.json`);
    const args = [join(dist, 'cli', 'bin.js'), command, '--cases', cases, '--corpus', corpus, '--judge', 'heuristic'];
    const result = await runProcess(process.execPath, [...args, '--format', 'json', '--out', out], { cwd: work });
    if (result.code !== 0 && !(command === 'eval' && result.code === 1)) {
      throw new Error(`ragcheck ${command} exited ${result.code}.\n${tail(result.stdout + result.stderr)}`);
    }
    return { ms: result.ms, peakProcessMb: result.peakProcessMb };
  };
  const samples = await alternate({ eval: run('eval'), mutate: run('mutate') }, reps, log);
  const out = summariseVariants(samples, ['ms', 'peakProcessMb']);
  out.ratio = out.mutate.ms / out.eval.ms;
  return out;
}
