import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import type { RagAdapter } from '../adapter/index.js';
import { cachePrune, listCacheEntries } from '../judge/cache.js';
import {
  type CascadeJudgeOptions,
  createCascadeJudge,
  createHeuristicJudge,
  createMiniCheckJudge,
  createOpenAIJudge,
} from '../judge/index.js';
import { classifyRefusal } from '../refusal/index.js';
import { STATEMENT_ANSWERS, STATEMENT_MODEL_DEFAULT, statementAnswerProbability } from '../refusal/statement-model.js';
import { formatDiagnosis, formatOneLine } from '../report/index.js';
import { type FakeOpenAIServer, startFakeOpenAIServer } from '../testing/index.js';
import { CaseResultSchema, type Chunk, type EvalCase } from '../types.js';
import { collectCaseCacheKeys } from '../vitest/worker/cache-keys.js';
import type { ResolvedSuite } from '../vitest/worker/options.js';
import { answerCacheKeys } from './cache-keys.js';
import { evaluateCase } from './evaluate-case.js';

const CONTEXT: Chunk = { id: 'gym', text: 'The gym opens at 6 a.m. on weekdays. Lockers need a padlock.' };
const outOfScope: EvalCase = { id: 'sauna', question: 'When does the sauna close on Sundays?', golden: [] };
const answering = (answer: string): RagAdapter => ({
  name: 'fake',
  ask: async () => ({ answer, contexts: [CONTEXT] }),
});

// A decline, then a statement about the question's subject with no number or name: the grammar cannot settle it, and
// the statement model (on by default) reads the statement as a possible answer, so it stays uncertain (checked below).
const UNSETTLED = "I don't know when it closes. The sauna is popular with members.";
// The same with a statement off the question.
const TOWELS = "I don't know when it closes. Towels are included with every membership.";

const MOORING: EvalCase = { id: 'mooring', question: 'How much is the mooring fee for the inner basin?', golden: [] };
// Own declines the grammar does not read; those the model scores between MODEL_DECLINE and MODEL_SURE are the class.
const LEANING = [
  'Hmm, the mooring fee for the inner basin is a blank spot in the harbour pack, sorry about that.',
  'The harbour pack talks about the outer pontoons; the inner basin fee is not in there as far as I can see.',
  'Mooring fees for the inner basin? My harbour pack goes quiet on that one.',
  'That fee is a bit of a mystery to me, the harbour pack only covers the outer pontoons.',
  'No luck with the inner basin fee in my harbour notes, they stop at the outer pontoons.',
].filter((answer) =>
  classifyRefusal(answer, { question: MOORING.question }).reason.startsWith('uncertain: the decline model leans'),
);

let server: FakeOpenAIServer | undefined;
let dir: string | undefined;

/** A model judge that reads refusals, on a fake server that says every answer refuses. */
async function refusingModel() {
  server = await startFakeOpenAIServer(() => ({ content: { refusal: true, claims: [] } }));
  return createOpenAIJudge({ model: 'gpt-4o-mini', baseURL: server.baseURL, apiKey: 'sk-test', timeoutMs: 3_000 });
}
afterEach(async () => {
  await server?.close();
  server = undefined;
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('a refusal the lexical rule cannot settle', () => {
  test('the statements of the answers these tests call unsettled are ones the statement model reads as possible answers', () => {
    expect(STATEMENT_MODEL_DEFAULT).toBe(true);
    for (const answer of [UNSETTLED, TOWELS]) {
      const decision = classifyRefusal(answer, { question: outOfScope.question });
      expect(decision.kind, decision.reason).toBe('uncertain');
      const statements = decision.clauses.filter((c) => c.kind === 'uncertain');
      expect(statements.length).toBeGreaterThan(0);
      expect(Math.max(...statements.map((c) => statementAnswerProbability(c.text, c.rule)))).toBeGreaterThanOrEqual(
        STATEMENT_ANSWERS,
      );
    }
  });

  test('offline it counts as not a refusal and the failure message says it is uncertain', async () => {
    const r = await evaluateCase(outOfScope, answering(UNSETTLED), createHeuristicJudge());
    expect(r.verdict).toBe('FIX generation (should refuse)');
    expect(r.refusal).toEqual({
      lexical: false,
      decidedBy: 'lexical',
      uncertain: true,
      lexicalReason: expect.stringContaining('uncertain: refuses in'),
    });
    expect(CaseResultSchema.parse(r)).toEqual(r);
    expect(formatDiagnosis(r)).toContain(
      'refusal: uncertain: the lexical rule cannot settle whether the answer refuses',
    );
    expect(formatOneLine(r)).toContain('refusal: uncertain (counted as no)');
  });

  test('a statement off the question after a decline, read as a possible answer, is uncertain too: reported, never guessed a refusal', async () => {
    const r = await evaluateCase(outOfScope, answering(TOWELS), createHeuristicJudge());
    expect(r.verdict).toBe('FIX generation (should refuse)');
    expect(r.refusal).toMatchObject({ lexical: false, decidedBy: 'lexical', uncertain: true });
  });

  test('a decline beside statements the statement model reads as no answer is a refusal; faithfulness still reads them', async () => {
    for (const answer of [
      "I don't know when it closes. Lockers need a padlock.",
      "I don't know when it closes. You can bring a guest.",
    ]) {
      // The statement model is on by default: no option is needed, and `statementModel: true` reads the same.
      const r = await evaluateCase(outOfScope, answering(answer), createHeuristicJudge());
      const on = await evaluateCase(outOfScope, answering(answer), createHeuristicJudge(), {
        refusal: { statementModel: true },
      });
      expect({ ...on, durationMs: 0 }).toEqual({ ...r, durationMs: 0 });
      expect(r.verdict, answer).toBe('correct refusal');
      expect(r.metrics.refused).toBe(true);
      // The aside is judged against the context, not scored 1 as a refusal's nothing.
      expect(r.claims.length, answer).toBeGreaterThan(0);
      expect(r.claims.map((c) => c.text).join(' ')).toMatch(/padlock|guest/);
      // With the statement model off, the same answer stays uncertain, as rules 20 read it.
      const off = await evaluateCase(outOfScope, answering(answer), createHeuristicJudge(), {
        refusal: { statementModel: false },
      });
      expect(off.verdict).toBe('FIX generation (should refuse)');
      expect(off.refusal).toMatchObject({ uncertain: true });
    }
  });

  test('the cascade asks its model, which reads refusals, and its call decides', async () => {
    const model = await refusingModel();
    const r = await evaluateCase(outOfScope, answering(UNSETTLED), createCascadeJudge({ model }));
    expect(r.verdict).toBe('correct refusal');
    expect(r.metrics.refused).toBe(true);
    expect(r.refusal).toMatchObject({ lexical: false, judge: true, decidedBy: 'judge', uncertain: true });
    expect(server?.requests.length).toBeGreaterThanOrEqual(1);
    expect(formatDiagnosis(r)).toContain('the lexical rule cannot settle it');
  });

  test("under the cascade's fail policy the model is not asked and the refusal is reported uncertain", async () => {
    const model = await refusingModel();
    const r = await evaluateCase(outOfScope, answering(UNSETTLED), createCascadeJudge({ model, uncertain: 'fail' }));
    expect(r.verdict).toBe('FIX generation (should refuse)');
    expect(r.refusal).toMatchObject({ decidedBy: 'lexical', uncertain: true });
    expect(server?.requests).toHaveLength(0);
  });
});

describe('the recorded call that settles an uncertain refusal is an entry the case needs', () => {
  const recording = async () => {
    server = await startFakeOpenAIServer(() => ({ content: { refusal: true, claims: [] } }));
    dir = await mkdtemp(join(tmpdir(), 'ragcheck-refusal-keys-'));
    const at = { baseURL: server.baseURL, apiKey: 'sk-test', timeoutMs: 3_000 };
    const cascade = (mode: 'record' | 'replay', options: Omit<CascadeJudgeOptions, 'model'> = {}) =>
      createCascadeJudge({
        model: createOpenAIJudge({ model: 'gpt-4o-mini', ...at, cache: { mode, dir: dir as string } }),
        ...options,
      });
    return { cascade, at, dir };
  };

  test.each([
    ['a decline, then a statement about its subject', outOfScope, UNSETTLED],
    ['a decline the model leans to without being sure', MOORING, LEANING[0] ?? ''],
  ])(
    '%s: recorded, listed by answerCacheKeys, kept by prune, and replayed with no server',
    async (_, evalCase, answer) => {
      const { cascade, dir } = await recording();
      const recorded = await evaluateCase(evalCase, answering(answer), cascade('record'));
      expect(recorded.refusal).toMatchObject({ decidedBy: 'judge', judge: true, uncertain: true });
      const entries = [...(await listCacheEntries(dir)).keys()];
      expect(entries).toHaveLength(1);
      const keys = await answerCacheKeys(cascade('replay'), evalCase, { answer, contexts: [CONTEXT] });
      expect(keys).toEqual(entries);
      expect(await cachePrune({ dir, keys })).toEqual({ removed: [], kept: 1 });
      await server?.close();
      server = undefined;
      const replayed = await evaluateCase(evalCase, answering(answer), cascade('replay'));
      expect(replayed.verdict).toBe('correct refusal');
      expect(replayed.refusal).toMatchObject({ decidedBy: 'judge', judge: true });
    },
  );

  test.each([
    ['by default', {}],
    ['with statementModel: true', { statementModel: true }],
  ])(
    '%s, a settled decline whose statements the cascade asks about: its entries are listed, by the run and by ragcheck cache alike',
    async (_, refusal) => {
      const { cascade, dir } = await recording();
      const answer = "I don't know when it closes. The lockers need a padlock you bring yourself.";
      const recorded = await evaluateCase(outOfScope, answering(answer), cascade('record'), { refusal });
      expect(recorded.verdict).toBe('correct refusal');
      const entries = [...(await listCacheEntries(dir)).keys()].sort();
      expect(entries.length).toBeGreaterThan(0);
      const keys = await answerCacheKeys(cascade('replay'), outOfScope, { answer, contexts: [CONTEXT] }, { refusal });
      expect([...keys].sort()).toEqual(entries);
      const suite = {
        name: 'sauna',
        mode: 'answer',
        judge: cascade('replay'),
        adapter: answering(answer),
        refusal,
        k: 5,
        timeoutMs: 3_000,
        trials: { n: 1, allowErrors: false },
      } as unknown as ResolvedSuite;
      const collected = await collectCaseCacheKeys(outOfScope, suite, new AbortController().signal);
      expect(collected.error).toBeUndefined();
      expect([...collected.keys].sort()).toEqual(entries);
    },
  );

  test.each([
    ['an answer the grammar settles (a decline alone)', "I don't know when the sauna closes.", {}],
    ['an uncertain refusal under the fail policy (no call is made)', UNSETTLED, { uncertain: 'fail' as const }],
  ])('none is listed for %s', async (_, answer, options) => {
    const { cascade } = await recording();
    expect(await answerCacheKeys(cascade('replay', options), outOfScope, { answer, contexts: [CONTEXT] })).toEqual([]);
    await evaluateCase(outOfScope, answering(answer), cascade('record', options));
    expect(server?.requests).toHaveLength(0);
  });

  test('none is listed when the model does not read refusals (minicheck)', async () => {
    const { at } = await recording();
    const model = createMiniCheckJudge({ ...at, cache: { mode: 'replay', dir: dir as string } });
    const keys = await answerCacheKeys(createCascadeJudge({ model }), outOfScope, {
      answer: UNSETTLED,
      contexts: [CONTEXT],
    });
    expect(keys).toEqual([]);
  });
});

describe('a decline the model leans to without being sure of it: uncertain, reported or escalated', () => {
  test('offline it counts as not a refusal and the failure says the refusal is uncertain, with the p', async () => {
    expect(LEANING.length).toBeGreaterThanOrEqual(1);
    for (const answer of LEANING) {
      const r = await evaluateCase(MOORING, answering(answer), createHeuristicJudge());
      expect(r.verdict).toBe('FIX generation (should refuse)');
      expect(r.refusal).toMatchObject({ lexical: false, decidedBy: 'lexical', uncertain: true });
      expect(r.refusal?.lexicalReason).toMatch(/^uncertain: the decline model leans to a decline \(p 0\.[67]\d/);
      expect(formatDiagnosis(r)).toContain(
        'refusal: uncertain: the lexical rule cannot settle whether the answer refuses',
      );
    }
  });

  test("a cascade asks its model, which reads refusals, and the model's call decides", async () => {
    const model = await refusingModel();
    const r = await evaluateCase(MOORING, answering(LEANING[0] ?? ''), createCascadeJudge({ model }));
    expect(r.verdict).toBe('correct refusal');
    expect(r.refusal).toMatchObject({ lexical: false, judge: true, decidedBy: 'judge', uncertain: true });
    expect(server?.requests).toHaveLength(1);
  });
});

// Two-part questions answered in half (own examples): the grammar marks the answering claim, so the decline model
// cannot make the answer a refusal; where it reads a decline the case's refusal is uncertain (rules 17).
const HALF_ANSWERED: readonly { c: EvalCase; answer: string }[] = [
  [
    "À quelle heure ouvre la capitainerie, et combien coûte l'amarrage dans le bassin intérieur ?",
    "La capitainerie ouvre à 8 h 30. Concernant le tarif d'amarrage du bassin intérieur, je ne dispose pas de cette information.",
  ],
  [
    "A che ora apre la capitaneria e quanto costa l'ormeggio nel bacino interno?",
    "La capitaneria apre alle 8:30. Riguardo al costo dell'ormeggio nel bacino interno, non ho informazioni.",
  ],
  [
    '¿A qué hora abre la capitanía y cuánto cuesta el amarre en la dársena interior?',
    'La capitanía abre a las 8:30. Sobre el precio del amarre en la dársena interior, no dispongo de esa información.',
  ],
  [
    'A que horas abre a capitania e quanto custa a amarração na doca interior?',
    'A capitania abre às 8h30. Quanto ao preço da amarração na doca interior, não tenho essa informação.',
  ],
  // The same, the decline first and long: the decline model reads most of these as declines (rules 19's weights:
  // fr 0.94, it 0.87, pt 0.87, en 0.77, es 0.62), so the guard has work to do whatever a retrained model makes of
  // the short ones above.
  [
    "À quelle heure ouvre la capitainerie, et combien coûte l'amarrage dans le bassin intérieur ?",
    "Je suis vraiment désolé, mais je ne dispose d'aucune information sur le tarif d'amarrage du bassin intérieur : la documentation que j'ai ne le mentionne pas. La capitainerie ouvre à 8 h 30.",
  ],
  [
    "A che ora apre la capitaneria e quanto costa l'ormeggio nel bacino interno?",
    "Mi dispiace molto, ma non ho alcuna informazione sul costo dell'ormeggio nel bacino interno: la documentazione che ho non lo menziona. La capitaneria apre alle 8:30.",
  ],
  [
    '¿A qué hora abre la capitanía y cuánto cuesta el amarre en la dársena interior?',
    'Lo siento mucho, pero no tengo ninguna información sobre el precio del amarre en la dársena interior: la documentación que tengo no lo menciona. La capitanía abre a las 8:30.',
  ],
  [
    'A que horas abre a capitania e quanto custa a amarração na doca interior?',
    'Sinto muito, mas não tenho nenhuma informação sobre o preço da amarração na doca interior: a documentação que tenho não menciona isso. A capitania abre às 8h30.',
  ],
  [
    'When does the harbour office open, and what does a mooring in the inner basin cost?',
    'I am sorry, but I could not find any information about the mooring fee in the inner basin; the documents I have do not mention it. The harbour office opens at 8:30.',
  ],
].map(([question, answer], i) => ({
  c: { id: `half-${i}`, question: question ?? '', golden: [] },
  answer: answer ?? '',
}));
const disputed = () =>
  HALF_ANSWERED.filter(({ c, answer }) =>
    classifyRefusal(answer, { question: c.question }).reason.startsWith('uncertain: the decline model reads'),
  );

describe('a decline beside a claim that answers the other half of the question: never a refusal', () => {
  test('with the question no answer of the class is a refusal, and those the model reads as declines are uncertain', () => {
    for (const { c, answer } of HALF_ANSWERED) {
      const decision = classifyRefusal(answer, { question: c.question });
      expect(decision.kind).not.toBe('refusal');
      expect(decision.clauses.some((clause) => clause.rule === 'answers-the-question')).toBe(true);
    }
    expect(disputed().length).toBeGreaterThanOrEqual(1);
  });

  test('offline the case fails as should-refuse with the refusal reported uncertain; a cascade asks its model', async () => {
    for (const { c, answer } of disputed()) {
      const offline = await evaluateCase(c, answering(answer), createHeuristicJudge());
      expect(offline.verdict).toBe('FIX generation (should refuse)');
      expect(offline.refusal).toMatchObject({ lexical: false, decidedBy: 'lexical', uncertain: true });
      expect(offline.refusal?.lexicalReason).toMatch(/answers part of the question/);
    }
    const model = await refusingModel();
    const [first] = disputed();
    const r = await evaluateCase(first?.c as EvalCase, answering(first?.answer ?? ''), createCascadeJudge({ model }));
    expect(r.refusal).toMatchObject({ judge: true, decidedBy: 'judge', uncertain: true });
    expect(server?.requests).toHaveLength(1);
  });
});
