/**
 * A supported answer and a fake OpenAI-compatible server whose judge reply for it passes every output check, for
 * tests that need one judge call to succeed (to record a cache entry, say) through the real client.
 */
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../testing/index.js';

export const REFUND_CONTEXT = 'Refunds must be requested within 7 days.';
export const REFUND_ANSWER = 'You have 7 days to ask for a refund.';

/** The judge input for {@link REFUND_ANSWER}. */
export const refundJudgeInput = () => ({
  question: 'How long do I have to ask for a refund?',
  answer: REFUND_ANSWER,
  context: REFUND_CONTEXT,
  contexts: [{ id: 'doc', text: REFUND_CONTEXT }],
});

/** A server that judges {@link REFUND_ANSWER} supported, every time. */
export function startRefundJudgeServer(): Promise<FakeOpenAIServer> {
  return startFakeOpenAIServer([
    {
      content: {
        refusal: false,
        claims: [{ claim: REFUND_ANSWER, verdict: 'supported', evidence: 'within 7 days' }],
      },
    },
  ]);
}
