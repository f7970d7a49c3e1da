import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createTempDir, jsonl, problems } from './__fixtures__/kit.js';
import { LabelRowSchema, loadLabels, loadLabelsSync, parseLabels, validateLabels } from './index.js';

const temp = createTempDir('ragcheck-labels-');
const dir = temp.path;
afterAll(temp.remove);

const parse = (text: string) => parseLabels(text, { file: 'labels.jsonl', format: 'jsonl' });

describe('loadLabelsSync', () => {
  test('loads rows with context and answer for the judge to score', async () => {
    const rows = [
      { id: 'r1', question: 'q', context: 'Refunds within 30 days.', answer: 'Within 30 days.', human: 1 },
      { context: 'Refunds within 30 days.', answer: 'Within 60 days.', human: 0 },
    ];
    temp.write('labels.jsonl', jsonl(...rows));
    expect(loadLabelsSync('labels.jsonl', { cwd: dir })).toEqual(rows);
    await expect(loadLabels(join(dir, 'labels.jsonl'))).resolves.toEqual(rows);
  });

  test('needs no context or answer when every row has a recorded judge label', () => {
    const rows = [
      { human: 1, judge: 1 },
      { human: 0, judge: 1 },
    ];
    expect(parse(jsonl(...rows))).toEqual(rows);
  });
});

describe('label problems', () => {
  test('context and answer are required as soon as one row has no judge label', () => {
    const text = jsonl({ human: 1, judge: 1 }, { human: 1, context: 'c' }, { human: 0, judge: 0, answer: 'a' });
    const because =
      'is required: the judge scores rows without a "judge" label (such as labels.jsonl:2) and needs the context and the answer. Add it, or give every row a "judge" label.';
    expect(problems(() => parse(text))).toEqual([
      `labels.jsonl:1: "context" ${because}`,
      `labels.jsonl:1: "answer" ${because}`,
      `labels.jsonl:2: "answer" ${because}`,
      `labels.jsonl:3: "context" ${because}`,
    ]);
  });

  test('human and judge labels must be 0 or 1', () => {
    const text = jsonl({ human: true, judge: 1 }, { human: 1, judge: 2 }, { judge: 1 });
    expect(problems(() => parse(text))).toEqual([
      'labels.jsonl:1: "human" must be 0 or 1 (got true). 1 = faithful, 0 = not faithful.',
      'labels.jsonl:2: "judge" must be 0 or 1 (got 2). 1 = faithful, 0 = not faithful.',
      'labels.jsonl:3: "human" is required and must be 0 or 1 (1 = faithful, 0 = not faithful).',
    ]);
  });

  test('an unknown key is an error', () => {
    expect(problems(() => parse(jsonl({ human: 1, judge: 1, contxt: 'c' })))).toEqual([
      'labels.jsonl:1: "contxt" is not a known field: did you mean "context"?',
    ]);
  });

  test('validates rows given in code', () => {
    expect(validateLabels([{ human: 1, judge: 0 }])).toEqual([{ human: 1, judge: 0 }]);
    expect(
      problems(() =>
        validateLabels([
          { human: 1, judge: 0 },
          { human: 2, judge: 0 },
        ]),
      )[0],
    ).toMatch(/^<inline>\[1\]: "human"/);
  });

  test('the schema is strict', () => {
    expect(LabelRowSchema.safeParse({ human: 1, extra: true }).success).toBe(false);
  });
});
