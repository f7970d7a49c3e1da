/**
 * The LLM judge's correctness prompt, a call of its own: the REFERENCE (the answer a reader expects) is split into
 * claims and each is checked against the assistant's ANSWER. Its own versions and cache key, so the faithfulness
 * prompt and the recordings made with it are untouched. `uncertain` is the model's abstention: such claims are
 * reported apart and left out of the ratio.
 */
import { z } from 'zod';
import { sha256 } from '../../text/index.js';
import { ClaimVerdictSchema, type ConversationTurn } from '../../types.js';
import { historyKeyParts, type JudgeEntryData, judgeEntry, judgeEntrySchema } from '../cache.js';
import {
  claimsBoundsProblem,
  claimsSchema,
  conversationBlocks,
  DATA_RULE,
  type JudgeMessage,
  type Judgement,
  judgeMessages,
  readReply,
} from './prompt.js';
import { checkReplyAgainstSubject, DEFAULT_REPLY_CHECKS, type ResolvedReplyChecks } from './reply-checks.js';

export const CORRECTNESS_PROMPT_VERSION = 1;
export const CORRECTNESS_SCHEMA_VERSION = 1;

/** How the correctness reply's claims are described to the model: the REFERENCE's facts, shown by the ANSWER. */
const REFERENCE_CLAIMS = {
  claim: 'one atomic fact of the REFERENCE, in its words, as a short sentence',
  evidence:
    'supported or contradicted: the ANSWER passage that shows it, copied word for word; unsupported or uncertain: why',
};
/** What the model must return for correctness; strict, like the faithfulness reply. */
export const CorrectnessJudgementSchema = z.strictObject({
  claims: claimsSchema(ClaimVerdictSchema, REFERENCE_CLAIMS),
});
export type CorrectnessJudgement = z.infer<typeof CorrectnessJudgementSchema>;

const SYSTEM = `You are a strict correctness grader for a retrieval-augmented assistant.
You receive a QUESTION, the REFERENCE answer a reader expects, and the assistant's ANSWER.
Decide whether the ANSWER states each fact of the REFERENCE.

1. Split the REFERENCE into atomic factual claims: each one short standalone sentence stating one fact, in the
   REFERENCE's own words. Keep numbers, dates, amounts, codes and names exactly as the REFERENCE writes them.
   Together the claims cover every fact the REFERENCE states, and nothing it does not state.
2. Give each claim a verdict, reading ONLY the ANSWER:
   - "supported": the ANSWER states it or it follows directly from the ANSWER (paraphrase is fine).
   - "contradicted": the ANSWER says something incompatible (another number, the opposite, a negation flip).
   - "unsupported": the ANSWER does not say it. A number, date or amount the ANSWER gives with another value is
     "contradicted"; one the ANSWER leaves out makes its claim "unsupported".
   - "uncertain": you cannot tell (the ANSWER is ambiguous about it). Use it rarely.
3. evidence: for a "supported" or "contradicted" claim, copy the ANSWER passage that shows it word for word (at
   most 30 words). For "unsupported" or "uncertain", say in a few words why.

${DATA_RULE}
Reply with one JSON object with exactly this key and no others: {"claims": [{"claim": string, "verdict": "supported" | "unsupported" | "contradicted" | "uncertain", "evidence": string}]}.`;

/** What the correctness call is shown; also what its cache key hashes. */
export interface CorrectnessPromptInput {
  question: string;
  reference: string;
  answer: string;
  history?: readonly ConversationTurn[];
}

/** The chat messages of one correctness call. */
export function buildCorrectnessMessages(input: CorrectnessPromptInput, code?: string): JudgeMessage[] {
  return judgeMessages(
    SYSTEM,
    [],
    [
      ...conversationBlocks(input.history),
      ['QUESTION', input.question],
      ['REFERENCE', input.reference],
      ['ANSWER', input.answer],
    ],
    code,
  );
}

/** The sha256 key of one correctness call: apart from every faithfulness key (its own tag and versions). */
export function correctnessCacheKey(parts: CorrectnessPromptInput & { model: string; sample: number }): string {
  const key = JSON.stringify([
    'ragcheck-correctness',
    CORRECTNESS_PROMPT_VERSION,
    CORRECTNESS_SCHEMA_VERSION,
    parts.model,
    parts.question,
    parts.reference,
    parts.answer,
    parts.sample,
    ...historyKeyParts(parts.history),
  ]);
  return sha256(key);
}

export type CorrectnessCheck = { ok: true; judgement: CorrectnessJudgement } | { ok: false; problem: string };

// The reply checks speak of the faithfulness call's blocks; here the REFERENCE is what is split and the ANSWER
// what is quoted.
const renameBlocks = (problem: string) =>
  problem.replaceAll('CONTEXT', '\u0000').replaceAll('ANSWER', 'REFERENCE').replaceAll('\u0000', 'ANSWER');

/**
 * Checks a correctness reply: JSON, the strict schema, bounds, at least one claim (every reference states
 * something), and that the claims come from and cover the REFERENCE and the evidence of a supported or contradicted
 * claim is in the ANSWER.
 */
export function checkCorrectnessJudgement(
  content: string,
  subject?: { question: string; reference: string; answer: string },
  checks: ResolvedReplyChecks = DEFAULT_REPLY_CHECKS,
): CorrectnessCheck {
  const read = readReply(content, CorrectnessJudgementSchema);
  if (!read.ok) return read;
  const judgement = read.data;
  if (judgement.claims.length === 0) {
    return { ok: false, problem: '"claims" is empty: list every factual claim of the REFERENCE with its verdict.' };
  }
  const bounds = claimsBoundsProblem(judgement.claims);
  if (bounds) return { ok: false, problem: bounds };
  if (!subject) return { ok: true, judgement };
  // Read as a faithfulness reply: the reference is the text split, the answer the text quoted.
  const asFaithfulness: Judgement = {
    refusal: false,
    claims: judgement.claims.map((c) => ({
      claim: c.claim,
      verdict: c.verdict === 'uncertain' ? 'unsupported' : c.verdict,
      evidence: c.evidence,
    })),
  };
  const problems = checkReplyAgainstSubject(
    asFaithfulness,
    { question: subject.question, answer: subject.reference, context: subject.answer },
    checks,
  );
  if (problems.length > 0) return { ok: false, problem: problems.map(renameBlocks).join('\n') };
  return { ok: true, judgement };
}

/** A recorded correctness call: its own shape, in the same folder as the faithfulness entries. */
export const CorrectnessCacheEntrySchema = judgeEntrySchema(
  { kind: z.literal('correctness') },
  z.object({
    question: z.string(),
    reference: z.string(),
    answer: z.string(),
    history: z.array(z.object({ role: z.string(), content: z.string() })).optional(),
  }),
  CorrectnessJudgementSchema,
);
export type CorrectnessCacheEntry = z.infer<typeof CorrectnessCacheEntrySchema>;

/** The entry stored for one correctness call (the inputs in full: the key is their hash). */
export function createCorrectnessEntry(
  parts: CorrectnessPromptInput & { model: string; sample: number },
  data: JudgeEntryData<CorrectnessJudgement>,
): CorrectnessCacheEntry {
  return judgeEntry(
    {
      key: correctnessCacheKey(parts),
      tag: { kind: 'correctness' as const },
      model: parts.model,
      promptVersion: CORRECTNESS_PROMPT_VERSION,
      schemaVersion: CORRECTNESS_SCHEMA_VERSION,
      sample: parts.sample,
    },
    {
      question: parts.question,
      reference: parts.reference,
      answer: parts.answer,
      ...(parts.history && parts.history.length > 0 ? { history: [...parts.history] } : {}),
    },
    data,
  );
}
