import { describe, expect, test } from 'vitest';
import { createHeuristicJudge } from '../judge/index.js';
import type { Chunk, EvalCase } from '../types.js';
import { evaluateCase } from './evaluate-case.js';
import { lacksSources } from './golden-sources.js';

const corpus: Chunk[] = [
  { id: 'pol_1', text: 'Refunds are accepted within 30 days of purchase.', source: 'policy.md' },
  { id: 'faq_1', text: 'Standard shipping takes 3 to 5 business days.' },
];
const byRef = (id: string, golden: EvalCase['golden']): EvalCase => ({ id, question: 'How long for refunds?', golden });
/** An app that returns the corpus's ids and texts but drops `source`. */
const app = (ids: string[]) => ({
  name: 'ids-only',
  async ask() {
    const contexts = ids.map((id) => {
      const { source: _, ...chunk } = corpus.find((c) => c.id === id) as Chunk;
      return chunk;
    });
    return { answer: contexts.map((c) => c.text).join(' '), contexts };
  },
});

describe('golden { source, contains } refs and chunks returned without a source', () => {
  test('a returned chunk with an id but no source takes the corpus chunk’s source, so the ref matches', async () => {
    const evalCase = byRef('refund', [{ source: 'policy.md', contains: 'within 30 days' }]);
    const withCorpus = await evaluateCase(evalCase, app(['pol_1']), createHeuristicJudge(), { k: 3, corpus });
    expect(withCorpus.metrics.contextRecall).toBe(1);
    expect(lacksSources(evalCase)).toBe(false);
    // Without the corpus there is no source to take: nothing matches, and the case is marked for the warning.
    const other = byRef('refund-2', [{ source: 'policy.md', contains: 'within 30 days' }]);
    const without = await evaluateCase(other, app(['pol_1']), createHeuristicJudge(), { k: 3 });
    expect(without.metrics.contextRecall).toBe(0);
    expect(lacksSources(other)).toBe(true);
  });

  test('a corpus chunk with no source either leaves the case marked; id refs are never touched', async () => {
    const evalCase = byRef('shipping', [{ source: 'faq.md', contains: 'shipping' }]);
    await evaluateCase(evalCase, app(['faq_1']), createHeuristicJudge(), { k: 3, corpus });
    expect(lacksSources(evalCase)).toBe(true);
    const ids = byRef('ids', ['faq_1']);
    await evaluateCase(ids, app(['faq_1']), createHeuristicJudge(), { k: 3, corpus });
    expect(lacksSources(ids)).toBe(false);
  });
});
