/**
 * Text analysis for the heuristic judge: one pass over a text gives its sentences, each with its terms (stemmed
 * content words, canonical numbers and codes), its clauses and their negators, and whether it refers back with a
 * pronoun.
 */
import { UPPER_START, type Word, wordOf } from './heuristic-words.js';

// One pass over a text finds: a number with separators (6.213, 1,200, 07:45), a word (letters/digits,
// hyphen-joined), clause punctuation, and sentence ends: `.!?` before space and anything but a lower-case word or a
// digit, `.!?` glued to a capital after a word ("century.First"), or a line break.
const TOKEN =
  /\d+(?:[.,:]\d+)+|[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*|[,;:()]|[.!?]+(?=\s+[^\s\p{Ll}\d]|\s*$)|(?<=[\p{Ll}\d)"'])[.!?](?=["']?\p{Lu})|\n/gu;
// The same for ASCII text, which most contexts are: the non-Unicode regex runs about twice as fast.
const TOKEN_ASCII =
  /\d+(?:[.,:]\d+)+|[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*|[,;:()]|[.!?]+(?=\s+[^\sa-z\d]|\s*$)|(?<=[a-z\d)"'])[.!?](?=["']?[A-Z])|\n/g;
const NON_ASCII = /[^\t\n\r\x20-\x7E]/;

/** One checkable word of a text. */
export interface Term {
  /** As written (case kept), for `missing` and evidence. */
  surface: string;
  /** `surface` lower-cased. */
  lower: string;
  /** Normalised form compared between claim and context: stem, canonical number, or lower-cased code. */
  key: string;
  /** Keys of a hyphenated word's parts (`dutch-belgian` -> `dutch`, `belgian`); empty otherwise. */
  parts: readonly string[];
  /** Key of a hyphenated word written without hyphens (`kick-boxer` -> `kickbox`); empty otherwise. */
  alias: string;
  /** Capitalised inside its sentence, or contains a digit: a name, number or code. */
  name: boolean;
  /** Index of the clause the term is in (see {@link Analysis.clauses}). */
  clause: number;
  /** Capitalised and written right after another capitalised term: part of a multi-word name ("Lake Erie"). */
  joined: boolean;
}

/** A clause of a sentence: where it is and how many negators it has. */
export interface Clause {
  start: number;
  end: number;
  negations: number;
}

/** The analysis of one sentence (or claim). */
export interface Analysis {
  terms: Term[];
  clauses: Clause[];
  /** Has a pronoun ("it", "she", "their"...) that may refer to the sentence before. */
  anaphoric: boolean;
}

interface Sentence extends Analysis {
  text: string;
}

/** Builds the analyses of one text: sentence by sentence, or the whole text as one sentence (a claim). */
class Analyzer {
  readonly sentences: Sentence[] = [];
  private terms: Term[] = [];
  private clauses: Clause[] = [];
  private clause: Clause = { start: 0, end: 0, negations: 0 };
  private anaphoric = false;
  private lastTerm = -2;
  private firstWord = -1;
  private start = 0;
  private count = 0;
  private previous: Word | undefined;

  constructor(private readonly text: string) {
    this.reset(0);
  }

  private reset(start: number): void {
    this.start = start;
    this.terms = [];
    this.clause = { start: 0, end: 0, negations: 0 };
    this.clauses = [this.clause];
    this.anaphoric = false;
    this.lastTerm = -2;
    this.firstWord = -1;
    this.count = 0;
    this.previous = undefined;
  }

  private breakClause(at: number): void {
    this.clause.end = at - this.start;
    this.clause = { start: at - this.start, end: 0, negations: 0 };
    this.clauses.push(this.clause);
  }

  /** Ends the current sentence at `end` (exclusive); the next one starts at `next`. */
  endSentence(end: number, next: number): void {
    const raw = this.text.slice(this.start, end);
    const text = raw.trimEnd();
    if (this.count > 0 && text.trim().length > 0) {
      this.clause.end = text.length;
      // A capitalised first word is a name when the next term is one too ("Saturday Night Live") or it is alone.
      const [head, second] = this.terms;
      if (head && !head.name && UPPER_START.test(head.surface) && (!second || second.name)) head.name = true;
      const lead = raw.length - raw.trimStart().length;
      for (const c of this.clauses) {
        c.start = Math.max(0, c.start - lead);
        c.end = Math.max(c.start, Math.min(c.end, text.length) - lead);
      }
      this.sentences.push({
        text: text.trimStart(),
        terms: this.terms,
        clauses: this.clauses,
        anaphoric: this.anaphoric,
      });
    }
    this.reset(next);
  }

  /** Adds one token; `following` is the next token's word, needed to tell a list's "and" from a clause's. */
  token(surface: string, at: number, word: Word, following: Word | undefined): void {
    const i = this.count++;
    const previous = this.previous;
    this.previous = word;
    if (word.role === 'punctuation') {
      this.breakClause(at);
      return;
    }
    if (this.firstWord < 0) this.firstWord = i;
    if (word.role === 'negator') {
      if (i === this.firstWord || !word.capital) this.clause.negations++;
    } else if (word.role === 'and') {
      if (!(previous?.listItem && following?.listItem)) this.breakClause(at);
    } else if (word.role === 'break') this.breakClause(at);
    else if (word.role === 'anaphor') this.anaphoric = true;
    else if (word.role === 'term' && !(word.lower === 'longer' && previous?.lower === 'no')) {
      this.terms.push({
        surface,
        lower: word.lower,
        key: word.key,
        parts: word.parts,
        alias: word.alias,
        name: word.alwaysName || (word.capital && i !== this.firstWord),
        clause: this.clauses.length - 1,
        joined: this.lastTerm === i - 1 && word.capital && previous?.capital === true,
      });
      this.lastTerm = i;
    }
  }
}

function analyze(text: string, split: boolean): Sentence[] {
  const analyzer = new Analyzer(text);
  // match() + indexOf() allocates far less than matchAll()'s match objects; this loop runs for every context.
  const surfaces = text.match(NON_ASCII.test(text) ? TOKEN : TOKEN_ASCII) ?? [];
  const words = surfaces.map(wordOf);
  let at = 0;
  surfaces.forEach((surface, i) => {
    at = text.indexOf(surface, at);
    const word = words[i] as Word;
    const end = at + surface.length;
    if (word.role !== 'end') analyzer.token(surface, at, word, words[i + 1]);
    else if (split) analyzer.endSentence(end, end);
    at = end;
  });
  analyzer.endSentence(text.length, text.length);
  return analyzer.sentences;
}

/**
 * The sentences of a prepared text with their terms, in one pass. A sentence ends at `.`, `!` or `?` followed by
 * space and anything but a lower-case word or a digit ("No. 1" goes on), at a full stop glued to a capital
 * ("century.First", "1987.Hot"), or at a line break.
 */
export function analyzeText(text: string): Sentence[] {
  return analyze(text, true);
}

/**
 * The terms of one sentence (or claim), in order, split into clauses at `, ; : ( )` and clause-breaking words
 * ("and", "but", "which"...), with each clause's negators counted (`no longer` is one negator). "and" between two
 * names or numbers joins a list ("Arts and Sciences", "2 and 8"), not two clauses; a capitalised negator inside a
 * sentence belongs to a title ("Rebel Without a Cause").
 */
export function analyzeSentence(sentence: string): Analysis {
  return (
    analyze(sentence, false)[0] ?? {
      terms: [],
      clauses: [{ start: 0, end: sentence.length, negations: 0 }],
      anaphoric: false,
    }
  );
}
