import { describe, expect, test } from 'vitest';
import { createBm25Index } from '../adapter/index.js';
import { validateCases } from '../dataset/index.js';
import { contentTokens, SEARCH_STOP_WORDS } from '../text/index.js';
import type { Chunk } from '../types.js';
import { findFacts } from './facts.js';
import { contentWordShare } from './figures.js';
import { generateDrafts, SKIP_REASONS } from './generate.js';
import { noChunkAnswers } from './out-of-scope.js';

// A made-up company, so no fact here is trivia a model or a web search knows.
const CORPUS: Chunk[] = [
  {
    id: 'leave-1',
    text: 'Parental leave at Quillmere lasts 16 weeks at full pay. Requests go to leave@quillmere.example with form QM-204.',
    title: 'Parental leave',
    source: 'leave.md',
  },
  {
    id: 'leave-2',
    text: 'Unused vacation days expire on March 31 each year; up to five days can be carried over.',
    title: 'Vacation',
    source: 'leave.md',
  },
  {
    id: 'travel-1',
    text: 'Hotel stays are reimbursed up to $180 per night. Book through the "Wayfarer Desk" portal at https://travel.quillmere.example/book.',
    title: 'Travel',
    source: 'travel.md',
  },
  {
    id: 'travel-2',
    text: 'Mileage is paid at 45 cents per kilometre. Claims older than 60 days are refused.',
    title: 'Travel',
    source: 'travel.md',
  },
  {
    id: 'it-1',
    text: 'Laptops are replaced every 4 years by the Brindlecott service team.',
    title: 'Equipment',
    source: 'it.md',
  },
];

function contentWords(text: string): string[] {
  return contentTokens(text, SEARCH_STOP_WORDS);
}

describe('findFacts', () => {
  test('finds durations, money, dates, codes, e-mail addresses, URLs, quoted and rare names, each verbatim', () => {
    const found = CORPUS.flatMap((c) => findFacts(c.text).map((f) => ({ ...f, chunk: c })));
    const byText = new Map(found.map((f) => [f.text, f.kind]));
    expect(byText.get('16 weeks')).toBe('duration');
    expect(byText.get('leave@quillmere.example')).toBe('email');
    expect(byText.get('QM-204')).toBe('code');
    expect(byText.get('March 31')).toBe('date');
    expect(byText.get('$180')).toBe('money');
    expect(byText.get('Wayfarer Desk')).toBe('quoted');
    expect(byText.get('https://travel.quillmere.example/book')).toBe('url');
    expect(byText.get('60 days')).toBe('duration');
    expect(byText.get('Brindlecott')).toBe('name');
    for (const f of found) {
      expect(f.sentence.slice(f.start, f.end)).toBe(f.text);
      expect(f.chunk.text).toContain(f.sentence);
    }
  });

  test('keeps a range written out as one fact', () => {
    expect(findFacts('Delivery takes 3 to 5 business days.').map((f) => f.text)).toEqual(['3 to 5 business days']);
  });

  test('finds no fact in prose with no number, code, address or rare word', () => {
    expect(findFacts('Be kind to your colleagues and ask for help when you need it.')).toEqual([]);
  });
});

describe('generateDrafts', () => {
  const { cases, report } = generateDrafts(CORPUS);
  const inScope = cases.filter((c) => c.golden.length > 0);

  test('writes valid draft cases: draft true, tagged as generated, ids unique', () => {
    expect(() => validateCases(cases, { corpus: CORPUS })).not.toThrow();
    expect(cases.every((c) => c.draft === true && c.tags?.includes('generated'))).toBe(true);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
  });

  test("every in-scope draft's keywords and reference are verbatim in its golden chunk", () => {
    expect(inScope.length).toBeGreaterThanOrEqual(8);
    for (const c of inScope) {
      const chunk = CORPUS.find((ch) => ch.id === c.golden[0]) as Chunk;
      for (const keyword of c.keywords ?? []) expect(chunk.text, c.id).toContain(keyword);
      expect(chunk.text, c.id).toContain(c.reference);
    }
  });

  test('no question repeats its sentence, or holds the fact it asks for', () => {
    for (const c of inScope) {
      const words = contentWords(c.question);
      const sentence = new Set(contentWords(c.reference ?? ''));
      expect(words.filter((w) => sentence.has(w)).length, `${c.question} / ${c.reference}`).toBeLessThan(words.length);
      for (const keyword of c.keywords ?? []) expect(c.question.toLowerCase()).not.toContain(keyword.toLowerCase());
    }
    expect(report.figures.meanShare).not.toBeNull();
    expect(report.figures.meanShare as number).toBeLessThan(1);
  });

  test('reports the facts found and drafted, and the two figures measured on the drafts', () => {
    expect(report.facts).toBeGreaterThanOrEqual(inScope.length);
    expect(report.drafted).toBe(inScope.length);
    expect(report.rows).toHaveLength(inScope.length);
    const index = createBm25Index(CORPUS);
    for (const row of report.rows) {
      const c = cases.find((x) => x.id === row.id);
      const golden = CORPUS.filter((ch) => c?.golden.includes(ch.id));
      expect(row.share).toBe(contentWordShare(c?.question ?? '', golden));
      const hits = index.search(c?.question ?? '', CORPUS.length).map((h) => h.chunk.id);
      expect(row.rank).toBe(hits.findIndex((id) => c?.golden.includes(id)) + 1 || null);
    }
  });

  test('out-of-scope drafts have no golden chunk and none of their own words in the corpus', () => {
    const outOfScope = cases.filter((c) => c.golden.length === 0);
    expect(outOfScope.length).toBeGreaterThanOrEqual(1);
    const index = createBm25Index(CORPUS);
    const corpusTerms = new Set(CORPUS.flatMap((c) => index.terms(`${c.title} ${c.text}`)));
    for (const c of outOfScope) {
      const own = index.terms(c.question).filter((t) => corpusTerms.has(t));
      expect(own.length, c.question).toBeLessThan(index.terms(c.question).length);
      expect(c.tags).toContain('out-of-scope');
    }
  });

  test('is deterministic for a seed', () => {
    expect(generateDrafts(CORPUS, { seed: 's1' })).toEqual(generateDrafts(CORPUS, { seed: 's1' }));
  });

  test('--count spreads the drafts over the documents before taking a second fact of one', () => {
    const few = generateDrafts(CORPUS, { count: 4, outOfScope: 1 });
    const sources = few.cases
      .filter((c) => c.golden.length > 0)
      .map((c) => CORPUS.find((ch) => ch.id === c.golden[0])?.source);
    expect(new Set(sources)).toEqual(new Set(['leave.md', 'travel.md', 'it.md']));
    expect(few.cases).toHaveLength(4);
    expect(few.report.skipped[SKIP_REASONS.count]).toBeGreaterThan(0);
  });
});

describe('a fact stated in several chunks', () => {
  const corpus: Chunk[] = [
    { id: 'a', text: 'Returns of Zephyrine kettles are accepted within 45 days.', source: 'returns.md' },
    { id: 'b', text: 'Reminder: returns of Zephyrine kettles are accepted within 45 days.', source: 'faq.md' },
    { id: 'c', text: 'The Orchard Lane shop opens at 09:00 on weekdays.', source: 'shops.md' },
  ];

  test('is labelled with every chunk stating it, and tagged so', () => {
    const { cases, report } = generateDrafts(corpus);
    const kettle = cases.find((c) => c.keywords?.includes('45 days'));
    expect(kettle?.golden.sort()).toEqual(['a', 'b']);
    expect(kettle?.tags).toContain('fact-in-several-chunks');
    expect(report.severalChunks).toBeGreaterThanOrEqual(1);
  });

  test('is skipped, and the reason counted, with several: skip', () => {
    const { cases, report } = generateDrafts(corpus, { several: 'skip' });
    expect(cases.some((c) => c.keywords?.includes('45 days'))).toBe(false);
    expect(report.skipped[SKIP_REASONS.several]).toBeGreaterThanOrEqual(1);
  });
});

test('a sentence not in English is skipped, and the reason says questions are drafted in English only', () => {
  const corpus: Chunk[] = [
    { id: 'de', text: 'Rücksendungen werden innerhalb von 30 Tagen akzeptiert, sofern die Ware unbenutzt ist.' },
    { id: 'en', text: 'Gift cards from Pellucid Books never expire and hold up to $500.' },
  ];
  const { cases, report } = generateDrafts(corpus);
  expect(report.skipped[SKIP_REASONS.notEnglish]).toBeGreaterThanOrEqual(1);
  expect(cases.some((c) => c.golden.includes('de'))).toBe(false);
  expect(cases.some((c) => c.golden.includes('en'))).toBe(true);
});

test('noChunkAnswers refuses a question whose own words are in the corpus', () => {
  const index = createBm25Index(CORPUS);
  expect(noChunkAnswers(index, 'Does Quillmere have a mobile app?', 'Quillmere')).toBe(true);
  expect(noChunkAnswers(index, 'How long is parental leave at Quillmere?', 'Quillmere')).toBe(false);
});
