/**
 * Scenarios 4 and 5. (4) The OpenAI judge against the fake server (its own process) with a fixed latency per
 * call at a fixed concurrency, compared with the ideal calls x latency / concurrency and with plain fetch() at the
 * same concurrency (the HTTP floor); then again with 5% of calls answered 429 + Retry-After. (5) The same cases
 * replayed from a recorded cache against the heuristic judge.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { alternate, runWorker, summariseVariants } from '../lib/measure.mjs';

const here = new URL('.', import.meta.url).pathname;
const RETRY_AFTER_S = 1;
const worker = (name) => join(here, '..', 'workers', `${name}.mjs`);

/** Starts the fake server process (from the built package `dist`); resolves once it listens. */
export function startFakeServer(dist, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [worker('fake-server'), JSON.stringify({ dist, ...options })], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.stdout.on('data', (d) => {
      out += d;
      const match = /LISTENING (\S+)/.exec(out);
      if (match) {
        resolve({
          baseURL: match[1],
          stats: async () => (await fetch(`${match[1]}/bench-stats`)).json(),
          stop: () =>
            new Promise((done) => {
              child.once('exit', done);
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`fake server exited ${code} before listening.\n${err}`)));
  });
}

/** One judge-path measurement against a running server: wall time and the server's counters for this sample. */
async function judgeSample(ctx, server, variant) {
  const before = await server.stats();
  const result = await runWorker(worker('judge'), {
    dist: ctx.dist,
    cases: ctx.cases,
    corpus: ctx.corpus,
    variant,
    baseURL: server.baseURL,
    concurrency: ctx.concurrency,
  });
  const after = await server.stats();
  return {
    ms: result.ms,
    calls: after.chat - before.chat,
    rateLimited: after.rateLimited - before.rateLimited,
    answered: after.answered - before.answered,
    maxInFlight: after.maxInFlight,
  };
}

/**
 * Scenario 4 at one setting (with or without 429s). One server for the setting, warmed by an untimed run, so the
 * samples measure the client (each sample is still a fresh client process, as a CLI run or a Vitest worker is).
 */
export async function measureJudgePath(ctx, { rateLimitEvery } = {}) {
  const server = await startFakeServer(ctx.dist, {
    latencyMs: ctx.latencyMs,
    rateLimitEvery,
    retryAfterS: RETRY_AFTER_S,
  });
  let samples;
  try {
    await judgeSample(ctx, server, 'raw');
    samples = await alternate(
      { raw: () => judgeSample(ctx, server, 'raw'), openai: () => judgeSample(ctx, server, 'openai') },
      ctx.reps,
      ctx.log,
    );
  } finally {
    await server.stop();
  }
  const out = summariseVariants(samples, ['ms', 'calls', 'answered', 'rateLimited']);
  for (const [name, list] of Object.entries(samples))
    out[name].maxInFlight = Math.max(...list.map((s) => s.maxInFlight));
  // The ideal counts the calls that were answered (a 429 is answered at once, then retried).
  out.idealMs = (out.openai.answered * ctx.latencyMs) / ctx.concurrency;
  // With 429s, a client that honours Retry-After while holding its slot cannot beat this.
  out.boundMs = out.idealMs + (out.openai.rateLimited * RETRY_AFTER_S * 1000) / ctx.concurrency;
  out.ratio = out.openai.ms / out.idealMs;
  out.rawRatio = out.raw.ms / out.idealMs;
  return out;
}

/** Scenario 5: record once (untimed), then replay vs heuristic, alternating. */
export async function measureReplay(ctx) {
  const cacheDir = join(ctx.work, 'judge-cache');
  rmSync(cacheDir, { recursive: true, force: true });
  const server = await startFakeServer(ctx.dist, { latencyMs: 0 });
  try {
    await runWorker(worker('judge'), { ...base(ctx), variant: 'record', baseURL: server.baseURL, cacheDir });
  } finally {
    await server.stop();
  }
  const run = (variant) => () =>
    runWorker(worker('judge'), { ...base(ctx), variant, cacheDir, evaluateConcurrency: 8 });
  const samples = await alternate({ heuristic: run('heuristic'), replay: run('replay') }, ctx.reps, ctx.log);
  const out = summariseVariants(samples, ['ms', 'processMs'], { keep: ['cases'] });
  out.ratio = out.replay.ms / out.heuristic.ms;
  out.processRatio = out.replay.processMs / out.heuristic.processMs;
  return out;
}

function base(ctx) {
  return { dist: ctx.dist, cases: ctx.cases, corpus: ctx.corpus, concurrency: ctx.concurrency };
}
