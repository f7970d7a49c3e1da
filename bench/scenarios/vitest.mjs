/**
 * Scenarios 1 and 2, whole-process: `vitest run` over generated eval files (defineRagSuite, recorded adapter,
 * heuristic judge, every gate, the ragcheck reporter) against plain Vitest with as many trivial tests in the same
 * layout (same files, same config minus ragcheck).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALL_GATES, split, writeJsonl } from '../lib/generate.mjs';
import { alternate, median, runProcess, summariseVariants, tail } from '../lib/measure.mjs';

const FILES = 10;

const RAGCHECK_CONFIG = `import { ragcheckProject, ragcheckReporters } from 'ragcheck/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ragcheckReporters(),
    projects: [ragcheckProject({ include: ['evals/**/*.eval.ts'] })],
  },
});
`;

// The same with Vitest's default per-file isolation (`isolate: true`: each eval file imports ragcheck and the app
// again): what a user who opts back into it pays. Reported beside the shipped config, not instead of it.
const RAGCHECK_ISOLATED_CONFIG = RAGCHECK_CONFIG.replace(
  "ragcheckProject({ include: ['evals/**/*.eval.ts'] })",
  "ragcheckProject({ include: ['evals/**/*.eval.ts'], test: { isolate: true } })",
);
const ISOLATED_CONFIG_FILE = 'vitest.isolated.config.mjs';

const PLAIN_CONFIG = `import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default'],
    projects: [{ extends: true, test: { name: 'evals', include: ['evals/**/*.eval.ts'] } }],
  },
});
`;

function ragcheckEvalFile(name, casesPath, corpusPath) {
  return `import { defineRagSuite } from 'ragcheck/vitest';

defineRagSuite({
  name: ${JSON.stringify(name)},
  cases: ${JSON.stringify(casesPath)},
  corpus: ${JSON.stringify(corpusPath)},
  judge: 'heuristic',
  thresholds: ${JSON.stringify(ALL_GATES)},
});
`;
}

function plainEvalFile(name, count) {
  return `import { describe, expect, test } from 'vitest';

describe(${JSON.stringify(name)}, () => {
  for (let i = 0; i < ${count}; i++) {
    test(\`case-\${String(i).padStart(6, '0')}\`, () => {
      expect(i).toBe(i);
    });
  }
});
`;
}

/** Writes the two projects for `cases` (split over 10 files) under `<work>/projects`; returns their folders. */
export function writeVitestProjects(work, cases, corpusPath) {
  const size = cases.length;
  const ragcheck = join(work, 'projects', `ragcheck-${size}`);
  const plain = join(work, 'projects', `plain-${size}`);
  const parts = split(cases, FILES);
  for (const dir of [ragcheck, plain]) mkdirSync(join(dir, 'evals'), { recursive: true });
  writeFileSync(join(ragcheck, 'vitest.config.mjs'), RAGCHECK_CONFIG);
  writeFileSync(join(ragcheck, ISOLATED_CONFIG_FILE), RAGCHECK_ISOLATED_CONFIG);
  writeFileSync(join(plain, 'vitest.config.mjs'), PLAIN_CONFIG);
  parts.forEach((part, i) => {
    const name = `bench-${String(i).padStart(2, '0')}`;
    const casesPath = join(ragcheck, 'data', `${name}.jsonl`);
    writeJsonl(casesPath, part);
    writeFileSync(join(ragcheck, 'evals', `${name}.eval.ts`), ragcheckEvalFile(name, casesPath, corpusPath));
    writeFileSync(join(plain, 'evals', `${name}.eval.ts`), plainEvalFile(name, part.length));
  });
  return { ragcheck, plain, size };
}

function vitestEnv() {
  // The GitHub reporter would add itself when these are set; a benchmark on CI must measure the same thing.
  return { GITHUB_ACTIONS: '', GITHUB_STEP_SUMMARY: '', CI: '1', FORCE_COLOR: '0' };
}

/** One `vitest run` in `dir`; checks the run really executed `expected` tests that all passed (or were known). */
export async function runVitest(repo, dir, expected, kind, config) {
  const vitest = join(repo, 'node_modules', 'vitest', 'vitest.mjs');
  const args = [vitest, 'run', ...(config ? ['--config', config] : [])];
  const run = await runProcess(process.execPath, args, { cwd: dir, env: vitestEnv() });
  const output = run.stdout + run.stderr;
  if (run.code !== 0) {
    throw new Error(`vitest run in ${dir} exited ${run.code}.\n${tail(output, 40)}`);
  }
  const passed = Number(/Tests\s+(\d+) passed/.exec(output)?.[1] ?? Number.NaN);
  if (passed !== expected) {
    throw new Error(`vitest run in ${dir}: expected ${expected} passing tests, saw ${passed}.\n${tail(output)}`);
  }
  if (kind === 'ragcheck') checkRagcheckReport(dir, expected);
  return { ms: run.ms, cpuMs: run.cpuMs, peakProcessMb: run.peakProcessMb, peakTreeMb: run.peakTreeMb };
}

function checkRagcheckReport(dir, expected) {
  const path = join(dir, 'reports', 'ragcheck.json');
  if (!existsSync(path)) throw new Error(`the ragcheck reporter wrote no ${path}: was it on?`);
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const count = report.cases?.length;
  if (count !== expected) throw new Error(`${path} holds ${count} cases, expected ${expected}.`);
}

/**
 * Scenario 1 at one size: alternating plain, ragcheck (the shipped config) and, with `isolated`, ragcheck with
 * `isolate: true`.
 */
export async function measureOverhead(repo, projects, reps, log, { warmup = true, isolated = false } = {}) {
  const { ragcheck, plain, size } = projects;
  const variants = {
    plain: () => runVitest(repo, plain, size, 'plain'),
    ragcheck: () => runVitest(repo, ragcheck, size, 'ragcheck'),
    ...(isolated ? { isolated: () => runVitest(repo, ragcheck, size, 'ragcheck', ISOLATED_CONFIG_FILE) } : {}),
  };
  if (warmup) {
    // One untimed run each: Vite's caches and the OS file cache warm up the same way for all.
    for (const run of Object.values(variants)) await run();
  }
  return summarise(await alternate(variants, reps, log));
}

function summarise(samples) {
  const out = summariseVariants(samples, ['ms', 'cpuMs', 'peakProcessMb', 'peakTreeMb']);
  out.ratio = out.ragcheck.ms / out.plain.ms;
  out.cpuRatio = out.ragcheck.cpuMs / out.plain.cpuMs;
  if (out.isolated) {
    out.isolatedRatio = out.isolated.ms / out.plain.ms;
    out.isolatedCpuRatio = out.isolated.cpuMs / out.plain.cpuMs;
  }
  out.pairRatios = samples.ragcheck.map((s, i) => s.ms / samples.plain[i].ms);
  out.medianPairRatio = median(out.pairRatios);
  return out;
}
