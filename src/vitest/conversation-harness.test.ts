/**
 * Conversations under a real `vitest run`: cases with `history` in JSONL and YAML files, the user's turns counted as
 * evidence and an assistant's not, and a bad turn failing its file's collection with file:line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import {
  createVitestProject as project,
  removeVitestProjects,
  runVitest as vitest,
} from './__fixtures__/vitest-project.js';

afterAll(removeVitestProjects);

const CORPUS = `[{ id: 'doc_0', text: 'Orders can be returned within 30 days of delivery.' }]`;
const turn = (role: string, content: string) => ({ role, content });
const followUp = (id: string, history: unknown[]) => ({
  id,
  question: 'Can I return it?',
  golden: ['doc_0'],
  history,
  answer: 'Order KH-4471 can be returned within 30 days of delivery.',
  contexts: ['doc_0'],
});

test('a conversational suite: user turns are evidence, assistant turns are not, bad turns name their line', {
  timeout: 120_000,
}, async () => {
  const jsonl = [
    followUp('user-said', [turn('user', 'My order is KH-4471.'), turn('assistant', 'How can I help?')]),
    followUp('assistant-said', [turn('user', 'Hi.'), turn('assistant', 'Your order is KH-4471.')]),
  ]
    .map((c) => JSON.stringify(c))
    .join('\n');
  const yaml = [
    '- id: yaml-user-said',
    '  question: Can I return it?',
    '  golden: [doc_0]',
    '  answer: Order KH-4471 can be returned within 30 days of delivery.',
    '  contexts: [doc_0]',
    '  history:',
    '    - { role: user, content: "My order is KH-4471." }',
  ].join('\n');
  const bad = `${JSON.stringify(followUp('ok', []))}\n${JSON.stringify(followUp('bad', [turn('system', 'Be brief.')]))}\n`;
  const suite = (name: string, cases: string | string[]) =>
    `import { defineRagSuite } from HARNESS;\ndefineRagSuite({ name: '${name}', judge: 'heuristic', corpus: ${CORPUS}, cases: ${JSON.stringify(cases)} });`;
  const dir = project({
    'conv.jsonl': jsonl,
    'conv.yaml': yaml,
    'bad.jsonl': bad,
    'conv.eval.ts': suite('conv', ['conv.jsonl', 'conv.yaml']),
    'bad.eval.ts': suite('bad', 'bad.jsonl'),
  });
  const run = await vitest(dir, ['run']);
  expect(run.code).toBe(1);
  expect(run.output).toContain('FIX generation (faithfulness)  [assistant-said] Can I return it?');
  expect(run.output).toContain('unsupported numbers/codes: KH-4471');
  expect(run.output).toMatch(/bad\.jsonl:2: "history\[0\]\.role" must be "user" or "assistant"/);
  const report = JSON.parse(readFileSync(join(dir, 'reports/ragcheck.json'), 'utf8'));
  const verdicts = Object.fromEntries(report.cases.map((c: { id: string; verdict: string }) => [c.id, c.verdict]));
  expect(verdicts).toEqual({
    'user-said': 'pass',
    'assistant-said': 'FIX generation (faithfulness)',
    'yaml-user-said': 'pass',
  });
});
