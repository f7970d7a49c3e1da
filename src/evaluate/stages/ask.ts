/**
 * Stage 1, ask the app: the adapter's `ask()` (or `retrieve()` for a retrieval-only run), raced against the case's
 * deadline, and its response checked: its shape, its size, and its ids mapped by the adapter's `contextId` hook.
 * Whatever fails here is the app's: `ERROR (adapter)`.
 */
import type { RagAdapter } from '../../adapter/index.js';
import { DeadlineError, raceSignal } from '../../text/index.js';
import { type Chunk, RagResponseSchema } from '../../types.js';
import { isContextIdError, mapContextIds } from '../context-id-hook.js';
import { withCorpusSources } from '../golden-sources.js';
import { stackFrames } from '../stack-frames.js';
import {
  type CaseBody,
  type CaseResponse,
  type CaseRun,
  describeFailure,
  emptyMetrics,
  judgeIdentity,
} from './case-run.js';

const withCommas = (n: number) => n.toLocaleString('en-US');

/** Why a response is too large to evaluate (answer first, then contexts), or undefined when it fits. */
export function oversize(answer: string, contexts: readonly Chunk[], maxAnswer: number, maxContext: number) {
  if (answer.length > maxAnswer) {
    return `it returned an answer of ${withCommas(answer.length)} characters, over the limit of ${withCommas(maxAnswer)} (\`maxAnswerChars\`). The answer is never cut, since a hallucination after the cut would pass: make the app answer shorter, or raise \`maxAnswerChars\` (--max-answer-chars).`;
  }
  const total = contexts.reduce((n, c) => n + c.text.length, 0);
  if (total > maxContext) {
    const chunks = `${contexts.length} chunk${contexts.length === 1 ? '' : 's'}`;
    return `it returned ${withCommas(total)} characters of context in ${chunks}, over the limit of ${withCommas(maxContext)} (\`maxContextChars\`). Contexts are never cut, since the cut could drop what the answer relies on: return fewer or shorter chunks, or raise \`maxContextChars\` (--max-context-chars).`;
  }
  return undefined;
}

/** The app's answer for the stages after ask, or the `ERROR (adapter)` result the case ends with. */
export type Asked = { response: CaseResponse } | { failure: CaseBody };

/** Asks the app about the case (trial `trial`) and checks what it returned. */
export async function ask(run: CaseRun, adapter: RagAdapter, trial: number): Promise<Asked> {
  let raw: unknown;
  try {
    raw = await callAdapter(run, adapter, trial);
    // A synchronous adapter cannot be interrupted by the timer: the clock decides once it returns.
    if (run.overran()) throw new DeadlineError(`ran past ${run.timeoutMs} ms`);
  } catch (error) {
    return { failure: adapterFailure(run, adapter, error, run.signal.aborted ? undefined : stackFrames(error)) };
  }
  try {
    return { response: readResponse(run, adapter, raw) };
  } catch (error) {
    // Once the adapter has answered, an error is ours (a malformed response), not the app's: no stack, except for
    // the app's own `contextId` hook.
    const stack = !run.signal.aborted && isContextIdError(error) ? stackFrames(error) : undefined;
    return { failure: adapterFailure(run, adapter, error, stack) };
  }
}

function callAdapter(run: CaseRun, adapter: RagAdapter, trial: number): Promise<unknown> {
  const { evalCase, history, k, signal } = run;
  const input = { question: evalCase.question, case: evalCase, ...(history ? { history } : {}) };
  if (run.mode === 'answer') return raceSignal(adapter.ask(input, { k, signal, trial }), signal);
  if (typeof adapter.retrieve !== 'function') {
    throw new TypeError('it has no retrieve() method, which a retrieval-only evaluation (mode "retrieval") calls');
  }
  return raceSignal(adapter.retrieve(input, { k, signal, trial }), signal).then((contexts) => ({
    answer: '',
    contexts,
  }));
}

/** The response checked: its shape, its size, its ids mapped by the adapter's `contextId` hook. */
function readResponse(run: CaseRun, adapter: RagAdapter, raw: unknown): CaseResponse {
  const parsed = RagResponseSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `at "${issue.path.join('.')}" ` : '';
    const shape =
      run.mode === 'retrieval'
        ? 'retrieve() must resolve to { id, text }[]'
        : 'ask() must resolve to { answer: string, contexts: { id, text }[] }';
    throw new TypeError(`malformed response ${where}(${issue?.message ?? 'invalid'}): ${shape}`);
  }
  const tooLarge = oversize(parsed.data.answer, parsed.data.contexts, run.maxAnswerChars, run.maxContextChars);
  if (tooLarge) throw new RangeError(tooLarge);
  const mapped = mapContextIds(adapter, parsed.data.contexts as Chunk[]);
  // Golden { source, contains } refs: a chunk returned without its source takes the corpus chunk's.
  const contexts = withCorpusSources(run.evalCase, mapped, run.corpus);
  return {
    answer: parsed.data.answer,
    contexts,
    ...(mapped !== parsed.data.contexts ? { rawIds: parsed.data.contexts.map((c) => c.id) } : {}),
    ...(parsed.data.citations ? { citations: parsed.data.citations } : {}),
  };
}

/** The `ERROR (adapter)` result: what failed (the timeout when the case's signal aborted), with the app's frames. */
function adapterFailure(run: CaseRun, adapter: RagAdapter, error: unknown, stack: string | undefined): CaseBody {
  const { evalCase, signal } = run;
  return {
    verdict: 'ERROR (adapter)',
    retrieved: [],
    answer: null,
    metrics: emptyMetrics(run.k),
    gates: [],
    claims: [],
    judge: run.mode === 'retrieval' ? { name: 'none' } : judgeIdentity(run.judge),
    error: {
      kind: 'adapter',
      message: describeFailure(
        'adapter',
        adapter.name,
        evalCase.id,
        signal.aborted ? signal.reason : error,
        run.timeoutMs,
      ),
      ...(stack ? { stack } : {}),
    },
  };
}
