import { describe, expect, test } from 'vitest';
import type { Chunk } from '../types.js';
import { jsonl, problems } from './__fixtures__/kit.js';
import { parseCases, validateCases } from './index.js';

const CORPUS: Chunk[] = [
  { id: 'doc_0', text: 'Return within 30 days if unused.', source: 'policy.md' },
  { id: 'doc_1', text: 'Refunds take 30 days.', source: 'policy.md' },
  { id: 'doc_2', text: 'Shipping is free over $50.', source: 'shipping.md' },
  { id: 'doc_3', text: 'Gift cards never expire.', source: 'gifts.md' },
];

const check = (golden: unknown[], corpus?: readonly Chunk[]) =>
  problems(() =>
    parseCases(jsonl({ id: 'a', question: 'q', golden: [] }, { id: 'b', question: 'q', golden }), {
      file: 'c.jsonl',
      format: 'jsonl',
      corpus,
    }),
  );
const accepts = (golden: unknown[], corpus?: readonly Chunk[]) =>
  parseCases(jsonl({ id: 'b', question: 'q', golden }), { file: 'c.jsonl', format: 'jsonl', corpus });

describe('repeated golden entries', () => {
  test.for([
    {
      golden: ['doc_0', 'doc_0'],
      expected: [
        'c.jsonl:2: "golden[1]" repeats "golden[0]" (the chunk id "doc_0"): a golden chunk counts once. Remove the repeat.',
      ],
    },
    {
      golden: ['doc_0', 'doc_1', ' doc_0 '],
      expected: [
        'c.jsonl:2: "golden[2]" repeats "golden[0]" (the chunk id "doc_0"): a golden chunk counts once. Remove the repeat.',
      ],
    },
    {
      golden: ['doc_2', 'doc_2', 'doc_2'],
      expected: [
        'c.jsonl:2: "golden[1]" repeats "golden[0]" (the chunk id "doc_2"): a golden chunk counts once. Remove the repeat.',
        'c.jsonl:2: "golden[2]" repeats "golden[0]" (the chunk id "doc_2"): a golden chunk counts once. Remove the repeat.',
      ],
    },
    {
      golden: [{ source: 'policy.md', contains: '30 days' }, 'doc_2', { source: 'policy.md', contains: '30 days' }],
      expected: [
        'c.jsonl:2: "golden[2]" repeats "golden[0]" ({ "source": "policy.md", "contains": "30 days" }): a golden passage counts once. Remove the repeat, or quote a passage of the other chunk you meant in "contains".',
      ],
    },
  ])('$golden is an error at the repeat, with or without a corpus', ({ golden, expected }) => {
    expect(check(golden)).toEqual(expected);
    expect(check(golden, CORPUS)).toEqual(expected);
  });

  test.for([
    [['doc_0', 'doc_1']],
    [
      [
        { source: 'policy.md', contains: '30 days' },
        { source: 'policy.md', contains: '30 Days' },
      ],
    ],
    [
      [
        { source: 'policy.md', contains: '30 days' },
        { source: 'other.md', contains: '30 days' },
      ],
    ],
    [
      [
        { source: 'policy.md', contains: 'Refunds' },
        { source: 'policy.md', contains: 'Refunds take' },
      ],
    ],
    [['doc_0', { source: 'doc_0', contains: 'doc_0' }]],
  ] as unknown[][][])('%j are different entries, not repeats', ([golden]) => {
    expect(accepts(golden!)).toHaveLength(1);
  });

  test('validateCases reports a repeat in cases written in code', () => {
    expect(
      problems(() => validateCases([{ id: 'a', question: 'q', golden: ['x', 'y', 'x'] }], { file: 'suite.ts' })),
    ).toEqual([
      'suite.ts[0]: "golden[2]" repeats "golden[0]" (the chunk id "x"): a golden chunk counts once. Remove the repeat.',
    ]);
  });

  test('a YAML case names the line of the repeated entry', () => {
    const yaml = ['- id: a', '  question: q', '  golden:', '    - doc_0', '    - doc_1', '    - doc_0', ''].join('\n');
    expect(problems(() => parseCases(yaml, { file: 'c.yaml', format: 'yaml' }))).toEqual([
      'c.yaml:6:7: "golden[2]" repeats "golden[0]" (the chunk id "doc_0"): a golden chunk counts once. Remove the repeat.',
    ]);
  });
});

describe('golden entries that can never each hold a chunk', () => {
  test('two refs whose only chunk is the same cannot both be matched', () => {
    expect(
      check(
        [
          { source: 'policy.md', contains: 'unused' },
          { source: 'policy.md', contains: 'Return within' },
        ],
        CORPUS,
      ),
    ).toEqual([
      'c.jsonl:2: "golden[1]" is { "source": "policy.md", "contains": "Return within" }, which only matches chunk "doc_0" (held by "golden[0]"), all needed by other golden entries. Each golden entry stands for a different chunk, so recall could never reach 1: merge the entries that point at the same chunk into one.',
    ]);
  });

  test('an id and a ref of that same single chunk cannot both be matched', () => {
    const problemsFound = check(['doc_3', { source: 'gifts.md', contains: 'never expire' }], CORPUS);
    expect(problemsFound).toHaveLength(1);
    expect(problemsFound[0]).toMatch(
      /^c\.jsonl:2: "golden\[1\]" is .* only matches chunk "doc_3" \(held by "golden\[0\]"\)/,
    );
  });

  test.for([
    [
      "the issue's example: two refs that two chunks can satisfy in some assignment",
      [
        { source: 'policy.md', contains: '30 days' },
        { source: 'policy.md', contains: 'unused' },
      ],
    ],
    [
      'the same with the order swapped',
      [
        { source: 'policy.md', contains: 'unused' },
        { source: 'policy.md', contains: '30 days' },
      ],
    ],
    ['an id and a ref another chunk also satisfies', ['doc_0', { source: 'policy.md', contains: '30 days' }]],
    ['ids only', ['doc_0', 'doc_1', 'doc_2']],
  ] as const)('accepts %s', ([, golden]) => {
    expect(accepts([...golden], CORPUS)).toHaveLength(1);
  });

  test('is not checked without a corpus, and a ref missing from the corpus is reported once, as missing', () => {
    const golden = [
      { source: 'gifts.md', contains: 'never' },
      { source: 'gifts.md', contains: 'expire' },
    ];
    expect(accepts(golden)).toHaveLength(1);
    expect(check([...golden, { source: 'gifts.md', contains: 'refund' }], CORPUS)).toEqual([
      `c.jsonl:2: "golden[2].contains" is "refund", which no chunk of source "gifts.md" contains. Copy the passage exactly from a chunk's text.`,
    ]);
  });
});
