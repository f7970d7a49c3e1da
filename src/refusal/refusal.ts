/**
 * Refusal as a specified classifier (docs/refusals.md). An answer is split into clauses; each clause refuses
 * (it speaks about the assistant's knowledge or the sources: "I don't know", "the context does not mention the
 * fee", "it is not possible to determine"; or declines: "I can't assist with that"), makes no claim (an apology, a
 * suggestion to contact support, an offer to help, "Sources: none", a question back), or is a claim. An answer is a
 * refusal when some clause refuses and none claims, partial when it refuses and claims, an answer otherwise.
 */

import { ConfigError } from '../errors.js';
import { rewriteAnswer, splitRefusalClauses } from './refusal-clauses.js';
import { detectRefusalLanguage, REFUSAL_VOCABULARIES, type RefusalLanguage } from './refusal-languages.js';
import {
  type CompiledRefusalVocabulary,
  compileRefusalVocabularies,
  matchesRule,
  type RefusalVocabulary,
  warmVocabulary,
} from './refusal-vocabulary.js';

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
}

/** What a clause of an answer does. */
export type RefusalClauseKind = 'refusal' | 'filler' | 'claim';

export interface RefusalClause {
  /** The clause, normalised (lower-case, contractions expanded). */
  text: string;
  kind: RefusalClauseKind;
  /** Id of the vocabulary rule that decided (`source-silent`, `apology`, `question`...); absent for a claim. */
  rule?: string;
}

/**
 * The refusal decision for a whole answer: `refusal` (refuses, claims nothing), `partial` (refuses one part and
 * answers another: judged like an answer) or `answer`.
 */
export interface RefusalDecision {
  kind: 'refusal' | 'partial' | 'answer';
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

/** The refusal rule a clause matches (after stripping lead-ins), if any. */
function refusalRule(candidates: readonly string[], vocabulary: CompiledRefusalVocabulary): string | undefined {
  if (vocabulary.cue && !vocabulary.cue.test(candidates[0]!)) return undefined;
  for (const candidate of candidates) {
    const rule = vocabulary.refusals.find((r) => matchesRule(r, candidate));
    if (rule) return rule.id;
  }
  return undefined;
}

/** The filler rule a clause that does not refuse matches, if any. */
function fillerRule(
  candidates: readonly string[],
  question: boolean,
  vocabulary: CompiledRefusalVocabulary,
): string | undefined {
  if (question) return 'question';
  if (candidates.at(-1) === '') return 'lead-in';
  for (const candidate of candidates) {
    const rule = vocabulary.fillers.find((r) => matchesRule(r, candidate));
    if (rule) return rule.id;
  }
  return undefined;
}

// A telephone number ("1-800-273-TALK (8255)", "(555) 010-7788"): where a redirect sends the user, not a value the
// answer states, so it neither blocks a continuation nor counts as a number of a stray claim.
const PHONE =
  /(?:\+?\d{1,3}[ -])?\(?\d{3}\)?[ .-]\d{3}[ .-][\p{L}\d]{4}\b(?: ?\(\d{3,4}\)?)?|\b(?:call|text|dial)(?:ing)?(?: \p{L}+)?(?: to| at)? \d{3,6}\b/gu;
const withoutPhones = (text: string) => (/\d{3}/.test(text) ? text.replace(PHONE, '') : text);

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
  if (previous?.kind !== 'filler' || vocabulary.continuation === null) return false;
  const plain = withoutPhones(text);
  return vocabulary.continuation.test(plain) || (OPENS_LIST.test(previous.text) && !NUMBER.test(plain));
}

/**
 * In an answer that refuses, reads its claims again: a clause a justification rule matches (a reason, a warning, a
 * redirect) or one that carries on a filler before it (`continuations`) makes no claim. Changes `clauses` in place.
 */
function explainRefusal(
  clauses: RefusalClause[],
  read: readonly { candidates: readonly string[] }[],
  vocabulary: CompiledRefusalVocabulary,
): void {
  clauses.forEach((clause, i) => {
    if (clause.kind !== 'claim') return;
    const rule = justificationRule(read[i]!.candidates, vocabulary);
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

function justificationRule(candidates: readonly string[], vocabulary: CompiledRefusalVocabulary): string | undefined {
  for (const candidate of candidates) {
    const rule = vocabulary.justifications.find((r) => matchesRule(r, candidate));
    if (rule) return rule.id;
  }
  return undefined;
}

const quote = (c: RefusalClause) => `"${c.text.length > 80 ? `${c.text.slice(0, 79)}…` : c.text}"`;

const NUMBER = /[\p{N}$€£¥%]/u;

/** A clause as `strayClaims` reads it; `justified` marks a filler that a justification rule read. */
interface ReadClause {
  kind: RefusalClauseKind;
  text: string;
  justified?: boolean;
}

/**
 * The claims of an answer that opens with a refusal and explains it at length, when they are few enough to be read
 * as part of the explanation (the vocabulary's `strayClaims`); undefined otherwise.
 */
function strayClaims(clauses: readonly ReadClause[], vocabulary: CompiledRefusalVocabulary): number | undefined {
  const { share, minClauses } = vocabulary.strayClaims;
  if (share === 0 || clauses.length < minClauses) return undefined;
  // The answer opens with its decline or with the reason for it ("The shooting was not justified."), after any
  // apology or lead-in.
  const lead = clauses.find((c) => c.kind !== 'filler' || c.justified);
  if (lead?.kind !== 'refusal' && !lead?.justified) return undefined;
  let claims = 0;
  for (const c of clauses) {
    if (c.kind !== 'claim') continue;
    if (NUMBER.test(withoutPhones(c.text))) return undefined;
    claims++;
  }
  return claims <= share * clauses.length ? claims : undefined;
}

function decide(clauses: RefusalClause[], vocabulary: CompiledRefusalVocabulary): RefusalDecision {
  const refusing = clauses.find((c) => c.kind === 'refusal');
  const claim = clauses.find((c) => c.kind === 'claim');
  if (clauses.length === 0) return { kind: 'answer', claimless: false, reason: 'the answer is empty', clauses };
  const stray =
    refusing && claim
      ? strayClaims(
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
  const vocabulary = resolveVocabulary(options, answer);
  const read = splitRefusalClauses(answer, vocabulary).map(({ text, question }) => ({
    text,
    candidates: leadInCandidates(text, vocabulary),
    question,
  }));
  const clauses = read.map(({ text, candidates, question }): RefusalClause => {
    const refusal = refusalRule(candidates, vocabulary);
    if (refusal) return { text, kind: 'refusal', rule: refusal };
    const filler = fillerRule(candidates, question, vocabulary);
    return filler ? { text, kind: 'filler', rule: filler } : { text, kind: 'claim' };
  });
  if (clauses.some((c) => c.kind === 'refusal') || opensWithJustification(clauses, read, vocabulary)) {
    explainRefusal(clauses, read, vocabulary);
  }
  return decide(clauses, vocabulary);
}

// A case reads its answer twice in a row (the case's refusal decision, then the judge's): the last reading per
// vocabulary is kept.
const lastReading = new WeakMap<CompiledRefusalVocabulary, { answer: string; refuses: boolean }>();

/**
 * True when the answer refuses as a whole: some clause refuses and no clause makes a claim. "The context does not
 * mention the stock price. Please contact support." is a refusal; "I don't know, but you have 60 days" is partial
 * (judged); "No, accidental damage is not covered by the warranty." is a claim.
 */
export function isRefusal(answer: string, options: RefusalOptions = {}): boolean {
  const vocabulary = resolveVocabulary(options, answer);
  const last = lastReading.get(vocabulary);
  if (last?.answer === answer) return last.refuses;
  const refuses = readsAsRefusal(answer, vocabulary);
  lastReading.set(vocabulary, { answer, refuses });
  return refuses;
}

/**
 * The same decision as classifyRefusal, without splitting an answer that holds no cue word at all (every clause is
 * a substring of the rewritten text) and without reading fillers unless some clause refuses.
 */
function readsAsRefusal(answer: string, vocabulary: CompiledRefusalVocabulary): boolean {
  if (vocabulary.cue && !vocabulary.cue.test(rewriteAnswer(answer, vocabulary))) return false;
  const clauses = splitRefusalClauses(answer, vocabulary).map((c) => ({
    ...c,
    candidates: leadInCandidates(c.text, vocabulary),
  }));
  const refusing = clauses.map((c) => refusalRule(c.candidates, vocabulary) !== undefined);
  if (!refusing.includes(true)) return false;
  const kinds: ReadClause[] = [];
  for (const [i, c] of clauses.entries()) {
    let read: ReadClause;
    if (refusing[i]) read = { kind: 'refusal', text: c.text };
    else if (fillerRule(c.candidates, c.question, vocabulary) !== undefined) read = { kind: 'filler', text: c.text };
    else if (justificationRule(c.candidates, vocabulary) !== undefined)
      read = { kind: 'filler', text: c.text, justified: true };
    else if (continuesFiller(c.text, kinds.at(-1), vocabulary)) read = { kind: 'filler', text: c.text };
    else if (vocabulary.strayClaims.share === 0) return false;
    else read = { kind: 'claim', text: c.text };
    kinds.push(read);
  }
  return kinds.every((c) => c.kind !== 'claim') || strayClaims(kinds, vocabulary) !== undefined;
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
