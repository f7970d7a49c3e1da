/**
 * Checks an LLM judge's reply against what it was asked about, so a reply about something else can never score an
 * answer: each claim must come from the answer, the claims together must cover the answer, and the evidence of a
 * supported or contradicted claim must be a passage of the context. Words are compared as `reply-words.ts` reads
 * them (normalised, stemmed, number words as digits).
 */
import { ConfigError } from '../../errors.js';
import { EVIDENCE_BEARING_FLOOR, evidenceBearing, WEAK_EVIDENCE, weakEvidenceProblem } from '../evidence-bearing.js';
import type { Judgement } from './prompt.js';
import { findEvidence, readContextWords } from './reply-evidence.js';
import { allStems, contentStems, numberStems } from './reply-words.js';

/** How strictly a judge reply is checked. Each share is in [0, 1]; 0 turns that check off. */
export interface OpenAIJudgeChecks {
  /**
   * Each claim must come from the answer: at least this share of its content words occur in the answer or the
   * question (the question supplies what a pronoun of the answer refers to), at least one in the answer itself,
   * and every number of the claim in the answer or the question.
   * @default 0.5
   */
  claimOverlap?: number;
  /** The claims together must hold at least this share of the answer's content words. @default 0.5 */
  answerCoverage?: number;
  /**
   * The evidence of a `supported` or `contradicted` claim must be found in the context: at least this share of its
   * words, in order, within a short stretch (see docs/judges.md for the whole tolerance).
   * @default 0.8
   */
  evidenceMatch?: number;
  /**
   * The evidence of a `supported` claim must bear on the claim, read by the offline judge's support rules: at least
   * this share of the claim's content words in it, the claim's names written in it, and the claim's numbers and
   * codes somewhere in the context. A model talked into "supported" by the text it judges quotes a passage that
   * does not say what the claim says. @default EVIDENCE_BEARING_FLOOR (0.3)
   */
  evidenceBearing?: number;
}

export type ResolvedReplyChecks = Required<OpenAIJudgeChecks>;

export const DEFAULT_REPLY_CHECKS: Readonly<ResolvedReplyChecks> = Object.freeze({
  claimOverlap: 0.5,
  answerCoverage: 0.5,
  evidenceMatch: 0.8,
  evidenceBearing: EVIDENCE_BEARING_FLOOR,
});

/** Validates the options once; a bad share is a RangeError naming it. */
export function resolveReplyChecks(options: OpenAIJudgeChecks | undefined): ResolvedReplyChecks {
  const out = { ...DEFAULT_REPLY_CHECKS };
  for (const key of Object.keys(DEFAULT_REPLY_CHECKS) as Array<keyof ResolvedReplyChecks>) {
    const value = options?.[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !(value >= 0 && value <= 1)) {
      throw new ConfigError(`\`checks.${key}\` must be a share between 0 and 1, 0 to turn it off (got ${value})`);
    }
    out[key] = value;
  }
  return out;
}

/** What the judge was asked about. */
export interface ReplySubject {
  question: string;
  answer: string;
  context: string;
}

const MAX_PROBLEMS = 6;
const quoteReply = (text: string, max = 80) =>
  JSON.stringify(text.length > max ? `${text.slice(0, max - 3)}...` : text);
const sharePercent = (share: number) => `${Math.round(share * 100)}%`;
const wordList = (words: Iterable<string>, max = 8) => {
  const all = [...words];
  return all.slice(0, max).join(', ') + (all.length > max ? `, ... (${all.length - max} more)` : '');
};

/** The words of the answer and the question, read once per reply. */
interface SubjectWords {
  answer: Set<string>;
  /** Answer and question: a claim may name what a pronoun of the answer refers to with the question's words. */
  allowed: Set<string>;
  answerAll: Set<string>;
  allowedAll: Set<string>;
  numbers: Set<string>;
}

function readSubjectWords(subject: ReplySubject): SubjectWords {
  const answer = contentStems(subject.answer);
  const answerAll = allStems(subject.answer);
  return {
    answer,
    allowed: new Set([...answer, ...contentStems(subject.question)]),
    answerAll,
    allowedAll: new Set([...answerAll, ...allStems(subject.question)]),
    numbers: new Set([...numberStems(subject.answer), ...numberStems(subject.question)]),
  };
}

function claimProblem(claim: string, index: number, subject: SubjectWords, minShare: number): string | undefined {
  let words = contentStems(claim);
  let answerWords = subject.answer;
  let allowed = subject.allowed;
  if (words.size === 0) {
    words = allStems(claim);
    answerWords = subject.answerAll;
    allowed = subject.allowedAll;
  }
  if (words.size === 0) return `claims[${index}].claim ${quoteReply(claim)} has no words.`;
  const inAnswer = [...words].filter((w) => answerWords.has(w)).length;
  const fromAnswer = [...words].filter((w) => allowed.has(w));
  const foreign = [...words].filter((w) => !allowed.has(w));
  if (inAnswer === 0 || fromAnswer.length / words.size < minShare) {
    return `claims[${index}].claim ${quoteReply(claim)} is not a statement of the ANSWER: ${inAnswer === 0 ? 'none' : `only ${fromAnswer.length} of ${words.size}`} of its content words appear in the ANSWER (not in it: ${wordList(foreign)}). List only what the ANSWER says, in its words.`;
  }
  const newNumbers = [...numberStems(claim)].filter((n) => !subject.numbers.has(n));
  if (newNumbers.length > 0) {
    return `claims[${index}].claim ${quoteReply(claim)} has numbers the ANSWER does not have (${wordList(newNumbers)}). Keep numbers exactly as the ANSWER writes them.`;
  }
  return undefined;
}

function coverageProblem(judgement: Judgement, subject: SubjectWords, minShare: number): string | undefined {
  const answerWords = subject.answer;
  if (answerWords.size === 0) return undefined;
  const claimed = new Set(judgement.claims.flatMap((c) => [...contentStems(c.claim)]));
  const missing = [...answerWords].filter((w) => !claimed.has(w));
  const share = (answerWords.size - missing.length) / answerWords.size;
  if (share >= minShare) return undefined;
  return `the claims cover ${sharePercent(share)} of the ANSWER's content words (at least ${sharePercent(minShare)} needed; left out: ${wordList(missing)}). List every factual claim the ANSWER makes.`;
}

/** The `supported` claims whose evidence does not bear on them, each named with its evidence and why. */
function weakEvidenceProblems(judgement: Judgement, subject: ReplySubject, floor: number): string[] {
  const problems: string[] = [];
  judgement.claims.forEach((c, i) => {
    if (c.verdict !== 'supported') return;
    const why = weakEvidenceProblem(evidenceBearing(c.claim, c.evidence, subject), floor);
    if (why === undefined) return;
    problems.push(
      `claims[${i}] ${quoteReply(c.claim)} is "supported" but its evidence ${quoteReply(c.evidence)} ${WEAK_EVIDENCE}: ${why}. Quote the CONTEXT passage that states this claim; if no passage states it, the claim is "unsupported".`,
    );
  });
  return problems;
}

/**
 * Checks a schema-valid judgement against the question, answer and context. Returns the problems in words the
 * model can act on (an empty list when the reply passes). A judgement without claims is left to the refusal rule.
 */
export function checkReplyAgainstSubject(
  judgement: Judgement,
  subject: ReplySubject,
  checks: ResolvedReplyChecks = DEFAULT_REPLY_CHECKS,
): string[] {
  if (judgement.claims.length === 0) return [];
  const problems: string[] = [];
  const words = readSubjectWords(subject);
  if (checks.claimOverlap > 0) {
    judgement.claims.forEach((c, i) => {
      const problem = claimProblem(c.claim, i, words, checks.claimOverlap);
      if (problem) problems.push(problem);
    });
  }
  if (checks.answerCoverage > 0) {
    const problem = coverageProblem(judgement, words, checks.answerCoverage);
    if (problem) problems.push(problem);
  }
  if (checks.evidenceMatch > 0) {
    const context = readContextWords(subject.context);
    judgement.claims.forEach((c, i) => {
      if (c.verdict === 'unsupported') return;
      const match = findEvidence(c.evidence, context, checks.evidenceMatch);
      if (match.found) return;
      problems.push(
        match.empty
          ? `claims[${i}] is "${c.verdict}" but its evidence quotes nothing. Copy the CONTEXT passage that ${c.verdict === 'supported' ? 'supports' : 'contradicts'} it.`
          : `claims[${i}].evidence ${quoteReply(c.evidence)} is not in the CONTEXT (at most ${match.matched} of its ${match.total} words appear there in order). For a "${c.verdict}" claim, copy the CONTEXT passage word for word; cut it short rather than reword it.`,
      );
    });
  }
  if (checks.evidenceBearing > 0) problems.push(...weakEvidenceProblems(judgement, subject, checks.evidenceBearing));
  if (problems.length > MAX_PROBLEMS) {
    return [...problems.slice(0, MAX_PROBLEMS), `... and ${problems.length - MAX_PROBLEMS} more problems like these.`];
  }
  return problems;
}
