/**
 * Refusal as a specified classifier (docs/refusals.md). An answer is split into clauses; each clause refuses
 * (it speaks about the assistant's knowledge or the sources: "I don't know", "the context does not mention the
 * fee", "it is not possible to determine"; or declines: "I can't assist with that"), makes no claim (an apology, a
 * suggestion to contact support, an offer to help, "Sources: none", a question back), or is a claim. An answer is a
 * refusal when some clause refuses and none claims, partial when it refuses and claims, an answer otherwise.
 */

import { ConfigError } from '../errors.js';
import { declineProbabilityIfLongEnough, MODEL_DECLINE, withDeclineModel } from './decline-model.js';
import { quoteClause, rewriteAnswer, VALUE } from './refusal-clauses.js';
import { predicateless, tailAfterColon } from './refusal-colon.js';
import { checklistNotApplicable, fieldDecline, foreignCue } from './refusal-field.js';
import { joinedClauses } from './refusal-join.js';
import { detectRefusalLanguage, REFUSAL_VOCABULARIES, type RefusalLanguage } from './refusal-languages.js';
import { lineReading, nextStepByForm } from './refusal-lines.js';
import { contextFreeFillers } from './refusal-menu.js';
import { phoneOnly, withoutPhones } from './refusal-phone.js';
import { type QuestionView, questionView, readAgainstQuestion } from './refusal-question.js';
import { needsWholeReading, readQuotesAndReasoning } from './refusal-quote.js';
import { topicTail } from './refusal-topic.js';
import {
  type CompiledRefusalVocabulary,
  type CompiledRule,
  compileRefusalVocabularies,
  matchesRule,
  type RefusalVocabulary,
  warmVocabulary,
} from './refusal-vocabulary.js';
import { STATEMENT_MODEL_DEFAULT, withStatementModel } from './statement-model.js';

export {
  CHINESE_REFUSAL_VOCABULARY,
  detectRefusalLanguage,
  ENGLISH_REFUSAL_VOCABULARY,
  FRENCH_REFUSAL_VOCABULARY,
  GERMAN_REFUSAL_VOCABULARY,
  ITALIAN_REFUSAL_VOCABULARY,
  JAPANESE_REFUSAL_VOCABULARY,
  PORTUGUESE_REFUSAL_VOCABULARY,
  REFUSAL_VOCABULARIES,
  type RefusalLanguage,
  SPANISH_REFUSAL_VOCABULARY,
} from './refusal-languages.js';
export { defineRefusalVocabulary, type RefusalRule, type RefusalVocabulary } from './refusal-vocabulary.js';

/** How an answer is read for a refusal: the language or vocabulary, and the question it replies to. */
export interface RefusalOptions {
  /**
   * Which shipped vocabulary reads an answer: `'auto'` detects the language of each answer (Japanese or Chinese by
   * script, otherwise by stop words; English when unsure) and reads it with that language's vocabulary alone; a
   * tag (`'en'`, `'de'`, `'es'`, `'fr'`, `'pt'`, `'it'`, `'ja'`, `'zh'`) reads every answer with that one.
   * Cannot be combined with `vocabulary`, which fixes the vocabulary for every answer (no detection).
   * @default 'auto' (when `vocabulary` is not given)
   */
  language?: 'auto' | RefusalLanguage;
  /**
   * The vocabulary (or several, merged: rules of all of them apply) that says what refuses in which language.
   * Given, it reads every answer and no language is detected.
   * @default the vocabulary of the answer's detected language (`language: 'auto'`)
   * @example { vocabulary: [ENGLISH_REFUSAL_VOCABULARY, GERMAN_REFUSAL_VOCABULARY] }
   */
  vocabulary?: RefusalVocabulary | readonly RefusalVocabulary[];
  /**
   * The question the answer replies to. Given, a statement beside a decline that holds no number or name is one the
   * grammar cannot settle (`uncertain`), whether it shares a content word of the question or none (with the statement
   * model on, the default, such a reading is a refusal when no statement reads as an answer); one that answers part of
   * the question (`answers-the-question`) is one the decline model cannot make a refusal. Without it, each is a claim.
   */
  question?: string;
  /**
   * Whether the decline model (a character n-gram model trained on answers written blind by other authors,
   * decline-model.ts) has a say beside the grammar. With it, an answer of at least five words the model reads as a
   * decline with probability above 0.8 is a refusal whatever the grammar read, and one above 0.6 and up to 0.8 is
   * `uncertain` (unless the grammar reads it as claimless: a redirect may be the answer; a partial answer with a claim
   * answering part of the `question`, and the grammar's own `uncertain` reading, are `uncertain` above 0.6). The model
   * only adds declines: what the grammar reads as one stays one. `false` leaves the grammar alone, without the
   * statement model either (`statementModel`). Neither applies with your own `vocabulary`.
   * @default true
   */
  declineModel?: boolean;
  /**
   * Whether the statement model (statement-model.ts) may settle the grammar's `uncertain` reading as a refusal: when it
   * gives every statement beside the decline a probability below 0.02 of answering and none holds a number written as
   * a word. It runs only where the decline model does, and only with the `question`; `false` keeps the grammar's
   * `uncertain` reading, as rules 20 did. On by default since rules 22's preregistered measurement (reports name the
   * judge's version `rules 21`; docs/research/refusals.md, "Preregistration notes of rules 22"). Faithfulness still
   * judges the statements beside a decline it settled: they say nothing about the question, but they may say something
   * the contexts do not support.
   * @default true
   */
  statementModel?: boolean;
}

/**
 * What a clause of an answer does: `uncertain` is a statement beside a decline, with the question known, that the
 * grammar reads neither as a redirect nor as an answer (it holds no number or name; `about-the-question` when it
 * shares a content word of the question, `off-question` when it shares none).
 */
export type RefusalClauseKind = 'refusal' | 'filler' | 'claim' | 'uncertain';

export interface RefusalClause {
  /** The clause, normalised (lower-case, contractions expanded). */
  text: string;
  kind: RefusalClauseKind;
  /**
   * Id of the vocabulary rule that decided (`source-silent`, `apology`, `question`...). A claim has none, except
   * `answers-the-question`: with the question known, a claim beside a decline that brings a value or name the question
   * does not have and shares a content word with it.
   */
  rule?: string;
}

/**
 * The refusal decision for a whole answer: `refusal` (refuses, claims nothing), `partial` (refuses one part and
 * answers another: judged like an answer), `answer`, or `uncertain`: it cannot be settled offline (a decline beside
 * statements, about the question's subject or off it, the grammar reads neither as a redirect nor as an answer (and,
 * with the statement model on, the default, it reads one of them as a possible answer), an answer in a script no
 * shipped vocabulary reads, one the decline model leans to reading as a decline without being sure, or a
 * decline beside a claim that answers part of the question which the model reads as a decline).
 * `isRefusal` is false for `uncertain`; a cascade judge asks its model.
 */
export interface RefusalDecision {
  kind: 'refusal' | 'partial' | 'answer' | 'uncertain';
  /**
   * The answer is not empty but no clause refuses or claims: it only redirects, apologises or asks back ("Please
   * contact billing."). Its kind is `answer` (contacting billing may be the answer, and the judge checks it), but
   * it invents nothing, so out of scope it counts as a refusal (docs/refusals.md).
   */
  claimless: boolean;
  /** One line saying why, quoting the deciding clauses. */
  reason: string;
  clauses: RefusalClause[];
}

const MAX_LEAD_INS = 6;

function leadInCandidates(text: string, vocabulary: CompiledRefusalVocabulary): string[] {
  const candidates = [text];
  if (!vocabulary.leadIn) return candidates;
  let current = text;
  for (let i = 0; i < MAX_LEAD_INS; i++) {
    const next = current.replace(vocabulary.leadIn, '').replace(/^[\s,:;-]+/, '');
    if (next === current) break;
    current = next;
    candidates.push(current);
    if (current === '') break;
  }
  return candidates;
}

/** The id of the first of `rules` that one of a clause's readings (`candidates`, in order) matches. */
function firstRule(rules: readonly CompiledRule[], candidates: readonly string[]): string | undefined {
  for (const candidate of candidates) {
    const rule = rules.find((r) => matchesRule(r, candidate));
    if (rule) return rule.id;
  }
  return undefined;
}

/**
 * The decline after a topic, its own lead-ins stripped too: an apology or an adverb may sit between the topic's comma
 * and the decline ("Até que horas ficamos, infelizmente não sei dizer").
 */
function declineAfterTopic(tail: string, vocabulary: CompiledRefusalVocabulary): string | undefined {
  return firstRule(vocabulary.refusals, leadInCandidates(tail, vocabulary));
}

/** The refusal rule a clause matches (after stripping lead-ins), if any. */
function refusalRule(candidates: readonly string[], vocabulary: CompiledRefusalVocabulary): string | undefined {
  if (vocabulary.cue && !vocabulary.cue.test(candidates[0]!)) {
    return foreignCue(candidates[0]!, vocabulary)
      ? fieldDecline(candidates[0]!, vocabulary, () => undefined)
      : undefined;
  }
  const rule = firstRule(vocabulary.refusals, candidates);
  if (rule) return rule;
  // Only a decline is read after a topic: a filler there ("To appeal a fine, write to the office within 28 days")
  // would hide the answer the clause gives.
  for (const candidate of candidates) {
    const tail = topicTail(candidate, vocabulary);
    const rule = tail === undefined ? undefined : declineAfterTopic(tail, vocabulary);
    if (rule) return rule;
  }
  return fieldDecline(candidates[0]!, vocabulary, (value) => declineAfterTopic(value, vocabulary));
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * A clause with no letter and no digit ("🙂", "🙏🙂", "♥"): an emoji or sign that closes a chatty answer, in any
 * language, says nothing, so it is no claim that would make a decline partial.
 */
const symbolsOnly = (text: string | undefined) => text !== undefined && text !== '' && !LETTER_OR_DIGIT.test(text);

/**
 * The filler rule a clause that does not refuse matches, if any; last, `layout` for a clause on a line that is only
 * layout (a heading, a source note, a salutation, a sign-off), which makes no claim.
 */
function fillerRule(
  candidates: readonly string[],
  question: boolean,
  vocabulary: CompiledRefusalVocabulary,
  layout = false,
): string | undefined {
  if (question) return 'question';
  if (candidates.at(-1) === '') return 'lead-in';
  if (symbolsOnly(candidates[0])) return 'symbols-only';
  // As for justifications: a filler that forbids numbers ("please call the helpline", not "the desk closes at 9")
  // is read again without its telephone numbers, which are where the user is sent, not values.
  return ruleReadWithoutPhones(contextFreeFillers(vocabulary), candidates) ?? (layout ? 'layout' : undefined);
}

// A clause that ends by opening a list ("there are resources, including"): the next clause is its items.
const OPENS_LIST = /(?:\bincluding|\bsuch as|\blike|\bfor example|\be\.g|:)$/u;

/**
 * Whether a clause carries on a filler clause before it ("..., such as a counsellor", "..., including" then the
 * items): then it is one too.
 */
function continuesFiller(
  text: string,
  previous: { kind: RefusalClauseKind; text: string } | undefined,
  vocabulary: CompiledRefusalVocabulary,
): boolean {
  if (previous?.kind !== 'filler') return false;
  const plain = withoutPhones(text);
  if (plain !== text && phoneOnly(plain)) return true;
  if (vocabulary.continuation === null) return false;
  return vocabulary.continuation.test(plain) || (OPENS_LIST.test(previous.text) && !VALUE.test(plain));
}

/**
 * A reason split off the start of a sentence ("Since the leaflet only covers the beginners' course, I can't say
 * whether ...", "由于资料仅涵盖…，无法告知…") explains the decline that follows it in the same sentence, so it makes no
 * claim, unless it holds a value (a number, price or date other than a telephone number). The vocabulary's `reasons`
 * split off only a reason about what the sources cover, so a cause in the world ("As the policy only covers the
 * driver, I can't say whether ...") is never read as one.
 */
function reasonForDecline(clause: { text: string; reason?: boolean }, nextRefuses: boolean): string | undefined {
  return clause.reason === true && nextRefuses && !VALUE.test(withoutPhones(clause.text)) ? 'reason' : undefined;
}

/**
 * In an answer that refuses, reads its claims again: a clause a justification rule matches (a reason, a warning, a
 * redirect) or one that carries on a filler before it (`continuations`) makes no claim. Changes `clauses` in place.
 */
function explainRefusal(
  clauses: RefusalClause[],
  read: readonly {
    candidates: readonly string[];
    exclamation: boolean;
    item: boolean;
    opensList: boolean;
    continues?: boolean;
    reason?: boolean;
  }[],
  vocabulary: CompiledRefusalVocabulary,
): void {
  const items = read.map((r) => r.item);
  clauses.forEach((clause, i) => {
    if (clause.kind !== 'claim') return;
    const rule =
      reasonForDecline({ text: clause.text, reason: read[i]!.reason }, clauses[i + 1]?.kind === 'refusal') ??
      justifiedToItsColon(read[i]!.candidates, vocabulary) ??
      lineReading(
        { ...read[i]!, text: clause.text },
        i,
        { texts: clauses, items, earlier: clauses, previousLine: read[i - 1], next: clauses[i + 1] },
        vocabulary,
      );
    if (rule) clauses[i] = { text: clause.text, kind: 'filler', rule };
    else if (continuesFiller(clause.text, clauses[i - 1], vocabulary)) {
      clauses[i] = { text: clause.text, kind: 'filler', rule: 'continuation' };
    }
  });
}

/** The first clause that is not a filler matches an `opensDecline` justification ("It is illegal to ..."). */
function opensWithJustification(
  clauses: readonly RefusalClause[],
  read: readonly { candidates: readonly string[] }[],
  vocabulary: CompiledRefusalVocabulary,
): boolean {
  const first = clauses.findIndex((c) => c.kind !== 'filler');
  if (first < 0) return false;
  return read[first]!.candidates.some((candidate) =>
    vocabulary.justifications.some((r) => r.opensDecline && matchesRule(r, candidate)),
  );
}

/** The justification rule a clause matches, read also without its telephone numbers (a hotline is no value). */
function justificationRule(candidates: readonly string[], vocabulary: CompiledRefusalVocabulary): string | undefined {
  return ruleReadWithoutPhones(vocabulary.justifications, candidates);
}

/**
 * The justification rule a clause matches in an answer that refuses; for a rule that ends at its own clause
 * (`endsAtColon`), what follows its colon is read on its own (`tailAfterColon`): a claim there makes the whole clause
 * a claim; a decline, a filler, a next step, a telephone number with its frame or a list of short items does not.
 */
function justifiedToItsColon(candidates: readonly string[], vocabulary: CompiledRefusalVocabulary): string | undefined {
  const id = justificationRule(candidates, vocabulary);
  const tail = id === undefined ? undefined : tailAfterColon(candidates, vocabulary.justifications, id);
  if (tail === undefined) return id;
  const rest = leadInCandidates(tail, vocabulary);
  const plain = withoutPhones(tail);
  const claimless =
    predicateless(tail) ||
    (plain !== tail && phoneOnly(plain)) ||
    refusalRule(rest, vocabulary) !== undefined ||
    fillerRule(rest, false, vocabulary) !== undefined ||
    justificationRule(rest, vocabulary) !== undefined ||
    nextStepByForm({ text: tail, exclamation: false }) !== undefined;
  return claimless ? id : undefined;
}

/**
 * The id of the first of `rules` that one of a clause's readings (`candidates`) matches; when none does and the
 * clause has a telephone number, the same readings again without it. The phoneless reading comes only after the
 * clause as written missed, and without the number the frame that led to it ("... call us on: ") ends the clause.
 */
function ruleReadWithoutPhones(rules: readonly CompiledRule[], candidates: readonly string[]): string | undefined {
  const found = firstRule(rules, candidates);
  if (found !== undefined || candidates.length === 0 || withoutPhones(candidates[0]!) === candidates[0]) return found;
  return firstRule(
    rules,
    candidates.map((c) => withoutPhones(c).replace(/[\s,:;-]+$/u, '')),
  );
}

const quote = quoteClause;

/** A clause as `strayClaims` reads it; `justified` marks a filler that a justification rule read. */
interface ReadClause {
  kind: RefusalClauseKind;
  text: string;
  justified?: boolean;
  rule?: string;
}

/**
 * The claims of an answer that opens with a refusal and explains it at length, when they are few enough to be read
 * as part of the explanation (the vocabulary's `strayClaims`); undefined otherwise.
 */
function strayClaimCount(clauses: readonly ReadClause[], vocabulary: CompiledRefusalVocabulary): number | undefined {
  const { share, minClauses } = vocabulary.strayClaims;
  if (share === 0 || clauses.length < minClauses) return undefined;
  // The answer opens with its decline or with the reason for it ("The shooting was not justified."), after any
  // apology or lead-in.
  const lead = clauses.find((c) => c.kind !== 'filler' || c.justified);
  if (lead?.kind !== 'refusal' && !lead?.justified) return undefined;
  let claims = 0;
  for (const c of clauses) {
    if (c.kind !== 'claim') continue;
    if (VALUE.test(withoutPhones(c.text))) return undefined;
    claims++;
  }
  return claims <= share * clauses.length ? claims : undefined;
}

function decide(clauses: RefusalClause[], vocabulary: CompiledRefusalVocabulary, view?: QuestionView): RefusalDecision {
  const refusing = clauses.find((c) => c.kind === 'refusal');
  let claim = clauses.find((c) => c.kind === 'claim');
  if (clauses.length === 0) return { kind: 'answer', claimless: false, reason: 'the answer is empty', clauses };
  const stray =
    refusing && claim
      ? strayClaimCount(
          clauses.map((c) => ({
            ...c,
            justified: c.kind === 'filler' && vocabulary.justifications.some((r) => r.id === c.rule),
          })),
          vocabulary,
        )
      : undefined;
  if (refusing && stray !== undefined) {
    return {
      kind: 'refusal',
      claimless: false,
      reason: `refusal: opens with ${quote(refusing)} (${refusing.rule}) and explains it; ${stray} of ${clauses.length} clauses no rule reads (e.g. ${quote(claim!)}) are taken as part of the explanation`,
      clauses,
    };
  }
  if (refusing && claim && view) {
    readAgainstQuestion(clauses, view);
    claim = clauses.find((c) => c.kind === 'claim');
    const unsure = clauses.find((c) => c.kind === 'uncertain');
    if (!claim && unsure) {
      return {
        kind: 'uncertain',
        claimless: false,
        reason: `uncertain: refuses in ${quote(refusing)} (${refusing.rule}) then says ${quote(unsure)}, ${unsure.rule === 'off-question' ? 'off the question' : "about the question's subject"}, which the grammar reads neither as a redirect nor as an answer`,
        clauses,
      };
    }
  }
  if (refusing && claim) {
    return {
      kind: 'partial',
      claimless: false,
      reason: `partial: refuses in ${quote(refusing)} (${refusing.rule}) but claims ${quote(claim)}`,
      clauses,
    };
  }
  if (refusing) {
    const fillers = clauses.filter((c) => c.kind === 'filler').map((c) => c.rule);
    const rest = fillers.length > 0 ? `; the rest makes no claim (${[...new Set(fillers)].join(', ')})` : '';
    return {
      kind: 'refusal',
      claimless: false,
      reason: `refusal: ${quote(refusing)} (${refusing.rule})${rest}`,
      clauses,
    };
  }
  if (claim) {
    return { kind: 'answer', claimless: false, reason: `answer: no clause refuses; claims ${quote(claim)}`, clauses };
  }
  const fillers = [...new Set(clauses.map((c) => c.rule))].join(', ');
  return {
    kind: 'answer',
    claimless: true,
    reason: `answer: no clause refuses or claims (${fillers}); out of scope it counts as a refusal`,
    clauses,
  };
}

const LANGUAGES = Object.keys(REFUSAL_VOCABULARIES) as RefusalLanguage[];

function chosenVocabulary(options: RefusalOptions, answer: string): RefusalVocabulary | readonly RefusalVocabulary[] {
  const { language, vocabulary } = options;
  if ((options as { markers?: unknown }).markers !== undefined) {
    throw new ConfigError(
      'refusal option `markers` is not an option (bare substrings read factual negatives such as "is not covered" as refusals): write your phrases as rules of a vocabulary (`defineRefusalVocabulary`) and pass it as `vocabulary` (docs/refusals.md)',
    );
  }
  if (vocabulary !== undefined) {
    if (language !== undefined) {
      throw new ConfigError(
        `refusal options: \`language\` (${JSON.stringify(language)}) and \`vocabulary\` cannot be combined: \`vocabulary\` reads every answer. Drop \`language\`, or drop \`vocabulary\` to use the shipped vocabulary of that language (docs/refusals.md, "Languages")`,
      );
    }
    return vocabulary;
  }
  if (language === undefined || language === 'auto') return REFUSAL_VOCABULARIES[detectRefusalLanguage(answer)];
  if (!Object.hasOwn(REFUSAL_VOCABULARIES, language)) {
    throw new ConfigError(
      `refusal option \`language\`: ${JSON.stringify(language)} is not a shipped language; use 'auto' or one of ${LANGUAGES.map((l) => `'${l}'`).join(', ')}, or pass your own \`vocabulary\` (docs/refusals.md, "Languages")`,
    );
  }
  return REFUSAL_VOCABULARIES[language];
}

// The language detected for the last answer read with the shipped vocabularies ('auto'): a case reads its answer
// twice in a row (its refusal decision, then the judge's).
let lastDetected: { answer: string; compiled: CompiledRefusalVocabulary } | undefined;

function resolveVocabulary(options: RefusalOptions, answer: string): CompiledRefusalVocabulary {
  const auto =
    (options.language === undefined || options.language === 'auto') &&
    options.vocabulary === undefined &&
    (options as { markers?: unknown }).markers === undefined;
  if (auto && lastDetected?.answer === answer) return lastDetected.compiled;
  const compiled = compiledVocabulary(options, answer);
  if (auto) lastDetected = { answer, compiled };
  return compiled;
}

function compiledVocabulary(options: RefusalOptions, answer: string): CompiledRefusalVocabulary {
  const vocabulary = chosenVocabulary(options, answer);
  const compiled = compileRefusalVocabularies(
    Array.isArray(vocabulary) ? vocabulary : [vocabulary as RefusalVocabulary],
  );
  warmVocabulary(compiled);
  return compiled;
}

/**
 * Classifies an answer as `refusal`, `partial` or `answer`, with the reason and each clause's reading.
 *
 * @example
 * classifyRefusal("The context doesn't say. Please contact support.").kind; // 'refusal'
 * classifyRefusal("I don't know the fee, but shipping takes 5 days.").kind; // 'partial'
 * classifyRefusal('No, accidental damage is not covered by the warranty.').kind; // 'answer'
 */
export function classifyRefusal(answer: string, options: RefusalOptions = {}): RefusalDecision {
  const unread = isAuto(options) ? unreadScript(answer) : undefined;
  if (unread) {
    return {
      kind: 'uncertain',
      claimless: false,
      reason: `uncertain: the answer is written in ${unread}, which no shipped refusal vocabulary reads (pass a \`vocabulary\` for its language)`,
      clauses: [],
    };
  }
  const vocabulary = resolveVocabulary(options, answer);
  const read = joinedClauses(answer, vocabulary, refusalRule, leadInCandidates).map(
    ({ text, question, exclamation, item, opensList, continues, layout, reason }) => ({
      text,
      candidates: leadInCandidates(text, vocabulary),
      question,
      exclamation,
      item,
      opensList,
      continues,
      layout,
      reason,
    }),
  );
  const rules = read.map(({ candidates }) => refusalRule(candidates, vocabulary));
  const texts = read.map((r) => r.text);
  const clauses = read.map(({ text, candidates, question, layout }, i): RefusalClause => {
    const refusal = rules[i];
    if (refusal && !checklistNotApplicable(texts, i, (j) => rules[j] !== undefined)) {
      return { text, kind: 'refusal', rule: refusal };
    }
    if (refusal) return { text, kind: 'claim' };
    const filler = fillerRule(candidates, question, vocabulary, layout);
    return filler ? { text, kind: 'filler', rule: filler } : { text, kind: 'claim' };
  });
  if (clauses.some((c) => c.kind === 'refusal') || opensWithJustification(clauses, read, vocabulary)) {
    explainRefusal(clauses, read, vocabulary);
  }
  readQuotesAndReasoning(answer, clauses, vocabulary);
  const view =
    options.question !== undefined && options.question.trim() !== ''
      ? questionView(options.question, answer, vocabulary)
      : undefined;
  const decision = decide(clauses, vocabulary, view);
  if (!usesModel(options)) return decision;
  return withDeclineModel(usesStatementModel(options) ? withStatementModel(decision, vocabulary) : decision, answer);
}

const usesModel = (options: RefusalOptions) => options.declineModel !== false && options.vocabulary === undefined;

/**
 * Whether the statement model has a say: `statementModel` (default STATEMENT_MODEL_DEFAULT), where the decline model
 * does.
 */
const usesStatementModel = (options: RefusalOptions) =>
  usesModel(options) && (options.statementModel ?? STATEMENT_MODEL_DEFAULT);

/**
 * Whether the answer is a refusal only because the statement model settled the grammar's `uncertain` reading (with
 * `statementModel: false` it would be `uncertain`): it declines the question, but its statements beside the decline
 * are still claims for faithfulness.
 */
export function settledByStatementModel(answer: string, options: RefusalOptions = {}): boolean {
  if (!usesStatementModel(options) || options.question === undefined) return false;
  return (
    refusalReading(answer, options) === 'refusal' &&
    refusalReading(answer, { ...options, statementModel: false }) === 'uncertain'
  );
}

/**
 * `options` with the decline model off: the grammar alone. The judges read clauses with it (the model speaks on whole
 * answers, for a case's refusal decision).
 */
export const grammarOnly = (options: RefusalOptions = {}): RefusalOptions => ({ ...options, declineModel: false });

/**
 * `withDeclineModel` for `refusalReading`'s three-way reading: the grammar's whole reading runs only when the model
 * reads a decline, and the model's probability is computed once.
 */
function readingWithModel(
  reading: 'refusal' | 'uncertain' | 'other',
  answer: string,
  options: RefusalOptions,
): 'refusal' | 'uncertain' | 'other' {
  if (reading === 'refusal' || !usesModel(options)) return reading;
  const p = declineProbabilityIfLongEnough(answer);
  if (p === undefined || p <= MODEL_DECLINE) return reading;
  const grammar = classifyRefusal(answer, grammarOnly(options));
  const kind = withDeclineModel(grammar, answer, p).kind;
  return kind === 'refusal' || kind === 'uncertain' ? kind : reading;
}

const isAuto = (options: RefusalOptions) =>
  (options.language === undefined || options.language === 'auto') && options.vocabulary === undefined;

// Scripts no shipped vocabulary reads, by name for the reason.
const UNREAD_SCRIPTS: readonly (readonly [string, RegExp])[] = [
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Hangul', /\p{Script=Hangul}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Thai', /\p{Script=Thai}/u],
];
const READ_SCRIPT = /[\p{Script=Latin}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const ANY_LETTER = /\p{L}/gu;

/**
 * The script an answer is mostly written in when no shipped vocabulary reads it (more of its letters, over its first
 * 600 characters, outside Latin, Han and kana than inside); undefined otherwise.
 */
function unreadScript(answer: string): string | undefined {
  const head = answer.length > 600 ? answer.slice(0, 600) : answer;
  if (!/[\u0250-\uffff]/u.test(head)) return undefined;
  let read = 0;
  let other = 0;
  for (const [letter] of head.matchAll(ANY_LETTER)) {
    if (READ_SCRIPT.test(letter)) read++;
    else other++;
  }
  if (other <= read) return undefined;
  return UNREAD_SCRIPTS.find(([, re]) => re.test(head))?.[0] ?? 'a script';
}

// A case reads its answer twice in a row (the case's refusal decision, then the judge's): the last reading per
// vocabulary is kept.
const lastReading = new WeakMap<
  CompiledRefusalVocabulary,
  { answer: string; question: string | undefined; model: number; reading: 'refusal' | 'uncertain' | 'other' }
>();

/**
 * True when the answer refuses as a whole: some clause refuses and no clause makes a claim. "The context does not
 * mention the stock price. Please contact support." is a refusal; "I don't know, but you have 60 days" is partial
 * (judged); "No, accidental damage is not covered by the warranty." is a claim.
 */
export function isRefusal(answer: string, options: RefusalOptions = {}): boolean {
  return refusalReading(answer, options) === 'refusal';
}

/**
 * `isRefusal` with the undecided kept apart: `uncertain` when `classifyRefusal` would say so (an answer in a
 * script no shipped vocabulary reads; with a question, a decline beside statements with no number or name, or beside a
 * claim answering part of it which the model reads as a decline; an answer the decline model leans to reading as a
 * decline without being sure). Read as fast as `isRefusal`: the whole
 * reading runs only when a refusing clause is followed by claims or the decline model has a say.
 */
export function refusalReading(answer: string, options: RefusalOptions = {}): 'refusal' | 'uncertain' | 'other' {
  if (isAuto(options) && unreadScript(answer)) return 'uncertain';
  const vocabulary = resolveVocabulary(options, answer);
  const last = lastReading.get(vocabulary);
  // 0: the grammar alone; 1: with the decline model; 2: with the statement model too.
  const model = usesModel(options) ? (usesStatementModel(options) ? 2 : 1) : 0;
  if (last?.answer === answer && last.question === options.question && last.model === model) return last.reading;
  const read = readsAsRefusal(answer, vocabulary);
  let reading: 'refusal' | 'uncertain' | 'other' = read === true ? 'refusal' : 'other';
  // Claims after a decline may be off the question or about it, or a quote or reasoning: only the whole reading knows
  // (and it has the decline model's say already).
  if (needsWholeReading(read, answer, options.question)) {
    const kind = classifyRefusal(answer, options).kind;
    reading = kind === 'refusal' || kind === 'uncertain' ? kind : 'other';
  } else reading = readingWithModel(reading, answer, options);
  lastReading.set(vocabulary, { answer, question: options.question, model, reading });
  return reading;
}

/**
 * The same decision as classifyRefusal without a question (`claims`: some clause refuses and claims remain),
 * without splitting an answer that holds no cue word at all (every clause is
 * a substring of the rewritten text) and without reading fillers unless some clause refuses.
 */
function readsAsRefusal(answer: string, vocabulary: CompiledRefusalVocabulary): boolean | 'claims' {
  const rewritten = vocabulary.cue ? rewriteAnswer(answer, vocabulary) : '';
  if (vocabulary.cue && !vocabulary.cue.test(rewritten) && !foreignCue(rewritten, vocabulary)) return false;
  const clauses = joinedClauses(answer, vocabulary, refusalRule, leadInCandidates).map((c) => ({
    ...c,
    candidates: leadInCandidates(c.text, vocabulary),
  }));
  const declines = clauses.map((c) => refusalRule(c.candidates, vocabulary) !== undefined);
  const texts = clauses.map((c) => c.text);
  const refusing = declines.map((d, i) => d && !checklistNotApplicable(texts, i, (j) => declines[j] === true));
  if (!refusing.includes(true)) return false;
  const kinds: ReadClause[] = [];
  const items = clauses.map((c) => c.item);
  for (const [i, c] of clauses.entries()) {
    let read: ReadClause;
    const filler = refusing[i] ? undefined : fillerRule(c.candidates, c.question, vocabulary, c.layout);
    if (refusing[i]) read = { kind: 'refusal', text: c.text };
    else if (filler !== undefined) {
      read = { kind: 'filler', text: c.text, rule: filler };
    } else if (reasonForDecline(c, refusing[i + 1] === true)) {
      read = { kind: 'filler', text: c.text };
    } else {
      const justification = justifiedToItsColon(c.candidates, vocabulary);
      const item = justification
        ? undefined
        : lineReading(
            c,
            i,
            {
              texts: clauses,
              items,
              earlier: kinds,
              previousLine: clauses[i - 1],
              next: refusing[i + 1] ? { kind: 'refusal' } : undefined,
            },
            vocabulary,
          );
      if (justification) read = { kind: 'filler', text: c.text, justified: true, rule: justification };
      else if (item) read = { kind: 'filler', text: c.text, rule: item };
      else if (continuesFiller(c.text, kinds.at(-1), vocabulary)) read = { kind: 'filler', text: c.text };
      else if (vocabulary.strayClaims.share === 0) return 'claims';
      else read = { kind: 'claim', text: c.text };
    }
    kinds.push(read);
  }
  return kinds.every((c) => c.kind !== 'claim') || strayClaimCount(kinds, vocabulary) !== undefined || 'claims';
}

/**
 * Checks that every rule of a vocabulary recognises its own `example` (read with that vocabulary alone). Returns
 * the problems, empty when all is well; call it in a test of your own vocabulary.
 *
 * @example
 * expect(checkRefusalVocabulary(myVocabulary)).toEqual([]);
 */
export function checkRefusalVocabulary(vocabulary: RefusalVocabulary): string[] {
  const problems: string[] = [];
  const decline = vocabulary.refusals[0]?.example ?? '';
  const rules = [...vocabulary.refusals, ...(vocabulary.fillers ?? [])].map((rule) => ({ rule, text: rule.example }));
  for (const rule of vocabulary.justifications ?? []) rules.push({ rule, text: `${decline} ${rule.example}` });
  for (const { rule, text } of rules) {
    const decision = classifyRefusal(text, { vocabulary });
    if (!decision.clauses.some((c) => c.rule === rule.id)) {
      problems.push(
        `refusal vocabulary "${vocabulary.language}": rule "${rule.id}" does not recognise its example "${rule.example}" (read as: ${decision.reason})`,
      );
    }
  }
  return problems;
}
