/**
 * Judge replies written in the style of a small chat model (7-8B class) answering the judge prompt: claims
 * paraphrased, merged or split, pronouns resolved from the question, evidence cut short, re-cased, prefixed with
 * "The context states that", quoted inside a sentence or joined with "...". Every reply is a fair judgement of its
 * answer, so the reply checks must accept all of them (a rejection would be a false `ERROR (judge)`). Written for
 * this test; all facts are invented. The rows are data (small-model-replies.json): each reply is a non-refusal
 * whose claims are written `[claim, verdict, evidence]`.
 */
import type { Judgement } from '../prompt.js';
import rows from './small-model-replies.json' with { type: 'json' };

export interface SmallModelReply {
  id: string;
  domain: string;
  /** What the reply does that a strict check could trip on. */
  style: string;
  question: string;
  context: string;
  answer: string;
  reply: Judgement;
}

type Verdict = Judgement['claims'][number]['verdict'];
const VERDICTS: readonly string[] = ['supported', 'contradicted', 'unsupported'] satisfies Verdict[];

export const SMALL_MODEL_REPLIES: SmallModelReply[] = rows.map(({ claims, ...row }) => ({
  ...row,
  reply: {
    refusal: false,
    claims: claims.map((triple) => {
      const [claim, verdict, evidence] = triple;
      if (triple.length !== 3 || claim === undefined || evidence === undefined || !VERDICTS.includes(String(verdict)))
        throw new Error(`small-model-replies.json, ${row.id}: a claim must be [claim, verdict, evidence]`);
      return { claim, verdict: verdict as Verdict, evidence };
    }),
  },
}));
