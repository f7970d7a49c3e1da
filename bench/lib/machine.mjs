/** The machine a run measured: what docs/research/benchmarks.md prints above the numbers. */
import { execFileSync } from 'node:child_process';
import { cpus, freemem, loadavg, platform, release, totalmem } from 'node:os';

function gitRevision(repo) {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'src'], {
      cwd: repo,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${head} + uncommitted changes in src/` : head;
  } catch {
    return 'unknown';
  }
}

/** CPU model, cores, memory, OS, Node version, load average and the repo revision. */
export function describeMachine(repo) {
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? 'unknown',
    cores: list.length,
    memoryGb: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    freeMemoryGb: Math.round((freemem() / 2 ** 30) * 10) / 10,
    os: `${platform()} ${release()}`,
    node: process.version,
    loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
    revision: gitRevision(repo),
  };
}

/** The 1-minute load average now, to show whether other work competed with the run. */
export function currentLoad() {
  return Math.round(loadavg()[0] * 100) / 100;
}
