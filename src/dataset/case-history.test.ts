/** A case's `history` (earlier turns of a conversation) in JSONL and YAML case files, and its validation. */
import { afterAll, describe, expect, test } from 'vitest';
import { createTempDir, jsonl, problems } from './__fixtures__/kit.js';
import { loadCasesSync, validateCases } from './index.js';

const temp = createTempDir('ragcheck-case-history-');
afterAll(temp.remove);
const load = (name: string, text: string) => loadCasesSync(temp.write(name, text), { cwd: temp.path });

const HISTORY = [
  { role: 'user', content: 'I ordered boots on 3 May.' },
  { role: 'assistant', content: 'Thanks. What would you like to know?' },
];
const base = { id: 'follow-up', question: 'Can I still return them?', golden: ['doc_0'] };

describe('history in case files', () => {
  test('JSONL and YAML give the same turns, oldest first', () => {
    const fromJsonl = load('ok.jsonl', jsonl({ ...base, history: HISTORY }));
    const yaml = [
      '- id: follow-up',
      '  question: Can I still return them?',
      '  golden: [doc_0]',
      '  history:',
      '    - role: user',
      '      content: I ordered boots on 3 May.',
      '    - { role: assistant, content: "Thanks. What would you like to know?" }',
    ].join('\n');
    const fromYaml = load('ok.yaml', yaml);
    expect(fromJsonl[0]?.history).toEqual(HISTORY);
    expect(fromYaml).toEqual(fromJsonl);
  });

  test('a case without history has none (and `history: []` is allowed)', () => {
    const [without, empty] = load('none.jsonl', jsonl(base, { ...base, id: 'b', history: [] }));
    expect(without).not.toHaveProperty('history');
    expect(empty?.history).toEqual([]);
  });
});

describe('history problems name the file, the line and the field', () => {
  test.each<[string, unknown, string]>([
    [
      'not an array',
      'I ordered boots.',
      '"history" must be an array of earlier turns: [{ "role": "user", "content": "..." }, { "role": "assistant", ... }]',
    ],
    ['an unknown role', [{ role: 'system', content: 'Be brief.' }], '"history[0].role" must be "user" or "assistant"'],
    ['a missing role', [{ content: 'Hi.' }], '"history[0].role"'],
    [
      'empty content',
      [HISTORY[0], { role: 'assistant', content: '  ' }],
      '"history[1].content" must be the non-empty text of the turn',
    ],
    ['content that is not text', [{ role: 'user', content: 42 }], '"history[0].content" must be the text of the turn'],
    ['a key of its own', [{ role: 'user', content: 'Hi.', name: 'Ann' }], '"history[0].name" is not a known field'],
    ['a turn that is not an object', ['Hi.'], '"history[0]"'],
  ])('%s', (_name, history, message) => {
    const found = problems(() => load('bad.jsonl', `${jsonl(base)}\n${jsonl({ ...base, id: 'b', history })}`));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^bad\.jsonl:2: /);
    expect(found[0]).toContain(message);
  });

  test('in YAML, the problem is at the line of the case', () => {
    const yaml = [
      '- id: ok',
      '  question: q',
      '  golden: []',
      '- id: bad',
      '  question: q',
      '  golden: []',
      '  history:',
      '    - role: bot',
      '      content: hello',
    ].join('\n');
    const [found] = problems(() => load('bad.yaml', yaml));
    expect(found).toMatch(/^bad\.yaml:\d+(:\d+)?: "history\[0\]\.role" must be "user" or "assistant"/);
    expect(Number(found?.split(':')[1])).toBeGreaterThanOrEqual(4);
  });

  test('cases given in code are checked the same way', () => {
    expect(problems(() => validateCases([{ ...base, history: [{ role: 'user', content: '' }] }]))).toEqual([
      expect.stringMatching(/^<inline>\[0\]: "history\[0\]\.content" must be the non-empty text of the turn/),
    ]);
  });
});
