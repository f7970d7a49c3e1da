/**
 * The small shop the harness tests run: a corpus of three chunks, its cases written inline in an eval file, and two of
 * them as records for a JSONL case file.
 */
import { readFileSync } from 'node:fs';

export const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

export const CORPUS = `[
  { id: 'doc_0', text: 'Refunds are accepted within 30 days of purchase.' },
  { id: 'doc_1', text: 'Standard shipping takes 3 to 5 business days.' },
  { id: 'doc_2', text: 'All electronics include a one-year limited warranty.' },
]`;
export const REFUND = `{ id: 'refund', question: 'How long do I have to get a refund?', golden: ['doc_0'], tags: ['refunds'],
  answer: 'Refunds are accepted within 30 days of purchase.', contexts: ['doc_0'] }`;
export const SHIPPING = `{ id: 'shipping', question: 'How long does shipping take?', golden: ['doc_1'], tags: ['shipping'],
  answer: 'Standard shipping takes 3 to 5 business days.', contexts: ['doc_1'] }`;
export const DRONE = `{ id: 'drone', question: 'Do you ship by drone?', golden: ['doc_1'], tags: ['shipping'],
  answer: 'Drones deliver in 10 minutes.', contexts: ['doc_1'],
  knownFailure: { verdict: 'FIX generation (faithfulness)', reason: 'the demo app invents drones' } }`;

export const suiteFile = (name: string, cases: string[], extra = '') => `
  import { defineRagSuite } from HARNESS;
  defineRagSuite({ name: ${JSON.stringify(name)}, judge: 'overlap', corpus: ${CORPUS}, cases: [${cases.join(',')}], ${extra} });
`;

/** The refund and shipping cases as records for a JSONL case file (the suites write the cases above inline). */
export const RECORDED = {
  refund: {
    id: 'refund',
    question: 'Refund window?',
    golden: ['doc_0'],
    answer: 'Refunds are accepted within 30 days of purchase.',
    contexts: ['doc_0'],
  },
  shipping: {
    id: 'shipping',
    question: 'Shipping time?',
    golden: ['doc_1'],
    answer: 'Standard shipping takes 3 to 5 business days.',
    contexts: ['doc_1'],
  },
};
export const row = (c: Record<string, unknown>) => JSON.stringify(c);
