import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { RagAdapter } from '../adapter/index.js';
import { createHeuristicJudge, createOpenAIJudge, createOverlapJudge, type Judge } from '../judge/index.js';
import { classifyRefusal } from '../refusal/index.js';
import { formatDiagnosis, formatOneLine } from '../report/index.js';
import { type FakeOpenAIServer, type FakeResponse, startFakeOpenAIServer } from '../testing/index.js';
import { CaseResultSchema, type Chunk, type EvalCase } from '../types.js';
import { evaluateCase } from './evaluate-case.js';

const CONTEXT: Chunk = {
  id: 'warranty',
  text: 'Electronics carry a one-year limited warranty. Accidental damage is not covered by the warranty. Returns are refused if the order number is not provided. Insufficient postage will delay delivery.',
};
const inScope: EvalCase = { id: 'in-scope', question: 'Is accidental damage covered?', golden: ['warranty'] };
const outOfScope: EvalCase = { id: 'out-of-scope', question: 'What is the battery life of the X1?', golden: [] };
const answering = (answer: string): RagAdapter => ({
  name: 'fake',
  ask: async () => ({ answer, contexts: [CONTEXT] }),
});

let server: FakeOpenAIServer | undefined;
// The refusal rules are regular expressions V8 compiles on first use (a few hundred ms of CPU, once per process):
// do it before the tests, so the first one does not pay for it on a loaded machine.
beforeAll(() => {
  classifyRefusal('It is hard to say; the fee is not covered.');
});
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The real OpenAI judge against a local fake server that answers every request with `reply`. */
async function llmJudge(reply: FakeResponse['content']) {
  server = await startFakeOpenAIServer(() => ({ content: reply }));
  return createOpenAIJudge({ model: 'gpt-4o-mini', baseURL: server.baseURL, apiKey: 'sk-test', timeoutMs: 3_000 });
}

const judgeSaysRefusal = { refusal: true, claims: [] };
const judgeSaysClaim = (claim: string) => ({
  refusal: false,
  claims: [{ claim, verdict: 'unsupported', evidence: 'the context does not say' }],
});

describe('an LLM judge decides refusal; the lexical rule is recorded beside it', () => {
  // "Hard to pin down" speaks about knowledge in words the lexical rule does not know.
  const vague = 'Hmm, that one is hard to pin down from what I have here.';

  test('judge: refusal, lexical: no -> out of scope it is a correct refusal, and both calls are recorded', async () => {
    const judge = await llmJudge(judgeSaysRefusal);
    const r = await evaluateCase(outOfScope, answering(vague), judge);
    expect(r.verdict).toBe('correct refusal');
    expect(r.metrics.refused).toBe(true);
    expect(r.refusal).toEqual({
      lexical: false,
      judge: true,
      decidedBy: 'judge',
      lexicalReason: expect.stringContaining('answer: no clause refuses'),
    });
    expect(CaseResultSchema.parse(r)).toEqual(r);
    expect(formatOneLine(r)).toContain('refusal: judge yes (decides), lexical no');
  });

  test('judge: refusal, lexical: no -> in scope it is an unwarranted refusal and the diagnosis says why', async () => {
    const judge = await llmJudge(judgeSaysRefusal);
    const r = await evaluateCase(inScope, answering(vague), judge);
    expect(r.verdict).toBe('FIX generation (unwarranted refusal)');
    expect(formatDiagnosis(r)).toContain(
      'refusal: the openai judge reads the answer as a refusal and decides; the lexical rule reads it as not a refusal (answer: no clause refuses; claims "hmm, that one is hard to pin down from what i have here"). A disagreement, not an error.',
    );
  });

  test('judge: no, lexical: refusal -> the judge is asked anyway and its claims are judged', async () => {
    const judge = await llmJudge(judgeSaysClaim('There is no restocking fee.'));
    const r = await evaluateCase(inScope, answering('The context does not mention a restocking fee.'), judge);
    expect(server?.requests).toHaveLength(1);
    expect(r.metrics.refused).toBe(false);
    expect(r.verdict).toBe('FIX generation (faithfulness)');
    expect(r.claims.map((c) => c.text)).toEqual(['There is no restocking fee.']);
    expect(r.refusal).toMatchObject({ lexical: true, judge: false, decidedBy: 'judge' });
    expect(r.refusal?.lexicalReason).toContain('(source-silent)');
    expect(formatDiagnosis(r)).toContain(
      'the openai judge reads the answer as not a refusal and decides; the lexical rule reads it as a refusal',
    );
  });

  test('judge: no, lexical: refusal -> out of scope the answer should refuse', async () => {
    const judge = await llmJudge(judgeSaysClaim('There is no restocking fee.'));
    const r = await evaluateCase(outOfScope, answering('The context does not mention a restocking fee.'), judge);
    expect(r.verdict).toBe('FIX generation (should refuse)');
    expect(r.refusal).toMatchObject({ lexical: true, judge: false });
  });

  test('when both read a refusal, it is recorded without a disagreement note', async () => {
    const judge = await llmJudge(judgeSaysRefusal);
    const r = await evaluateCase(outOfScope, answering("I don't know based on the provided documents."), judge);
    expect(server?.requests).toHaveLength(1);
    expect(r.verdict).toBe('correct refusal');
    expect(r.refusal).toMatchObject({ lexical: true, judge: true, decidedBy: 'judge' });
    expect(formatDiagnosis(r)).not.toContain('disagreement');
    expect(formatOneLine(r)).not.toContain('refusal:');
  });

  test('a judge that claims to decide refusals but returns none is ERROR (judge), never a default', async () => {
    const judge: Judge = {
      name: 'custom-llm',
      decidesRefusal: true,
      faithfulness: async () => ({ score: 1, claims: [] }),
    };
    const r = await evaluateCase(outOfScope, answering("I don't know."), judge);
    expect(r.verdict).toBe('ERROR (judge)');
    expect(r.error?.message).toContain('judge "custom-llm" has `decidesRefusal` but returned no boolean `refusal`');
  });
});

describe('heuristic and overlap judges keep the lexical rule', () => {
  const never: Judge = {
    name: 'never-called',
    faithfulness: async () => {
      throw new Error('a judge without decidesRefusal must not be asked about a lexical refusal');
    },
  };

  test.for([never, createHeuristicJudge(), createOverlapJudge()])(
    '$name: a lexical refusal is decided without the judge and records no judge call',
    async (judge) => {
      const r = await evaluateCase(outOfScope, answering("I don't know. Please contact support."), judge);
      expect(r.verdict).toBe('correct refusal');
      expect(r.refusal).toBeUndefined();
    },
  );
});

const FACTUAL_NEGATIVES = [
  'No, accidental damage is not covered by the warranty.',
  'Insufficient postage will delay delivery.',
  'Returns are refused if the order number is not provided.',
];

describe('the reported refusal examples through evaluateCase (heuristic judge)', () => {
  const heuristic = createHeuristicJudge();

  test.for(FACTUAL_NEGATIVES)(
    'a supported factual negative is judged, not an unwarranted refusal: %s',
    async (answer) => {
      const r = await evaluateCase(inScope, answering(answer), heuristic);
      expect(r.metrics.refused).toBe(false);
      expect(r.verdict).not.toBe('FIX generation (unwarranted refusal)');
      expect(r.claims.length).toBeGreaterThan(0);
    },
  );

  test.for(FACTUAL_NEGATIVES)('out of scope, a factual negative is not a correct refusal: %s', async (answer) => {
    const r = await evaluateCase(outOfScope, answering(answer), heuristic);
    expect(r.verdict).toBe('FIX generation (should refuse)');
  });

  test.for([
    'Sorry, but I can\u2019t assist with that.',
    'I cannot provide details about the earbuds battery.',
    "I'm not able to provide information about that product.",
    'It is not possible to determine the battery life from the documents.',
    'The battery life cannot be determined.',
    'There is no mention of the earbuds in the documents.',
    'The documents do not specify the battery life.',
    "I don't have information about the earbuds.",
    'Battery life is not available in the provided documents.',
    "I don't know based on the provided documents. Please contact support for product questions.",
    'The context does not mention the earbuds.\n\nSources: none',
  ])('a refusal is a correct refusal out of scope and an unwarranted one in scope: %s', async (answer) => {
    expect((await evaluateCase(outOfScope, answering(answer), heuristic)).verdict).toBe('correct refusal');
    expect((await evaluateCase(inScope, answering(answer), heuristic)).verdict).toBe(
      'FIX generation (unwarranted refusal)',
    );
  });
});

describe('an answer that makes no claim (only redirects or apologises)', () => {
  const heuristic = createHeuristicJudge();

  test('out of scope, an answer of questions only is no refusal: it declines nothing (docs/verdicts.md, Questions)', async () => {
    const r = await evaluateCase(outOfScope, answering('Which plan are you on?'), heuristic);
    expect(r.metrics.refused).toBe(false);
    expect(r.verdict).toBe('FIX generation (should refuse)');
  });

  test.for([
    'Please contact billing.',
    'Sorry! Please reach out to our support team for help with this.',
    'I searched the provided documents. Is there anything else I can help with?',
  ])('out of scope it is a correct refusal: %s', async (answer) => {
    const r = await evaluateCase(outOfScope, answering(answer), heuristic);
    expect(classifyRefusal(answer)).toMatchObject({ kind: 'answer', claimless: true });
    expect(r.metrics.refused).toBe(true);
    expect(r.verdict).toBe('correct refusal');
  });

  test('in scope it is judged like any answer, not an unwarranted refusal', async () => {
    const r = await evaluateCase(inScope, answering('Please contact billing.'), heuristic);
    expect(r.metrics.refused).toBe(false);
    expect(r.verdict).not.toBe('FIX generation (unwarranted refusal)');
  });

  test('out of scope, a redirect with an invented phone number still fails', async () => {
    const r = await evaluateCase(outOfScope, answering('Please call support at 555-010-9999.'), heuristic);
    expect(r.metrics.unsupported).toEqual(['555-010-9999']);
    expect(r.verdict).toBe('FIX generation (should refuse)');
  });

  test('an empty answer and an answer with a claim are not refusals out of scope', async () => {
    expect((await evaluateCase(outOfScope, answering(''), heuristic)).verdict).toBe('FIX generation (should refuse)');
    const claim = await evaluateCase(outOfScope, answering('Please contact billing; the X1 lasts 8 hours.'), heuristic);
    expect(claim.verdict).toBe('FIX generation (should refuse)');
  });
});

describe('the decline model in a case (docs/refusals.md, "The decline model")', () => {
  const heuristic = createHeuristicJudge();
  // A decline the grammar does not read that the model does.
  const decline =
    'Zur Frage nach dem Mitgliedsbeitrag für Jugendliche findet sich in unseren Vereinsunterlagen leider kein Hinweis.';

  test('out of scope, a decline only the model reads is a correct refusal, and the result says who decided', async () => {
    expect(classifyRefusal(decline, { declineModel: false }).kind).not.toBe('refusal');
    const r = await evaluateCase(outOfScope, answering(decline), heuristic);
    expect(r.metrics.refused).toBe(true);
    expect(r.verdict).toBe('correct refusal');
    expect(classifyRefusal(decline).reason).toMatch(/^refusal: the decline model reads the answer as a decline/);
  });

  test('refusal: { declineModel: false } keeps the grammar alone: the same answer fails as should refuse', async () => {
    const r = await evaluateCase(outOfScope, answering(decline), heuristic, { refusal: { declineModel: false } });
    expect(r.metrics.refused).toBe(false);
    expect(r.verdict).toBe('FIX generation (should refuse)');
  });
});
