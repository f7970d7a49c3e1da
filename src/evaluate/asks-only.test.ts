/** An answer made only of questions: not a refusal, not supported, in scope a relevancy failure. */
import { describe, expect, test } from 'vitest';
import type { RagAdapter } from '../adapter/index.js';
import { createHeuristicJudge } from '../judge/index.js';
import { formatDiagnosis } from '../report/index.js';
import { CaseResultSchema, type EvalCase } from '../types.js';
import { evaluateCase } from './evaluate-case.js';

const CHUNK = { id: 'hours', text: 'The library lends up to eight books at a time. Loans last three weeks.' };
const answering = (answer: string): RagAdapter => ({ ask: async () => ({ answer, contexts: [CHUNK] }) });
const judge = createHeuristicJudge();
const inScope: EvalCase = { id: 'loans', question: 'How many books can I borrow?', golden: ['hours'] };

describe('an answer of questions only', () => {
  test.for([
    'Do you mean printed books or e-books?',
    '¿Se refiere a libros impresos o electrónicos?',
    'Parlez-vous des livres imprimés ?',
    '紙の本ですか、それとも電子書籍ですか？',
  ])('in scope: FIX generation (relevancy), faithfulness null, the questions shown: %s', async (answer) => {
    const result = await evaluateCase(inScope, answering(answer), judge);
    expect(result.verdict).toBe('FIX generation (relevancy)');
    expect(result.metrics).toMatchObject({ faithfulness: null, refused: false });
    expect(result.metrics.questions).toHaveLength(1);
    expect(result.gates.find((g) => g.metric === 'answers')).toMatchObject({ passed: false });
    expect(result.gates.some((g) => g.metric === 'faithfulness')).toBe(false);
    const text = formatDiagnosis(result);
    expect(text).toContain('answers: no (it only asks questions: nothing in it answers)');
    expect(text).toContain('[question] ');
    expect(CaseResultSchema.parse(result)).toEqual(result);
  });

  test('out of scope it is no refusal: FIX generation (should refuse)', async () => {
    const result = await evaluateCase(
      { id: 'pets', question: 'Can I bring my dog?', golden: [] },
      answering('Is it a guide dog?'),
      judge,
    );
    expect(result.verdict).toBe('FIX generation (should refuse)');
  });

  test('a statement with a question: the statement is judged, the question listed and not counted', async () => {
    const result = await evaluateCase(
      inScope,
      answering('You can borrow up to eight books at a time. Do you also want to know the loan period?'),
      judge,
    );
    expect(result.verdict).toBe('pass');
    expect(result.metrics.faithfulness).toBe(1);
    expect(result.claims).toHaveLength(1);
    expect(result.metrics.questions).toEqual(['Do you also want to know the loan period?']);
  });
});
