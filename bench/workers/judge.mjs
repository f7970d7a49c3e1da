/**
 * Scenarios 4 and 5, in one process: `evaluateCases` over the judge-path cases with
 * - `openai`: the OpenAI judge against the fake server (`baseURL`), `concurrency` calls in flight, no cache;
 * - `record`: the same, recording every answer into `cacheDir` (setup for replay, not timed by the driver);
 * - `replay`: the OpenAI judge replaying `cacheDir`, its baseURL a closed port (a miss would be an ERROR);
 * - `heuristic`: the heuristic judge, the replay baseline;
 * - `raw`: no ragcheck at all: `concurrency` plain fetch() POSTs at a time, the HTTP floor of the same server.
 * Options (argv[2], JSON): { dist, cases, corpus, variant, baseURL, concurrency, cacheDir }
 */
import { importDist, verdictCounts } from '../lib/load-dist.mjs';
import { emitResult } from '../lib/measure.mjs';

const options = JSON.parse(process.argv[2]);
const ragcheck = await importDist(options.dist);
const corpus = ragcheck.loadCorpusSync(options.corpus);
const cases = ragcheck.loadCasesSync(options.cases, { corpus });
const concurrency = options.concurrency ?? 20;

function judgeFor(variant) {
  if (variant === 'heuristic') return ragcheck.resolveJudge('heuristic');
  const base = { model: 'bench-judge', apiKey: 'bench-placeholder', concurrency, timeoutMs: 60_000 };
  if (variant === 'openai') return ragcheck.createOpenAIJudge({ ...base, baseURL: options.baseURL });
  if (variant === 'record') {
    return ragcheck.createOpenAIJudge({
      ...base,
      baseURL: options.baseURL,
      cache: { mode: 'record', dir: options.cacheDir },
    });
  }
  if (variant === 'replay') {
    return ragcheck.createOpenAIJudge({
      ...base,
      baseURL: 'http://127.0.0.1:9/v1',
      cache: { mode: 'replay', dir: options.cacheDir },
    });
  }
  throw new Error(`unknown variant ${variant}`);
}

/**
 * The HTTP floor: plain fetch() with its own minimal 429 loop (wait Retry-After seconds, send again), on purpose
 * not ragcheck's retry engine (`withRetries`, src/http), whose cost is part of what the `openai` variant measures.
 */
async function rawHttp() {
  let next = 0;
  let calls = 0;
  const post = async (c) => {
    for (;;) {
      calls++;
      const response = await fetch(`${options.baseURL}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer bench-placeholder' },
        body: JSON.stringify({
          model: 'bench-judge',
          messages: [{ role: 'user', content: `<ANSWER>\n${c.answer}\n</ANSWER>` }],
        }),
      });
      const body = await response.json();
      if (response.status !== 429) return body;
      await new Promise((r) => setTimeout(r, 1000 * Number(response.headers.get('retry-after') ?? 1)));
    }
  };
  const worker = async () => {
    while (next < cases.length) await post(cases[next++]);
  };
  const t = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ms: performance.now() - t, calls };
}

if (options.variant === 'raw') {
  emitResult({ ...(await rawHttp()), cases: cases.length });
} else {
  const adapter = ragcheck.createRecordedAdapter({ corpus });
  const judge = judgeFor(options.variant);
  const t = performance.now();
  const results = await ragcheck.evaluateCases(cases, adapter, judge, {
    concurrency: options.evaluateConcurrency ?? concurrency,
  });
  const ms = performance.now() - t;
  const errors = results.filter((r) => r.verdict.startsWith('ERROR'));
  if (errors.length > 0) {
    console.error(`${errors.length} case(s) ended in ERROR, e.g. ${errors[0].id}: ${errors[0].error?.message}`);
    process.exit(1);
  }
  const judged = results.filter((r) => !r.metrics.refused).length;
  emitResult({ ms, cases: results.length, judged, verdicts: verdictCounts(results) });
}
