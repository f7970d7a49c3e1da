/**
 * Every scorer that reads model output or retrieved text, as one list: the bounded-cost fuzz test
 * (src/faults/degenerate-input.test.ts) and `npm run bounds` (scripts/measure/bounds.mjs) run each on generated degenerate
 * inputs. A new scorer is one more line here. `role` says where the generated text goes: `answer` (at most
 * `maxAnswerChars`, 100,000) or `context` (at most `maxContextChars`, 1,000,000).
 */
import { createOverlapJudge, judgeHeuristically } from '../judge/index.js';
import { scanCitations, splitClaims, unsupportedTokens } from '../metrics/index.js';
import { matchKeywords } from '../metrics/keywords.js';
import { retrievalMetrics } from '../metrics/retrieval.js';
import { scanMentions } from '../numbers/index.js';
import { classifyRefusal, ENGLISH_REFUSAL_VOCABULARY, GERMAN_REFUSAL_VOCABULARY } from '../refusal/index.js';

export type Role = 'answer' | 'context';

export interface Scorer {
  name: string;
  role: Role;
  /** Scores `text` synchronously (a judge's promise is returned but its work is done when the call returns). */
  run(text: string): unknown;
}

/** A realistic answer and context the degenerate text is scored against. */
export const PROSE_ANSWER =
  'Refunds are issued within 30 days of delivery. Call (555) 123-4567 or see v2.4.1 of the policy; the fee is $5.';
export const PROSE_CONTEXT =
  'Refunds are issued within 30 days of delivery for unworn items. Customer care answers at (555) 123-4567 from 9 am to 5 pm. Policy v2.4.1 sets a $5 restocking fee.';
const KEYWORDS = ['30 days', 'refund', '$5', 'v2.4.1', '1.2.3', 'thirty'];
const chunk = (text: string) => [{ id: 'doc-1', text, source: 'policy.md' }];
const overlap = createOverlapJudge();
// Returned ids and map keys a citation marker may name without a digit ("[policy]").
const CITED_IDS = new Set(['doc-1', 'policy', 'a']);
const BILINGUAL = { vocabulary: [ENGLISH_REFUSAL_VOCABULARY, GERMAN_REFUSAL_VOCABULARY] };

export const SCORERS: readonly Scorer[] = [
  { name: 'number scan', role: 'answer', run: (x) => scanMentions(x) },
  { name: 'unsupportedTokens (answer)', role: 'answer', run: (x) => unsupportedTokens(x, PROSE_CONTEXT) },
  { name: 'unsupportedTokens (context)', role: 'context', run: (x) => unsupportedTokens(PROSE_ANSWER, x) },
  { name: 'keyword coverage', role: 'answer', run: (x) => matchKeywords(x, KEYWORDS) },
  { name: 'refusal classifier', role: 'answer', run: (x) => classifyRefusal(x) },
  { name: 'refusal classifier (en+de)', role: 'answer', run: (x) => classifyRefusal(x, BILINGUAL) },
  { name: 'claim splitter', role: 'answer', run: (x) => splitClaims(x) },
  { name: 'citation scanner', role: 'answer', run: (x) => scanCitations(x, { ids: CITED_IDS }) },
  {
    name: 'heuristic judge (answer)',
    role: 'answer',
    run: (x) => judgeHeuristically({ question: 'When?', answer: x, contexts: chunk(PROSE_CONTEXT) }),
  },
  // Correctness (the heuristic judge's correctness()) is this same call with the reference as the answer and the
  // app's answer as the one context (`referenceAsAnswer`): a degenerate answer reaches it as this row's context, at
  // ten times the answer's limit here. The citation check is this call per cited sentence against its chunks.
  {
    name: 'heuristic judge (context)',
    role: 'context',
    run: (x) => judgeHeuristically({ question: 'When?', answer: PROSE_ANSWER, contexts: chunk(x) }),
  },
  {
    name: 'overlap judge (answer)',
    role: 'answer',
    run: (x) => overlap.faithfulness({ question: 'When?', answer: x, contexts: chunk(PROSE_CONTEXT) }),
  },
  {
    name: 'overlap judge (context)',
    role: 'context',
    run: (x) => overlap.faithfulness({ question: 'When?', answer: PROSE_ANSWER, contexts: chunk(x) }),
  },
  {
    name: 'retrieval metrics',
    role: 'context',
    run: (x) =>
      retrievalMetrics(
        [{ source: 'policy.md', contains: '30 days' }, { source: 'policy.md', contains: x.slice(0, 40) }, 'doc-9'],
        [...chunk(x), { id: x.slice(0, 200), text: x, source: 'policy.md' }],
        3,
      ),
  },
];
