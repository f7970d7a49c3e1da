/**
 * Citation markers in an answer (`[1]`, `[1, 3]`, `[1][3]`, `[^1]`, `^1`, `【1】`, `【3†source】`, `[doc_3]`), each
 * with the sentence it is attached to, and their resolution to the contexts the app returned. One pass over the
 * text with a bounded look-ahead per bracket: linear time (the bounded-cost fuzz test runs it).
 */

/** One marker as written, with the references it holds (`[1, 3]` holds "1" and "3"). */
export interface FoundMarker {
  /** The marker as written. */
  text: string;
  /** The references inside it, without brackets: `"1"`, `"doc_3"`. */
  refs: string[];
  start: number;
  end: number;
}

/** A sentence of the answer with the markers attached to it. */
export interface MarkedSentence {
  /** The sentence without its markers, whitespace collapsed. */
  text: string;
  start: number;
  end: number;
  markers: FoundMarker[];
}

export interface CitationScan {
  markers: FoundMarker[];
  /** The sentences that carry at least one marker, in order. */
  sentences: MarkedSentence[];
}

export interface ScanCitationsOptions {
  /**
   * References that are markers whatever their shape: the returned contexts' ids and the keys of the adapter's
   * `citations` map. A bracketed word without a digit (`[policy]`) is a marker only when it is one of them, so
   * `[sic]` or `[Note]` are not.
   */
  ids?: ReadonlySet<string>;
}

/** Longest bracket content read as a marker: ids are short, and the look-ahead stays bounded. */
const MAX_MARKER = 80;
const NUMBER_LIST = /^\d{1,4}(?:\s*[,;]\s*\d{1,4})*$/;
const NUMBER_RANGE = /^(\d{1,4})\s*[-–]\s*(\d{1,4})$/;
const FOOTNOTE = /^\^(\d{1,4})$/;
const ID_SHAPE = /^[A-Za-z][\w.:#/-]*$/;
const LONGEST_RANGE = 20;
const SENTENCE_END = '.!?。！？';

/** The references a square-bracket content holds, or undefined when it is no marker. */
function bracketRefs(content: string, ids: ReadonlySet<string> | undefined): string[] | undefined {
  if (NUMBER_LIST.test(content)) return content.split(/\s*[,;]\s*/);
  const range = NUMBER_RANGE.exec(content);
  if (range) {
    const from = Number(range[1]);
    const to = Number(range[2]);
    if (to < from || to - from >= LONGEST_RANGE) return undefined;
    return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
  }
  const footnote = FOOTNOTE.exec(content);
  if (footnote) return [footnote[1] as string];
  if (ids?.has(content)) return [content];
  // An id written like one ("doc_3", "chunk-7", "kb:12"): a digit, and not a version ("v2.1") or a decimal.
  if (ID_SHAPE.test(content) && /\d/.test(content) && !/^v?\d+(?:\.\d+)+$/i.test(content)) return [content];
  return undefined;
}

/** The marker opening at `at`, if any. */
function markerAt(text: string, at: number, ids: ReadonlySet<string> | undefined): FoundMarker | undefined {
  const c = text[at];
  if (c === '[') {
    let close = at + 1;
    const limit = Math.min(text.length, at + 2 + MAX_MARKER);
    while (close < limit && text[close] !== ']' && text[close] !== '[' && text[close] !== '\n') close++;
    if (text[close] !== ']') return undefined;
    // A Markdown link or image text ("[1](https://...)") is no marker.
    if (text[close + 1] === '(') return undefined;
    const refs = bracketRefs(text.slice(at + 1, close).trim(), ids);
    return refs ? { text: text.slice(at, close + 1), refs, start: at, end: close + 1 } : undefined;
  }
  if (c === '【') {
    const match = /^【(\d{1,4})(?:[:†][^】\n]{0,40})?】/.exec(text.slice(at, at + 50));
    return match ? { text: match[0], refs: [match[1] as string], start: at, end: at + match[0].length } : undefined;
  }
  if (c === '^') {
    // "^1" after a space or a sentence's punctuation; "m^2" and "2^10" are exponents.
    const before = text[at - 1];
    if (before !== undefined && !/[\s.,;:!?)"'”’]/.test(before)) return undefined;
    const match = /^\^(\d{1,3})(?![\w.,]\d)/.exec(text.slice(at, at + 5));
    if (!match || /\w/.test(text[at + match[0].length] ?? '')) return undefined;
    return { text: match[0], refs: [match[1] as string], start: at, end: at + match[0].length };
  }
  return undefined;
}

const MARKER_OPENERS = /[[【^]/;

/** Whether `text` holds a character a citation marker opens with ("[", "【", "^"): without one it has no marker. */
export const hasMarkerOpener = (text: string): boolean => MARKER_OPENERS.test(text);
const isSpace = (c: string | undefined) => c === ' ' || c === '\t' || c === '\u00a0';

/**
 * The citation markers of `text` and the sentences they are attached to. A marker belongs to the sentence it ends
 * or sits in; markers right after a sentence's closing punctuation ("... 30 days. [2]") belong to that sentence.
 *
 * @example
 * scanCitations('Refunds take 30 days [2]. Shipping is free.[1][3]').sentences.map((s) => [s.text, s.markers.length])
 * // => [['Refunds take 30 days.', 1], ['Shipping is free.', 2]]
 */
export function scanCitations(text: string, options: ScanCitationsOptions = {}): CitationScan {
  // Most answers cite nothing: none of the characters a marker opens with, nothing to read character by character.
  if (!hasMarkerOpener(text)) return { markers: [], sentences: [] };
  const markers: FoundMarker[] = [];
  const sentences: MarkedSentence[] = [];
  let sentenceStart = 0;
  let pending: FoundMarker[] = [];
  const close = (end: number) => {
    if (pending.length > 0) sentences.push(markedSentence(text, sentenceStart, end, pending));
    pending = [];
    sentenceStart = end;
  };
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    const marker = c === '[' || c === '【' || c === '^' ? markerAt(text, i, options.ids) : undefined;
    if (marker) {
      markers.push(marker);
      pending.push(marker);
      i = marker.end;
      continue;
    }
    if (c === '\n') {
      close(i + 1);
    } else if (SENTENCE_END.includes(c) && sentenceEnds(text, i + 1)) {
      // Markers right after the punctuation, on the same line, are this sentence's.
      let end = i + 1;
      for (;;) {
        let j = end;
        while (isSpace(text[j])) j++;
        const next = markerAt(text, j, options.ids);
        if (!next) break;
        markers.push(next);
        pending.push(next);
        end = next.end;
      }
      close(end);
      i = end;
      continue;
    }
    i++;
  }
  close(text.length);
  return { markers, sentences };
}

/** Whether punctuation just before `at` ends a sentence: followed by a space, a line end, the end or a marker. */
function sentenceEnds(text: string, at: number): boolean {
  const next = text[at];
  return next === undefined || /\s/.test(next) || next === '[' || next === '【' || next === '^' || next === '"';
}

function markedSentence(text: string, start: number, end: number, markers: FoundMarker[]): MarkedSentence {
  let plain = '';
  let from = start;
  for (const m of markers) {
    plain += text.slice(from, m.start);
    from = m.end;
  }
  plain += text.slice(from, end);
  const clean = plain
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?。！？])/g, '$1')
    .trim();
  return { text: clean, start, end, markers };
}

/** Where a reference points: the 1-based position and id of a returned context. */
export interface ResolvedCitation {
  position: number;
  id: string;
}

/**
 * Resolves one marker reference against the returned contexts, in order: the adapter's `citations` map (marker ->
 * context id) when it names the reference; else a number is the 1-based position in `contexts`; else the reference
 * is a context's id (`rawIds`, the ids as the app returned them before a `contextId` hook, count too). Undefined
 * when it points at no returned context.
 */
export function resolveCitation(
  ref: string,
  contexts: readonly { id: string }[],
  options: { citations?: Readonly<Record<string, string>>; rawIds?: readonly string[] } = {},
): ResolvedCitation | undefined {
  const byId = (id: string): ResolvedCitation | undefined => {
    let at = contexts.findIndex((c) => c.id === id);
    if (at < 0 && options.rawIds) at = options.rawIds.indexOf(id);
    const context = contexts[at];
    return context ? { position: at + 1, id: context.id } : undefined;
  };
  const mapped = options.citations && Object.hasOwn(options.citations, ref) ? options.citations[ref] : undefined;
  if (mapped !== undefined) return byId(mapped);
  if (/^\d+$/.test(ref)) {
    const position = Number(ref);
    const context = contexts[position - 1];
    return position >= 1 && context ? { position, id: context.id } : undefined;
  }
  return byId(ref);
}
