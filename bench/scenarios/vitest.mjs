/**
 * Scenarios 1 and 2, whole-process: `vitest run` over generated eval files (defineRagSuite, recorded adapter,
 * heuristic judge, every gate, the ragcheck reporter) against its baselines, alternating: `ragcheck eval` on the
 * same case files (scoring alone: what the harness adds), plain Vitest with as many trivial tests in the same layout
 * at the same isolation (`isolate: false`, as `ragcheckProject()` sets it), plain Vitest with its defaults
 * (`isolate: true`: what a user who writes these tests by hand runs), and plain Vitest at the same isolation whose
 * tests each score their case with `evaluateCase` (Vitest plus the same scoring, without the harness).
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

// Plain Vitest at the isolation `ragcheckProject()` ships with, so a ratio against it measures ragcheck, not the
// isolation setting.
const PLAIN_SAME_ISOLATION_CONFIG = PLAIN_CONFIG.replace(
  "include: ['evals/**/*.eval.ts'] }",
  "include: ['evals/**/*.eval.ts'], isolate: false }",
);
const SAME_ISOLATION_CONFIG_FILE = 'vitest.same-isolation.config.mjs';

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

// The tightest baseline for the harness's own cost: plain Vitest at the same isolation, each test scoring its case
// with ragcheck's public API (what `defineRagSuite` and `ragcheck eval` both call) and one `expect`. Same case
// files, corpus, judge and thresholds; each file loads its cases and the corpus, as each eval file does.
function scoredEvalFile(name, casesPath, corpusPath) {
  return `import { createHeuristicJudge, createRecordedAdapter, evaluateCase, loadCases, loadCorpus } from 'ragcheck';
import { describe, expect, test } from 'vitest';

const corpus = await loadCorpus(${JSON.stringify(corpusPath)});
const cases = await loadCases(${JSON.stringify(casesPath)}, { corpus });
const adapter = createRecordedAdapter({ corpus });
const judge = createHeuristicJudge();
const thresholds = ${JSON.stringify(ALL_GATES)};

describe(${JSON.stringify(name)}, () => {
  for (const evalCase of cases) {
    test(evalCase.id, async () => {
      const result = await evaluateCase(evalCase, adapter, judge, { thresholds });
      expect(['pass', 'known failure']).toContain(result.outcome);
    });
  }
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
  const scored = join(work, 'projects', `scored-${size}`);
  const parts = split(cases, FILES);
  for (const dir of [ragcheck, plain, scored]) mkdirSync(join(dir, 'evals'), { recursive: true });
  writeFileSync(join(ragcheck, 'vitest.config.mjs'), RAGCHECK_CONFIG);
  writeFileSync(join(ragcheck, ISOLATED_CONFIG_FILE), RAGCHECK_ISOLATED_CONFIG);
  writeFileSync(join(plain, 'vitest.config.mjs'), PLAIN_CONFIG);
  writeFileSync(join(plain, SAME_ISOLATION_CONFIG_FILE), PLAIN_SAME_ISOLATION_CONFIG);
  writeFileSync(join(scored, 'vitest.config.mjs'), PLAIN_SAME_ISOLATION_CONFIG);
  parts.forEach((part, i) => {
    const name = `bench-${String(i).padStart(2, '0')}`;
    const casesPath = join(ragcheck, 'data', `${name}.jsonl`);
    writeJsonl(casesPath, part);
    writeFileSync(join(ragcheck, 'evals', `${name}.eval.ts`), ragcheckEvalFile(name, casesPath, corpusPath));
    writeFileSync(join(plain, 'evals', `${name}.eval.ts`), plainEvalFile(name, part.length));
    writeFileSync(join(scored, 'evals', `${name}.eval.ts`), scoredEvalFile(name, casesPath, corpusPath));
  });
  return { ragcheck, plain, scored, size, cases: join(ragcheck, 'data', '*.jsonl'), corpus: corpusPath };
}

function vitestEnv() {
  // The GitHub reporter would add itself when these are set; a benchmark on CI must measure the same thing.
  return { GITHUB_ACTIONS: '', GITHUB_STEP_SUMMARY: '', CI: '1', FORCE_COLOR: '0' };
}

/**
 * One `vitest run` in `dir`; checks the run really executed `expected` tests that all passed (or were known), and
 * with `kind: 'ragcheck'` that its JSON report holds them. `config` names another config file; `env` is laid over
 * the benchmark's environment (CI on, the GitHub reporter off). Returns the run's cost and its output.
 */
export async function runVitest(repo, dir, expected, { kind = 'plain', config, env = {} } = {}) {
  const vitest = join(repo, 'node_modules', 'vitest', 'vitest.mjs');
  const args = [vitest, 'run', ...(config ? ['--config', config] : [])];
  const run = await runProcess(process.execPath, args, { cwd: dir, env: { ...vitestEnv(), ...env } });
  const output = run.stdout + run.stderr;
  if (run.code !== 0) {
    throw new Error(`vitest run in ${dir} exited ${run.code}.\n${tail(output, 40)}`);
  }
  const passed = Number(/Tests\s+(\d+) passed/.exec(output)?.[1] ?? Number.NaN);
  if (passed !== expected) {
    throw new Error(`vitest run in ${dir}: expected ${expected} passing tests, saw ${passed}.\n${tail(output)}`);
  }
  if (kind === 'ragcheck') checkRagcheckReport(dir, expected);
  return { ms: run.ms, cpuMs: run.cpuMs, peakProcessMb: run.peakProcessMb, peakTreeMb: run.peakTreeMb, output };
}

/** A sample's cost alone (its output is checked, not kept). */
const costOf = ({ output: _output, ...cost }) => cost;

function checkRagcheckReport(dir, expected) {
  const path = join(dir, 'reports', 'ragcheck.json');
  if (!existsSync(path)) throw new Error(`the ragcheck reporter wrote no ${path}: was it on?`);
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const count = report.cases?.length;
  if (count !== expected) throw new Error(`${path} holds ${count} cases, expected ${expected}.`);
}

/**
 * `ragcheck eval` over the project's case files (all 10, one glob), same corpus, judge and thresholds as the eval
 * files; checks the exit code and that the JSON report holds every case.
 */
export async function runCli(dist, projects, out) {
  const thresholds = Object.entries(ALL_GATES).flatMap(([key, value]) => ['--threshold', `${key}=${value}`]);
  const args = [join(dist, 'cli', 'bin.js'), 'eval', '--cases', projects.cases, '--corpus', projects.corpus];
  args.push('--judge', 'heuristic', ...thresholds, '--format', 'json', '--out', out);
  const run = await runProcess(process.execPath, args, { cwd: projects.ragcheck, env: vitestEnv() });
  if (run.code !== 0) {
    throw new Error(
      `ragcheck eval exited ${run.code} (0 expected: every case passes or is known).\n${tail(run.stdout + run.stderr)}`,
    );
  }
  const count = JSON.parse(readFileSync(out, 'utf8')).cases?.length;
  if (count !== projects.size) throw new Error(`${out} holds ${count} cases, expected ${projects.size}.`);
  return { ms: run.ms, cpuMs: run.cpuMs, peakProcessMb: run.peakProcessMb, peakTreeMb: run.peakTreeMb };
}

/** The variants of scenarios 1 and 2, in the order they alternate; `ragcheck` is the measured one. */
export const HARNESS_VARIANTS = {
  ragcheck: 'ragcheck `vitest run` (`ragcheckProject()`, `isolate: false`)',
  cli: '`ragcheck eval`, same case files, judge and thresholds (one process)',
  plainSame: 'plain Vitest, trivial tests, same isolation (`isolate: false`)',
  plainDefault: 'plain Vitest, trivial tests, its defaults (`isolate: true`)',
  scored: 'plain Vitest, each test scoring its case with evaluateCase, same isolation',
  isolated: 'ragcheck `vitest run` with `isolate: true` (information)',
};

/**
 * Scenarios 1 and 2 at one size: ragcheck's `vitest run` (the shipped config), `ragcheck eval` on the same case
 * files, plain Vitest at the same isolation and with its defaults, with `scored` plain Vitest scoring each case with
 * `evaluateCase` in its test (same isolation), and with `isolated` the ragcheck project with
 * `isolate: true`; alternating, `reps` samples each, each sample checked (exit code, test count, report).
 */
export async function measureOverhead(
  repo,
  dist,
  projects,
  reps,
  log,
  { warmup = true, isolated = false, scored = false } = {},
) {
  const { ragcheck, plain, size } = projects;
  let cliRuns = 0;
  const variants = {
    ragcheck: async () => costOf(await runVitest(repo, ragcheck, size, { kind: 'ragcheck' })),
    cli: () => runCli(dist, projects, join(ragcheck, 'reports', `cli-${cliRuns++}.json`)),
    plainSame: async () => costOf(await runVitest(repo, plain, size, { config: SAME_ISOLATION_CONFIG_FILE })),
    plainDefault: async () => costOf(await runVitest(repo, plain, size)),
    ...(scored ? { scored: async () => costOf(await runVitest(repo, projects.scored, size)) } : {}),
    ...(isolated
      ? {
          isolated: async () =>
            costOf(await runVitest(repo, ragcheck, size, { kind: 'ragcheck', config: ISOLATED_CONFIG_FILE })),
        }
      : {}),
  };
  if (warmup) {
    // One untimed run each: Vite's caches and the OS file cache warm up the same way for all.
    for (const run of Object.values(variants)) await run();
  }
  return summarise(await alternate(variants, reps, log));
}

/** Medians per variant, and ragcheck's ratio to each baseline: of the medians and per pair (wall and CPU). */
function summarise(samples) {
  const out = summariseVariants(samples, ['ms', 'cpuMs', 'peakProcessMb', 'peakTreeMb']);
  out.cpuSamples = Object.fromEntries(Object.entries(samples).map(([name, list]) => [name, list.map((s) => s.cpuMs)]));
  out.vs = {};
  for (const name of Object.keys(samples)) {
    if (name === 'ragcheck') continue;
    const [measured, baseline] = name === 'isolated' ? ['isolated', 'plainDefault'] : ['ragcheck', name];
    const pairs = samples[measured].map((s, i) => ({
      ms: s.ms / samples[baseline][i].ms,
      cpuMs: s.cpuMs / samples[baseline][i].cpuMs,
    }));
    out.vs[name] = {
      measured,
      baseline,
      ratio: out[measured].ms / out[baseline].ms,
      cpuRatio: out[measured].cpuMs / out[baseline].cpuMs,
      pairRatios: pairs.map((p) => p.ms),
      cpuPairRatios: pairs.map((p) => p.cpuMs),
      medianPairRatio: median(pairs.map((p) => p.ms)),
      medianCpuPairRatio: median(pairs.map((p) => p.cpuMs)),
      rssRatio: out[measured].peakProcessMb / out[baseline].peakProcessMb,
    };
  }
  return out;
}
