import { describe, expect, test } from 'vitest';
import { createRecordedAdapter, defineAdapter } from '../adapter/index.js';
import { createHeuristicJudge } from '../judge/index.js';
import type { Chunk, EvalCase } from '../types.js';
import { mutateCase } from './mutate-case.js';
import { mutateCases } from './mutate-cases.js';
import { formatMutationMarkdown, formatMutationText, summarizeMutations } from './report.js';

const corpus: Chunk[] = [
  { id: 'hours', text: 'The museum opens at 9 am and closes at 6 pm from Tuesday to Sunday.' },
  { id: 'tickets', text: 'Adult tickets cost 14 euros. Children under twelve enter for free.' },
  { id: 'cloak', text: 'Large bags and umbrellas must be left in the cloakroom beside the entrance.' },
  { id: 'cafe', text: 'The rooftop cafe serves sandwiches and cakes made by a local bakery.' },
  { id: 'tours', text: 'Guided tours in sign language take place on the first Saturday of each month.' },
];
const [hours, tickets, cloak] = corpus as [Chunk, Chunk, Chunk];
const judge = createHeuristicJudge();

const cases: EvalCase[] = [
  {
    id: 'price',
    question: 'How much is an adult ticket?',
    golden: ['tickets'],
    keywords: ['14 euros'],
    answer: 'An adult ticket costs 14 euros. Children under twelve enter for free.',
    contexts: ['tickets', 'hours'],
  },
  {
    id: 'bags',
    question: 'Can I bring a large bag into the galleries?',
    golden: ['cloak'],
    answer: 'Large bags must be left in the cloakroom beside the entrance.',
    contexts: ['cloak', 'hours'],
  },
  {
    id: 'umbrellas',
    question: 'What do I do with my umbrella?',
    golden: ['cloak'],
    answer: 'Umbrellas must be left in the cloakroom. The cloakroom is beside the entrance.',
    contexts: ['cloak', 'hours'],
  },
  { id: 'parking', question: 'Where can I park my car?', golden: [], answer: "I don't know.", contexts: ['hours'] },
  {
    id: 'wrong',
    question: 'When does the museum open?',
    golden: ['hours'],
    answer: 'The museum opens at 8 am.',
    contexts: ['hours'],
  },
];
const adapter = createRecordedAdapter({ corpus });

describe('mutateCase', () => {
  test('kills swap-number and drop-golden on a passing case, by the verdicts they aim at', async () => {
    const { mutation } = await mutateCase(cases[0] as EvalCase, adapter, judge, { corpus, k: 2 });
    expect(mutation.alreadyFailing).toBeUndefined();
    const byName = Object.fromEntries(mutation.mutants.map((m) => [m.operator, m]));
    expect(byName['swap-number']).toMatchObject({
      status: 'killed',
      verdict: 'FIX generation (faithfulness)',
      expected: true,
    });
    expect(byName['drop-golden']).toMatchObject({ status: 'killed', verdict: 'FIX retrieval', expected: true });
    expect(byName.refuse).toMatchObject({ status: 'killed', verdict: 'FIX generation (unwarranted refusal)' });
    expect(byName['drop-fact']).toMatchObject({ status: 'killed', verdict: 'FIX generation (relevancy)' });
  });

  test('a case that fails unmutated gets no mutant and says why', async () => {
    const { mutation } = await mutateCase(cases[4] as EvalCase, adapter, judge, { corpus });
    expect(mutation.alreadyFailing).toBe('FIX generation (faithfulness)');
    expect(mutation.mutants).toEqual([]);
  });

  test('a case with a known failure is left out, even when it passes', async () => {
    const known: EvalCase = { ...(cases[0] as EvalCase), knownFailure: { verdict: 'FIX retrieval', reason: 'index' } };
    const { mutation } = await mutateCase(known, adapter, judge, { corpus });
    expect(mutation.alreadyFailing).toBe('known failure: FIX retrieval');
    expect(mutation.mutants).toEqual([]);
  });

  test('a loosened faithfulness gate lets add-claim survive, and the survivor names that gate', async () => {
    const strict = await mutateCase(cases[1] as EvalCase, adapter, judge, { corpus, operators: ['add-claim'] });
    expect(strict.mutation.mutants[0]?.status).toBe('killed');
    const loose = await mutateCase(cases[1] as EvalCase, adapter, judge, {
      corpus,
      operators: ['add-claim'],
      thresholds: { faithfulness: 0.2 },
    });
    expect(loose.mutation.mutants[0]).toMatchObject({ status: 'survived', cause: 'faithfulness-threshold' });
    expect(loose.mutation.mutants[0]?.why).toMatch(/the faithfulness gate is 0\.20: 1 unsupported claim\(s\) of 2/);
  });

  test('drop-fact survives a case with no keywords or reference, saying the fact is invisible', async () => {
    const { mutation } = await mutateCase(cases[2] as EvalCase, adapter, judge, { corpus, operators: ['drop-fact'] });
    expect(mutation.mutants[0]).toMatchObject({
      status: 'survived',
      why: 'no keyword or reference: a dropped fact is invisible',
    });
  });

  test('demote-golden survives without an @k gate and dies with recallAtK', async () => {
    const off = await mutateCase(cases[0] as EvalCase, adapter, judge, { corpus, k: 1, operators: ['demote-golden'] });
    expect(off.mutation.mutants[0]?.status).not.toBe('killed');
    const on = await mutateCase(cases[0] as EvalCase, adapter, judge, {
      corpus,
      k: 1,
      operators: ['demote-golden'],
      thresholds: { recallAtK: 1 },
    });
    expect(on.mutation.mutants[0]).toMatchObject({ status: 'killed', verdict: 'FIX retrieval' });
  });

  test('an out-of-scope refusal is mutated into a confident answer and the should-refuse gate kills it', async () => {
    const { mutation } = await mutateCase(cases[3] as EvalCase, adapter, judge, { corpus });
    expect(mutation.mutants.map((m) => m.operator)).toEqual(['answer-out-of-scope']);
    expect(mutation.mutants[0]).toMatchObject({ status: 'killed', verdict: 'FIX generation (should refuse)' });
  });

  test('the same seed plants the same mutants; the app is asked once per case', async () => {
    let asked = 0;
    const live = defineAdapter({
      name: 'live',
      async ask() {
        asked++;
        return {
          answer: 'Large bags must be left in the cloakroom beside the entrance.',
          contexts: [cloak, hours, tickets],
        };
      },
    });
    const a = await mutateCase(cases[1] as EvalCase, live, judge, { corpus, seed: 's1' });
    const b = await mutateCase(cases[1] as EvalCase, live, judge, { corpus, seed: 's1' });
    expect(a.mutation.mutants.map((m) => m.change)).toEqual(b.mutation.mutants.map((m) => m.change));
    expect(asked).toBe(2);
  });

  test('a mutated response that equals the original is an equivalent mutant, not counted', async () => {
    const same = defineAdapter({
      async ask() {
        return { answer: 'Large bags must be left in the cloakroom [1].', contexts: [cloak, { ...cloak, id: 'copy' }] };
      },
    });
    const { mutation } = await mutateCase(cases[1] as EvalCase, same, judge, { corpus, operators: ['miscite'] });
    expect(mutation.mutants[0]).toMatchObject({ status: 'equivalent', why: 'copy holds the same text as cloak' });
    expect(summarizeMutations([mutation]).applicable).toBe(0);
  });
});

test('a retrieval-only suite gets the retrieval operators only, asked through retrieve()', async () => {
  const retriever = defineAdapter({
    async ask() {
      throw new Error('a retrieval-only suite never asks');
    },
    async retrieve() {
      return [cloak, hours, tickets];
    },
  });
  const { mutation } = await mutateCase(cases[1] as EvalCase, retriever, judge, {
    corpus,
    mode: 'retrieval',
    k: 1,
    thresholds: { recallAtK: 1 },
  });
  expect(mutation.mutants.map((m) => [m.operator, m.status, m.verdict])).toEqual([
    ['drop-golden', 'killed', 'FIX retrieval'],
    ['demote-golden', 'killed', 'FIX retrieval'],
  ]);
  expect(mutation.skipped.find((s) => s.operator === 'swap-number')?.why).toMatch(/retrieval-only/);
});

describe('summarizeMutations', () => {
  test('scores killed / applicable per operator and lists every operator, already failing cases apart', async () => {
    const report = summarizeMutations(await mutateCases(cases, adapter, judge, { corpus, k: 2 }));
    expect(report.operators.map((o) => o.name)).toHaveLength(9);
    expect(report.operators.find((o) => o.name === 'miscite')).toMatchObject({ applicable: 0, score: null });
    expect(report.alreadyFailing).toEqual([
      { suite: 'eval', id: 'wrong', verdict: 'FIX generation (faithfulness)', reason: 'FIX generation (faithfulness)' },
    ]);
    expect(report.applicable).toBe(report.killed + report.survived);
    expect(report.score).toBeCloseTo(report.killed / report.applicable);
    expect(report.cases.map((c) => c.id)).toEqual(['price', 'bags', 'umbrellas', 'parking']);
    const text = formatMutationText(report);
    expect(text).toMatch(/^mutation score \d\.\d\d: \d+ of \d+ mutants killed/);
    expect(text).toContain('already failing, no mutant can be killed: 1 case(s): wrong');
    expect(formatMutationMarkdown(report)).toContain('| `swap-number` |');
  });

  test('survivors are grouped by cause, the largest group first', () => {
    const mutant = (id: string, cause: string) => ({
      suite: 's',
      id,
      operator: 'add-claim' as const,
      status: 'survived' as const,
      change: 'x',
      verdict: 'pass' as const,
      why: cause,
      cause,
    });
    const report = summarizeMutations([
      { suite: 's', id: 'a', verdict: 'pass', mutants: [mutant('a', 'one')], skipped: [] },
      { suite: 's', id: 'b', verdict: 'pass', mutants: [mutant('b', 'two')], skipped: [] },
      { suite: 's', id: 'c', verdict: 'pass', mutants: [mutant('c', 'two')], skipped: [] },
    ]);
    expect(report.weakSpots.map((w) => [w.cause, w.count, w.cases])).toEqual([
      ['two', 2, ['b', 'c']],
      ['one', 1, ['a']],
    ]);
    expect(report.score).toBe(0);
  });
});
