#!/usr/bin/env node
/**
 * `npm run bench`: builds the package into a temp dir, generates synthetic corpora and cases there, runs every
 * scenario against its baseline (alternating, medians of --reps), and writes the medians and ratios into
 * docs/research/benchmarks.md. See docs/research/benchmarks.md for the scenarios and flags. Not part of `npm test`.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateCases, generateCorpus, writeJsonl } from './lib/generate.mjs';
import { importDist } from './lib/load-dist.mjs';
import { currentLoad, describeMachine } from './lib/machine.mjs';
import { headlineLines, renderResults, writeResults } from './lib/report.mjs';
import { buildPackage } from './lib/setup.mjs';
import { measureFingerprint, writeFingerprintProjects } from './scenarios/fingerprint.mjs';
import { measureJudgePath, measureReplay } from './scenarios/judge.mjs';
import { measureMutate } from './scenarios/mutate.mjs';
import { measureBm25, measureCli, measureScoring } from './scenarios/throughput.mjs';
import { measureOverhead, writeVitestProjects } from './scenarios/vitest.mjs';

const SCENARIOS = ['overhead', 'scale', 'scoring', 'bm25', 'judge', 'replay', 'fingerprint', 'mutate'];
const USAGE = `usage: npm run bench -- [--quick] [--only <${SCENARIOS.join('|')}>[,...]] [--reps N] [--out FILE] [--no-write] [--keep]

  --quick      smoke run: small sizes, 1 repetition, results printed (docs/research/benchmarks.md untouched unless --out)
  --only       run only these scenarios (comma-separated or repeated); docs/research/benchmarks.md untouched unless --out
  --reps N     repetitions per variant (default 3; medians are reported)
  --out FILE   write the results block into FILE (default docs/research/benchmarks.md for a full run)
  --no-write   print the results only
  --keep       keep the temp dir (generated data, projects, reports) and print its path`;

const FULL = {
  overheadSizes: [1000, 5000],
  scaleSize: 50000,
  vitestChunks: 2000,
  scoringCases: 10000,
  scoringChunks: 10000,
  bm25Chunks: 100000,
  bm25Queries: 1000,
  judgeCases: 1000,
  fingerprintCases: 2000,
  latencyMs: 100,
  judgeConcurrency: 20,
  mutateCases: 1000,
};
const QUICK = {
  ...FULL,
  overheadSizes: [200, 1000],
  scaleSize: 5000,
  scoringCases: 1000,
  scoringChunks: 1000,
  bm25Chunks: 10000,
  bm25Queries: 200,
  judgeCases: 100,
};

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      only: { type: 'string', multiple: true },
      reps: { type: 'string' },
      out: { type: 'string' },
      'no-write': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const only = (values.only ?? [])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const unknown = only.filter((name) => !SCENARIOS.includes(name));
  if (unknown.length > 0) {
    throw new UsageError(`--only: unknown scenario(s) ${unknown.join(', ')}; choose from ${SCENARIOS.join(', ')}`);
  }
  const reps = values.reps === undefined ? (values.quick ? 1 : 3) : Number(values.reps);
  if (!Number.isInteger(reps) || reps < 1)
    throw new UsageError(`--reps must be a positive integer (got ${values.reps})`);
  const partial = values.quick || only.length > 0;
  const out = values['no-write'] ? undefined : (values.out ?? (partial ? undefined : 'docs/research/benchmarks.md'));
  return { quick: values.quick, only: only.length > 0 ? only : SCENARIOS, reps, out, keep: values.keep };
}

class UsageError extends Error {}

const log = (line) => console.log(line);

/**
 * Writes every data set the selected scenarios need into `<work>/data`; returns their paths. The seeded generator
 * and the sentence splitter are the built package's (`createRandom`, `splitSentences`).
 */
function generateData(work, config, selected, { createRandom, splitSentences }) {
  const data = join(work, 'data');
  mkdirSync(data, { recursive: true });
  const paths = {};
  const need = (...names) => names.some((name) => selected.includes(name));
  if (need('overhead', 'scale', 'judge', 'replay', 'fingerprint')) {
    const corpus = generateCorpus(config.vitestChunks, { random: createRandom(11) });
    paths.vitestCorpus = join(data, `corpus-${config.vitestChunks}.jsonl`);
    writeJsonl(paths.vitestCorpus, corpus);
    paths.vitestChunks = corpus;
    paths.judgeCases = join(data, `judge-cases-${config.judgeCases}.jsonl`);
    writeJsonl(
      paths.judgeCases,
      generateCases(corpus, config.judgeCases, {
        random: createRandom(13),
        splitSentences,
        inScopeOnly: true,
      }),
    );
  }
  if (need('scoring')) {
    const corpus = generateCorpus(config.scoringChunks, { random: createRandom(21) });
    paths.scoringCorpus = join(data, `corpus-${config.scoringChunks}.jsonl`);
    writeJsonl(paths.scoringCorpus, corpus);
    paths.scoringCases = join(data, `cases-${config.scoringCases}.jsonl`);
    writeJsonl(
      paths.scoringCases,
      generateCases(corpus, config.scoringCases, { random: createRandom(22), splitSentences }),
    );
  }
  if (need('bm25')) {
    const corpus = generateCorpus(config.bm25Chunks, { random: createRandom(31), vocabularySize: 30000 });
    paths.bm25Corpus = join(data, `corpus-${config.bm25Chunks}.jsonl`);
    writeJsonl(paths.bm25Corpus, corpus);
    // Questions built from a chunk's words, the way the scoring cases are.
    const queries = generateCases(corpus, config.bm25Queries, {
      random: createRandom(32),
      splitSentences,
      inScopeOnly: true,
    }).map((c) => c.question);
    paths.bm25Queries = join(data, `queries-${config.bm25Queries}.json`);
    writeFileSync(paths.bm25Queries, JSON.stringify(queries));
  }
  if (need('mutate')) {
    const corpus = generateCorpus(config.mutateCases, { random: createRandom(41) });
    paths.mutateCorpus = join(data, `mutate-corpus-${config.mutateCases}.jsonl`);
    writeJsonl(paths.mutateCorpus, corpus);
    paths.mutateCases = join(data, `mutate-cases-${config.mutateCases}.jsonl`);
    writeJsonl(
      paths.mutateCases,
      generateCases(corpus, config.mutateCases, { random: createRandom(42), splitSentences }),
    );
  }
  return paths;
}

/** Which scenarios the built package can run; the others are reported as not run, with the missing piece. */
async function missingPieces(dist) {
  const missing = {};
  const root = await importDist(dist).catch((error) => ({ importError: error }));
  if (root.importError) {
    const why = `the built package does not import (${root.importError.message.split('\n')[0]})`;
    return Object.fromEntries(SCENARIOS.map((name) => [name, why]));
  }
  const vitest = await importDist(dist, 'vitest/index.js').catch(() => ({}));
  if (typeof vitest.defineRagSuite !== 'function' || typeof vitest.ragcheckProject !== 'function') {
    missing.overhead = 'not run: defineRagSuite / ragcheckProject (ragcheck/vitest) missing';
    missing.scale = missing.overhead;
  }
  let heuristic = true;
  try {
    root.resolveJudge('heuristic');
  } catch {
    heuristic = false;
  }
  if (!heuristic) {
    for (const name of ['overhead', 'scale', 'scoring', 'replay']) missing[name] ??= 'not run: heuristic judge missing';
  }
  if (typeof root.createBm25Index !== 'function' || typeof root.createAnalyzer !== 'function') {
    missing.bm25 = 'not run: createBm25Index missing';
  }
  if (typeof root.createOpenAIJudge !== 'function') {
    missing.judge = 'not run: createOpenAIJudge missing';
    missing.replay ??= 'not run: createOpenAIJudge (record/replay) missing';
  }
  if (!existsSync(join(dist, 'testing', 'fake-openai-server.js'))) {
    missing.judge ??= 'not run: the build has no testing/fake-openai-server.js';
    missing.replay ??= missing.judge;
  }
  return missing;
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const repo = resolve(new URL('..', import.meta.url).pathname);
  const config = options.quick ? QUICK : FULL;
  const started = performance.now();
  const results = {
    startedAt: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    machine: describeMachine(repo),
    loadBefore: currentLoad(),
    reps: options.reps,
    config,
    scenarios: {},
    notRun: {},
  };
  const work = mkdtempSync(join(tmpdir(), 'ragcheck-bench-'));
  log(`ragcheck bench: ${options.only.join(', ')}; ${options.reps} rep(s); work dir ${work}`);
  let failed = false;
  try {
    log('building the package (tsc -p tsconfig.build.json into the temp dir) ...');
    const built = await buildPackage(repo, work);
    if (built.warnings.length > 0) {
      log(
        `warning: tsc reported ${built.warnings.length} error(s) but emitted; scenarios needing the broken files will fail:`,
      );
      for (const line of built.warnings.slice(0, 10)) log(`  ${line}`);
    }
    const missing = await missingPieces(built.dist);
    const selected = options.only.filter((name) => {
      if (!missing[name]) return true;
      results.notRun[name] = missing[name];
      log(`${name}: ${missing[name]}`);
      return false;
    });
    log('generating data ...');
    const { createRandom } = await importDist(built.dist, 'testing/index.js');
    const { splitSentences } = await importDist(built.dist, 'text/index.js');
    const tools = { createRandom, splitSentences };
    const data = generateData(work, config, selected, tools);
    const ctx = { repo, work, dist: built.dist, data, tools, config, reps: options.reps, results };
    for (const name of selected) {
      log(`\n== ${name} ==`);
      try {
        await SCENARIO_RUNNERS[name](ctx);
      } catch (error) {
        failed = true;
        results.notRun[name] = `failed: ${String(error.message).split('\n')[0]}`;
        console.error(`${name} failed: ${error.stack ?? error}`);
      }
    }
  } finally {
    results.durationMs = performance.now() - started;
    results.loadAfter = currentLoad();
    if (options.keep) log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
  const markdown = renderResults(results);
  console.log(`\n${markdown}`);
  mkdirSync(join(repo, 'reports'), { recursive: true });
  writeFileSync(join(repo, 'reports', 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
  log('\nraw results: reports/bench.json');
  if (options.out) {
    writeResults(resolve(repo, options.out), markdown);
    log(`\nwrote ${options.out}`);
  }
  const headline = headlineLines(results);
  if (headline.length > 0) log(`\n${headline.join('\n')}`);
  log(`\n${results.command}: ${(results.durationMs / 1000).toFixed(0)} s in all`);
  if (failed) process.exitCode = 1;
}

const SCENARIO_RUNNERS = {
  async overhead(ctx) {
    ctx.results.scenarios.overhead = {};
    for (const [i, size] of ctx.config.overheadSizes.entries()) {
      log(`${size} cases:`);
      const projects = vitestProjects(ctx, size);
      // Warm-up runs at the first size only: they warm the OS file cache for every later run.
      const options = { isolated: true, scored: true, warmup: i === 0 };
      ctx.results.scenarios.overhead[size] = await measureOverhead(
        ctx.repo,
        ctx.dist,
        projects,
        ctx.reps,
        log,
        options,
      );
    }
  },
  async scale(ctx) {
    const { scaleSize, overheadSizes } = ctx.config;
    const fromSize = overheadSizes[overheadSizes.length - 1];
    const projects = vitestProjects(ctx, scaleSize);
    // No warm-up run at this size (it would cost as much as a sample); the smaller sizes warmed the file cache.
    const result = await measureOverhead(ctx.repo, ctx.dist, projects, ctx.reps, log, { warmup: false });
    let fromMs = ctx.results.scenarios.overhead?.[fromSize]?.ragcheck.ms;
    if (fromMs === undefined) {
      log(`${fromSize} cases (for the growth ratio):`);
      fromMs = (await measureOverhead(ctx.repo, ctx.dist, vitestProjects(ctx, fromSize), ctx.reps, log)).ragcheck.ms;
    }
    ctx.results.scenarios.scale = { ...result, size: scaleSize, fromSize, fromMs, growth: result.ragcheck.ms / fromMs };
  },
  async scoring(ctx) {
    const args = { dist: ctx.dist, cases: ctx.data.scoringCases, corpus: ctx.data.scoringCorpus, reps: ctx.reps, log };
    ctx.results.scenarios.scoring = await measureScoring(args);
    log('ragcheck eval (CLI):');
    try {
      ctx.results.scenarios.cli = await measureCli({ ...args, work: ctx.work });
    } catch (error) {
      ctx.results.notRun.cli = `failed: ${String(error.message).split('\n')[0]}`;
      console.error(`cli failed: ${error.message}`);
    }
  },
  async bm25(ctx) {
    ctx.results.scenarios.bm25 = await measureBm25({
      dist: ctx.dist,
      corpus: ctx.data.bm25Corpus,
      queries: ctx.data.bm25Queries,
      reps: ctx.reps,
      log,
    });
  },
  async judge(ctx) {
    const judgeCtx = judgeContext(ctx);
    ctx.results.scenarios.judge = await measureJudgePath(judgeCtx);
    log('with 5% 429s:');
    ctx.results.scenarios.judge429 = await measureJudgePath(judgeCtx, { rateLimitEvery: 20 });
  },
  async fingerprint(ctx) {
    const { createRandom, splitSentences } = ctx.tools;
    const cases = generateCases(ctx.data.vitestChunks, ctx.config.fingerprintCases, {
      random: createRandom(14),
      splitSentences,
    });
    log(`recording ${cases.length} cases once ...`);
    const projects = await writeFingerprintProjects(ctx.repo, ctx.work, cases, ctx.data.vitestCorpus);
    ctx.results.scenarios.fingerprint = await measureFingerprint(ctx.repo, projects, ctx.reps, log);
  },
  async replay(ctx) {
    ctx.results.scenarios.replay = await measureReplay(judgeContext(ctx));
  },
  async mutate(ctx) {
    const { mutateCases, mutateCorpus } = ctx.data;
    ctx.results.scenarios.mutate = {
      ...(await measureMutate({
        dist: ctx.dist,
        cases: mutateCases,
        corpus: mutateCorpus,
        work: ctx.work,
        reps: ctx.reps,
        log,
      })),
      cases: ctx.config.mutateCases,
    };
  },
};

function judgeContext(ctx) {
  return {
    work: ctx.work,
    dist: ctx.dist,
    cases: ctx.data.judgeCases,
    corpus: ctx.data.vitestCorpus,
    latencyMs: ctx.config.latencyMs,
    concurrency: ctx.config.judgeConcurrency,
    reps: ctx.reps,
    log,
  };
}

const projectCache = new Map();
function vitestProjects(ctx, size) {
  if (!projectCache.has(size)) {
    const { createRandom, splitSentences } = ctx.tools;
    const cases = generateCases(ctx.data.vitestChunks, size, { random: createRandom(12), splitSentences });
    projectCache.set(size, writeVitestProjects(ctx.work, cases, ctx.data.vitestCorpus));
  }
  return projectCache.get(size);
}

main().catch((error) => {
  console.error(error instanceof UsageError ? `${error.message}\n\n${USAGE}` : (error.stack ?? String(error)));
  process.exitCode = error instanceof UsageError ? 2 : 1;
});
