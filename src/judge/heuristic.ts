/**
 * The `heuristic` judge: offline, deterministic, the default. Splits the answer into claims and checks each
 * against the context for word support (stemmed), negation flips, contradicting words and invented numbers/codes.
 */
import { isRefusal, type RefusalOptions, unsupportedTokens } from '../metrics/index.js';
import { splitAnswerClaims } from './heuristic-claims.js';
import { indexChunks, indexContext } from './heuristic-index.js';
import { checkClaim, type SupportOptions } from './heuristic-support.js';
import { analyzeSentence } from './heuristic-text.js';
import { prepareText } from './heuristic-words.js';
import type { Judge, JudgeInput, JudgeResult } from './types.js';

/** Options of {@link createHeuristicJudge}. */
export interface HeuristicJudgeOptions {
  /**
   * Share of a claim's content words (stemmed) the context must hold for the claim to count as supported. Lower
   * it to forgive paraphrase, at the price of missing single swapped words.
   * @default 1
   */
  minSupport?: number;
  /**
   * How many adjacent context sentences one claim's words may be spread over (2 lets "It" in the next sentence
   * refer back). Larger windows forgive more and catch fewer mixed-up facts.
   * @default 2
   */
  window?: number;
  /**
   * Replaces the refusal rule with the deprecated substring test (`RefusalOptions.markers`). A refusing answer
   * scores 1 with no claims.
   * @default the English refusal vocabulary (`isRefusal`, README "Refusals")
   */
  refusalMarkers?: readonly string[];
}

interface ResolvedOptions extends SupportOptions {
  refusal: RefusalOptions;
}

function resolveOptions(options: HeuristicJudgeOptions): ResolvedOptions {
  const { minSupport = 1, window = 2, refusalMarkers } = options;
  if (!(minSupport > 0 && minSupport <= 1)) {
    throw new RangeError(`createHeuristicJudge: \`minSupport\` must be in (0, 1] (got ${minSupport}).`);
  }
  if (!Number.isInteger(window) || window < 1) {
    throw new RangeError(`createHeuristicJudge: \`window\` must be a positive integer (got ${window}).`);
  }
  // Without custom markers, isRefusal uses its defaults prepared once at load.
  return { minSupport, window, refusal: refusalMarkers ? { markers: refusalMarkers } : {} };
}

/** Judges one answer synchronously; {@link createHeuristicJudge} wraps it as a {@link Judge}. */
export function judgeHeuristically(input: JudgeInput, options: HeuristicJudgeOptions = {}): JudgeResult {
  return judgeResolved(input, resolveOptions(options));
}

function judgeResolved(input: JudgeInput, options: ResolvedOptions): JudgeResult {
  if (isRefusal(input.answer, options.refusal)) return { score: 1, claims: [], refusal: true };
  const claims = splitAnswerClaims(input.answer, options.refusal);
  if (claims.length === 0) return { score: 1, claims: [], refusal: false };
  const texts = input.contexts.map((c) => c.text);
  const context = input.context || texts.join('\n');
  // Chunks come back for many questions: analyse each once (the same index as the joined text's, see indexChunks).
  const index = joinsTo(context, texts) ? indexChunks(texts) : indexContext(prepareText(context));
  const invented = input.unsupported ?? unsupportedTokens(input.answer, context);
  const question = { keys: new Set(analyzeSentence(prepareText(input.question)).terms.map((t) => t.key)) };
  const judged = claims.map((claim) => checkClaim(claim, index, options, invented, question));
  const supported = judged.filter((c) => c.supported).length;
  return { score: supported / judged.length, claims: judged, refusal: false };
}

/** Whether `context` is `texts` joined with line breaks, compared in place. */
function joinsTo(context: string, texts: readonly string[]): boolean {
  let at = 0;
  for (const [i, text] of texts.entries()) {
    if (i > 0 && context.charCodeAt(at++) !== 10) return false;
    if (!context.startsWith(text, at)) return false;
    at += text.length;
  }
  return at === context.length;
}

/**
 * Creates the offline `heuristic` faithfulness judge. Score = supported claims / claims; a refusal scores 1 with no
 * claims, as does an answer with nothing to check ("Yes."). A claim is supported when the best window of context
 * sentences (linked by pronouns, at most `window`) holds (at least `minSupport` of) its stemmed content words, its
 * multi-word names are written together there, no word is negated or swapped for its opposite ("can"/"cannot",
 * "worn"/"unworn", "before"/"after"), and it has no number or code the context lacks. Words an answer repeats from
 * the question need no support when the claim also states something of its own that the context confirms.
 * Measured against human labels in `heuristic-quality.test.ts` (Cohen's kappa).
 *
 * @example
 * const judge = createHeuristicJudge();
 * const { score, claims } = await judge.judge({
 *   question: 'Can I return worn shoes?',
 *   answer: 'Yes, worn shoes can be returned.',
 *   contexts: [{ id: 'doc_0', text: 'Only unworn shoes can be returned.' }],
 *   context: 'Only unworn shoes can be returned.',
 * });
 * // score 0, claims[0].verdict 'contradicted'
 */
export function createHeuristicJudge(options: HeuristicJudgeOptions = {}): Judge {
  const resolved = resolveOptions(options);
  return {
    name: 'heuristic',
    async judge(input, callOptions) {
      callOptions?.signal?.throwIfAborted();
      return judgeResolved(input, resolved);
    },
  };
}
