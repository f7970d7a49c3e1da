/**
 * The package's fake OpenAI-compatible server (`startFakeOpenAIServer`, ragcheck/testing, from the build under
 * test) in its own process, so its work does not share the judge's event loop. Each chat request is answered after
 * `latencyMs` with a valid judgement: every sentence of the answer (the package's `splitSentences`) a claim,
 * supported (quoting its first words) when the context holds it, else unsupported. With
 * `rateLimitEvery: 20`, every 20th chat request is a 429 with `Retry-After: <retryAfterS>` (5% of calls). GET /v1/bench-stats returns the counters. Prints `LISTENING <baseURL>`; stops on SIGTERM.
 * Options (argv[2], JSON): { dist, latencyMs, rateLimitEvery, retryAfterS }
 */
import { importDist } from '../lib/load-dist.mjs';

const options = JSON.parse(process.argv[2]);
const { startFakeOpenAIServer } = await importDist(options.dist, 'testing/index.js');
const { splitSentences } = await importDist(options.dist, 'text/index.js');

const stats = { chat: 0, rateLimited: 0, answered: 0 };

function claimsOf(body) {
  const user = body?.messages?.find((m) => m.role === 'user')?.content ?? '';
  // The openai judge fences the answer between `<<<ANSWER code>>>` and `<<<END ANSWER code>>>` lines.
  const answer = /<<<ANSWER (\w+)>>>\n([\s\S]*?)\n<<<END ANSWER \1>>>/.exec(user)?.[2] ?? user;
  const context = /<CONTEXT>\n([\s\S]*?)\n<\/CONTEXT>/.exec(user)?.[1] ?? '';
  // The judge's reply checks want the evidence of a supported claim to be a passage of the context.
  return splitSentences(answer).map((claim) =>
    context.includes(claim)
      ? { claim, verdict: 'supported', evidence: claim.split(/\s+/).slice(0, 12).join(' ') }
      : { claim, verdict: 'unsupported', evidence: 'not in the context' },
  );
}

const server = await startFakeOpenAIServer((body, _index, request) => {
  if (request.path.endsWith('/bench-stats')) return { json: { ...stats, maxInFlight: server.maxInFlight } };
  const call = stats.chat++;
  if (options.rateLimitEvery && call % options.rateLimitEvery === options.rateLimitEvery - 1) {
    stats.rateLimited++;
    return {
      status: 429,
      headers: { 'retry-after': String(options.retryAfterS ?? 1) },
      json: { error: { message: 'Rate limit reached (bench)', type: 'rate_limit_error' } },
    };
  }
  stats.answered++;
  return { delayMs: options.latencyMs ?? 0, content: { refusal: false, claims: claimsOf(body) } };
});

process.stdout.write(`LISTENING ${server.baseURL}\n`);
process.on('SIGTERM', () => {
  server.close().then(() => process.exit(0));
});
