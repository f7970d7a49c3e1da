/**
 * Abstention: a judge that knows when it does not know. Each claim is `supported`, `unsupported` or `uncertain`;
 * an answer is decided when its verdict is the same whichever way its uncertain claims go, and undecided (needs a
 * model judge) otherwise. The band is chosen by cross-validation (`node scripts/measure/judge-cv.mjs --band`,
 * docs/research/abstention.md).
 */
import { meetsThreshold } from '../../metric-registry.js';
import type { ClaimEvidence, HardEvidenceKind } from './heuristic-support.js';

/** A claim's reading by a judge that may abstain. */
export type ClaimStatus = 'supported' | 'unsupported' | 'uncertain';

/**
 * What uncertain claims count as when no model decides them: `fail` (unsupported), `pass` (supported), or
 * `escalate` (a model judge decides them: the `cascade` judge).
 */
export const UNCERTAIN_POLICIES = ['escalate', 'fail', 'pass'] as const;
/** What the claims the heuristic judge cannot decide count as: `fail`, `pass`, or `escalate` to a model judge. */
export type UncertainPolicy = (typeof UNCERTAIN_POLICIES)[number];

/**
 * The default policy of a judge with no model behind it: `fail`, which gives exactly the verdicts of the judge
 * without abstention (HaluEval-QA kappa 0.756, the store-policy seed verdicts). `pass` trades them for fewer false
 * alarms: docs/research/abstention.md.
 */
export const DEFAULT_UNCERTAIN_POLICY: UncertainPolicy = 'fail';

/** Which evidence decides a claim for sure; the rest of what fails a claim leaves it uncertain. */
export interface AbstentionBand {
  /**
   * A claim without hard evidence whose support is below this is confidently unsupported; from here up to the
   * judge's `minSupport` it is uncertain. 0: no claim is unsupported by its support alone.
   */
  unsupportedBelow: number;
  /** The kinds of hard evidence that decide a claim (an invented number or code always does). */
  decisive: readonly HardEvidenceKind[];
}

export const HARD_EVIDENCE_KINDS: readonly HardEvidenceKind[] = ['numbers', 'names', 'contradictions'];

/**
 * The shipped band, selected by 4-fold cross-validation on the dev folds (`node scripts/measure/judge-cv.mjs --band`):
 * the candidates whose precision of confident "unsupported" reaches 0.80 and whose coverage reaches 0.5 on every
 * dev set of the training folds compete on mean coverage. Changing it changes {@link HEURISTIC_JUDGE_VERSION}.
 */
export const HEURISTIC_BAND: Readonly<AbstentionBand> = Object.freeze({
  unsupportedBelow: 0.1,
  decisive: Object.freeze(['contradictions'] as HardEvidenceKind[]),
});

/**
 * The version of the heuristic judge's rules, settings and band: it changes whenever a label it gives can change,
 * so a report says which judge produced it (`rules N` in the JSON report's `judges`) and `ragcheck compare` refuses to
 * compare faithfulness across versions. 1: the judge before abstention; 2: abstention; 3: declines with a next step
 * are refusals, a decline's statements off the question are no claims, a question is no claim, clitics are stripped
 * from words, a negator negates its own clause; 4: declines read by structure in every language (not finding anything,
 * a named or owned document with a negated verb of saying, a negative quantifier or a clause as subject, the items of
 * a list a next step opens); 5: more classes of the same grammar in every language (advice addressed to the user and
 * "if you like" before a next step, a scope with "only", the idiom for "no idea", a negative quantifier over the
 * sources, German and French particles that no longer split a clause); 6: shapes around a decline in every language
 * (the items of a list take its header's reading, a phone number or web domain in a redirect is no value, a short
 * topic before a decline is the question restated, a fronted phrase or clitic pronoun before the decline) and more
 * word classes per language; 7: courtesy-only clauses are no claim, a causal reason that declines refuses with its
 * main clause, scope declines and the restated question, next steps to a person, office or channel, a decline second
 * with its object or topic put first, and the core verbs as classes over register and word form; 8: the sources named
 * in more ways (a possessive, a relative clause of receiving or holding, "what I found"), negative quantifiers and
 * places over the sources, silent sources in every verb form and as a copula or subjectless passive, a question as
 * the subject of "not something" or of a declining relative clause, a description of what the sources do contain
 * (no value) as no claim, a gapped "but nothing on Y" after the sources, a sentence of only symbols or emoji as no
 * claim, an emoji run as a sentence boundary, a branded or formal assistant's frame (greetings, empathy, sign-offs)
 * as no claim, next steps that promise to look again, and layout lines (headings, citation notes, a letter's
 * salutation and signature) as no claim; 9: a matrix clause of informing, noting or regretting read through to the
 * decline it holds, a decline that heads a list (its items name what it declines), a topic set before a decline as
 * the question restated, a reason about what the sources only cover before a decline, what the sources do contain
 * around a decline as no claim, terse nominal declines ("Unknown.", a field whose value is "not specified"), a value
 * as a sentence of its own in any register (a partial stays partial), labelled fields read one by one, reference
 * lines and dated headings as layout, casual and hedged declines and the frames of formal and branded replies; 10: a
 * templated answer read line by line by its value (meta labels, terse "not found" values, confidence, status and
 * case-number lines, tables read as fields), disclaimers and a decline's category reason as no claim, a narrated search
 * (its opener, what was read, what each source covers) as no claim, a restated question as no claim, the sources as the
 * subject of a negated verb of saying, stating or determining, a decline and a value joined by a comma kept partial,
 * and handovers, others who can confirm and bare links after a decline as next steps; 11: a chat bot's frame (a
 * greeting that names the business, reply menus, "Type MENU") as no claim, terse field declines in any language and
 * an English decline value inside another language, doc paths, commands and tickets as next steps, search results
 * and closest matches (a search with no hits, quoted result titles, "none of them mention X"), run-on sentences read
 * by their clauses, a topic or object put before a negated verb of saying or finding (clitic or verb-second order),
 * capability and hedged declines, easy-read lines and glosses, sales pivots and offers as no claim, and a person,
 * team, place or number who will know as a next step; the refusal sentences no longer end inside "z. B."; 12: those
 * classes narrowed where they read a fact as no claim (a lone key-press line is an instruction, a closest match's frame
 * ends at its title, a zero that is a value, an apostrophe inside a word is no quote, "N/A" beside a checklist value
 * is the field's value, a path is a next step only after a pointer word or alone, a number word keeps a relative
 * clause's claim, a gloss with a word of scope is a fact, a promotion of the asked product is a claim, and "who will
 * know" ends at its own clause); and emoji shortcodes as sentence ends, a decline and a value joined without a comma
 * cut in two (number words and kanji numerals are values), a quoted passage and its frame as no claim beside a
 * decline about it, and reasoning steps with no value before a declining final answer as no claim; 13: the decline
 * model (a character n-gram model trained on answers written blind by other authors, src/refusal/decline-model.ts)
 * beside the grammar: an answer of five words or more it reads as a decline above 0.6 is a refusal whatever the
 * grammar read, unless the grammar reads it as claimless; the judges' clause readings stay the grammar's; 14: the same
 * decline model retrained with twelve more blind sets (refusal-fresh29 to 40), its settings unchanged; 15: the decline
 * model also reads each character n-gram salted with the answer's detected language, so a run of characters can
 * weigh differently in one language than in another; 16: the decline model retrained with eight more blind sets
 * (refusal-fresh41 to 48) and a band: it makes an answer a refusal only above 0.8, and between 0.6 and 0.8 leaves the
 * decision `uncertain` (escalated by a cascade, reported offline); 17: with the question known, the decline model cannot
 * make a refusal of an answer with a claim beside a decline that answers part of the question (a value or name the
 * question does not have, outside brackets, about its subject): where it reads a decline, the answer is `uncertain`;
 * 18: the decline model retrained with sixteen more blind sets (refusal-fresh49 to 64), its settings unchanged; 19:
 * sentences are cut after a one-letter name before a stop word ("Matemática I. Para ..."), and not after a title's
 * abbreviation before a name ("tabelião Dr. Ricardo ..."); the decline model retrained with six more blind sets
 * (refusal-fresh65 to 70), its settings unchanged; 20: the decline model may not settle the grammar's `uncertain` reading
 * (a decline beside statements with no number or name, the question known) as a refusal: it stays `uncertain`; 21: the
 * statement model (statement-model.ts) settles that reading as a refusal when it gives every statement beside the
 * decline a probability below 0.02 of answering and none holds a number written as a word (rules 22's measurement:
 * version 21 is the first shipped with it on).
 */
export const HEURISTIC_JUDGE_VERSION = 21;

/**
 * The status of one weighed claim: hard evidence of a decisive kind (or an invented number) makes it unsupported,
 * other hard evidence uncertain; without hard evidence it is supported at `minSupport` (or `minFound` words found
 * together), unsupported below `band.unsupportedBelow`, uncertain in between. Reusable by any metric that needs
 * the judge's per-claim support (`weighClaim` gives the evidence).
 *
 * @example
 * claimStatus(evidence, { minSupport: 0.65, minFound: 8 }, HEURISTIC_BAND) // 'uncertain' for support 0.4
 */
export function claimStatus(
  evidence: Pick<ClaimEvidence, 'support' | 'found' | 'reasons' | 'kinds'>,
  { minSupport, minFound }: { minSupport: number; minFound: number },
  band: AbstentionBand,
): ClaimStatus {
  if (evidence.reasons.length > 0) {
    const decisive = evidence.kinds.some((k) => k === 'numbers' || band.decisive.includes(k));
    return decisive || evidence.kinds.length === 0 ? 'unsupported' : 'uncertain';
  }
  if (evidence.support >= minSupport || evidence.found >= minFound) return 'supported';
  return evidence.support < band.unsupportedBelow ? 'unsupported' : 'uncertain';
}

/** How many claims of an answer have each status. */
export interface ClaimCounts {
  supported: number;
  unsupported: number;
  uncertain: number;
}

export function countStatuses(statuses: readonly ClaimStatus[]): ClaimCounts {
  const counts = { supported: 0, unsupported: 0, uncertain: 0 };
  for (const s of statuses) counts[s]++;
  return counts;
}

/**
 * The answer's verdict if its uncertain claims all failed and if they all passed: `faithful` or `unfaithful` when
 * both agree (an invented number or code fails the answer whatever its claims), `uncertain` when the uncertain
 * claims decide it. Claimless answers score 1.
 */
export function answerDecision(
  counts: ClaimCounts,
  { threshold, invented }: { threshold: number; invented: number },
): 'faithful' | 'unfaithful' | 'uncertain' {
  if (invented > 0) return 'unfaithful';
  const n = counts.supported + counts.unsupported + counts.uncertain;
  if (n === 0) return meetsThreshold(1, threshold) ? 'faithful' : 'unfaithful';
  const low = meetsThreshold(counts.supported / n, threshold);
  const high = meetsThreshold((counts.supported + counts.uncertain) / n, threshold);
  if (low === high) return low ? 'faithful' : 'unfaithful';
  return 'uncertain';
}

/**
 * The score of an answer under a policy: uncertain claims count as unsupported (`fail`), as supported (`pass`),
 * or not at all (`escalate`: the score over the decided claims, until a model decides the rest).
 */
export function scoreByPolicy(counts: ClaimCounts, policy: UncertainPolicy): number {
  const n = counts.supported + counts.unsupported + counts.uncertain;
  if (n === 0) return 1;
  if (policy === 'fail') return counts.supported / n;
  if (policy === 'pass') return (counts.supported + counts.uncertain) / n;
  const decided = counts.supported + counts.unsupported;
  return decided === 0 ? 1 : counts.supported / decided;
}
