import { describe, expect, test } from 'vitest';
import { resolveCitation, scanCitations } from './citations.js';

/** [sentence without markers, refs of its markers] for each marked sentence. */
const summary = (text: string, ids?: string[]) =>
  scanCitations(text, ids ? { ids: new Set(ids) } : {}).sentences.map((s) => [
    s.text,
    s.markers.flatMap((m) => m.refs),
  ]);

describe('scanCitations finds markers and the sentence each is attached to', () => {
  test.for([
    ['a number', 'Refunds take 30 days [2]. Shipping is free.', [['Refunds take 30 days.', ['2']]]],
    ['a list in one bracket', 'Refunds take 30 days [1, 3].', [['Refunds take 30 days.', ['1', '3']]]],
    ['adjacent brackets', 'Refunds take 30 days [1][3].', [['Refunds take 30 days.', ['1', '3']]]],
    ['a range', 'Refunds take 30 days [2-4].', [['Refunds take 30 days.', ['2', '3', '4']]]],
    ['an id', 'Refunds take 30 days [doc_3].', [['Refunds take 30 days.', ['doc_3']]]],
    ['an id with a dash', 'Refunds take 30 days [chunk-7].', [['Refunds take 30 days.', ['chunk-7']]]],
    ['full-width brackets', 'Refunds take 30 days【1】.', [['Refunds take 30 days.', ['1']]]],
    ['an OpenAI file citation', 'Refunds take 30 days【4:0†source】.', [['Refunds take 30 days.', ['4']]]],
    ['a caret', 'Refunds take 30 days ^1.', [['Refunds take 30 days.', ['1']]]],
    ['a footnote', 'Refunds take 30 days.[^1]', [['Refunds take 30 days.', ['1']]]],
    [
      'markers after the period belong to the sentence before',
      'Refunds take 30 days. [2] Shipping is free. [1]',
      [
        ['Refunds take 30 days.', ['2']],
        ['Shipping is free.', ['1']],
      ],
    ],
    [
      'a marker inside a sentence',
      'Refunds [2] take 30 days, shipping is free [1]!',
      [['Refunds take 30 days, shipping is free!', ['2', '1']]],
    ],
    ['list items end at a line break', '- Refunds [1]\n- Shipping', [['- Refunds', ['1']]]],
    [
      'a context id without a digit, when it is returned',
      'See the policy [policy].',
      [['See the policy.', ['policy']]],
    ],
  ] as const)('%s', ([, text, expected]) => {
    expect(summary(text, ['policy'])).toEqual(expected);
  });

  test.for([
    ['a word in brackets', 'He said [sic] it was free.'],
    ['a bracketed word that is no returned id', 'See the policy [policy].'],
    ['a Markdown link', 'See [1](https://example.com/1).'],
    ['a version', 'Fixed in [v2.4.1] and [2.1].'],
    ['exponents', 'The room is 12 m^2, or 2^10 tiles.'],
    ['brackets with words', 'Pay within [30 days].'],
    ['a range written backwards or too long', 'See [4-2] or [1-99].'],
  ] as const)('finds no marker in %s', ([, text]) => {
    expect(scanCitations(text).markers).toEqual([]);
  });

  test('offsets point at the markers as written', () => {
    const text = 'Free [1]. Fast【2】.';
    expect(scanCitations(text).markers.map((m) => text.slice(m.start, m.end))).toEqual(['[1]', '【2】']);
  });
});

describe('resolveCitation', () => {
  const contexts = [{ id: 'doc-3' }, { id: 'doc-7' }, { id: 'doc_9' }];
  test.for([
    ['a number is a 1-based position', '2', {}, { position: 2, id: 'doc-7' }],
    ['a number past the contexts resolves to none', '4', {}, undefined],
    ['0 resolves to none', '0', {}, undefined],
    ['an id is a returned id', 'doc_9', {}, { position: 3, id: 'doc_9' }],
    ['an id no context has resolves to none', 'doc-4', {}, undefined],
    ['the map wins over the position', '1', { citations: { '1': 'doc-7' } }, { position: 2, id: 'doc-7' }],
    ['a map entry to an id not returned resolves to none', '1', { citations: { '1': 'doc-1' } }, undefined],
    ['a number the map lacks is still a position', '3', { citations: { '1': 'doc-7' } }, { position: 3, id: 'doc_9' }],
    [
      'an id as the app returned it (before contextId)',
      'raw-9',
      { rawIds: ['raw-3', 'raw-7', 'raw-9'] },
      { position: 3, id: 'doc_9' },
    ],
    ['a map key is not read from the prototype', 'constructor', { citations: {} }, undefined],
  ] as const)('%s', ([, ref, options, expected]) => {
    expect(resolveCitation(ref, contexts, options)).toEqual(expected);
  });
});
