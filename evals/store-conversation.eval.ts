/**
 * Follow-up questions over the store-policy corpus: each case carries the earlier turns of its conversation
 * (`history`). What the user said counts as evidence (the purchase 12 days ago, the sealed box); a code an earlier
 * assistant turn invented does not, so the answer that repeats it is a known faithfulness failure.
 */
import { defineRagSuite } from '../src/vitest/index.js';

defineRagSuite({
  name: 'store-conversation',
  cases: 'fixtures/store-conversation/cases.jsonl',
  corpus: 'fixtures/store-policy/corpus.jsonl',
  k: 3,
});
