import { describe, expect, test } from 'vitest';
import { measureAgreement } from '../../calibration/agreement.js';
import { abstentionStats } from '../../calibration/agreement-stats.js';
import { answerDecision, claimStatus, HEURISTIC_BAND, scoreByPolicy } from './abstention.js';
import { createHeuristicJudge, judgeHeuristically } from './heuristic.js';

const T = { minSupport: 0.65, minFound: 8 };
const band = { unsupportedBelow: 0.1, decisive: ['contradictions'] as const };
const evidence = (over: Partial<Parameters<typeof claimStatus>[0]>) => ({
  support: 1,
  found: 3,
  reasons: [] as string[],
  kinds: [] as never[],
  ...over,
});

describe('claimStatus', () => {
  test('supported at minSupport or minFound, unsupported below the band, uncertain in between', () => {
    expect(claimStatus(evidence({ support: 0.65 }), T, band)).toBe('supported');
    expect(claimStatus(evidence({ support: 0.3, found: 8 }), T, band)).toBe('supported');
    expect(claimStatus(evidence({ support: 0.3 }), T, band)).toBe('uncertain');
    expect(claimStatus(evidence({ support: 0.1 }), T, band)).toBe('uncertain');
    expect(claimStatus(evidence({ support: 0.09 }), T, band)).toBe('unsupported');
  });

  test('hard evidence decides when its kind is decisive (numbers always), else leaves the claim uncertain', () => {
    const name = evidence({ reasons: ['"Oslo" (a name the context never writes)'], kinds: ['names'] as never[] });
    expect(claimStatus(name, T, band)).toBe('uncertain');
    expect(claimStatus(name, T, { ...band, decisive: ['names'] })).toBe('unsupported');
    const flip = evidence({ reasons: ['contradicted: x'], kinds: ['contradictions'] as never[] });
    expect(claimStatus(flip, T, band)).toBe('unsupported');
    const number = evidence({ reasons: ['42 (not in the context)'], kinds: ['numbers'] as never[] });
    expect(claimStatus(number, T, { unsupportedBelow: 0, decisive: [] })).toBe('unsupported');
  });
});

describe('answerDecision and scoreByPolicy', () => {
  test('decided when both ways of counting the uncertain claims agree, undecided when they decide', () => {
    const opts = { threshold: 0.6, invented: 0 };
    expect(answerDecision({ supported: 4, unsupported: 0, uncertain: 1 }, opts)).toBe('faithful'); // 0.8 and 1
    expect(answerDecision({ supported: 0, unsupported: 3, uncertain: 1 }, opts)).toBe('unfaithful'); // 0 and 0.25
    expect(answerDecision({ supported: 1, unsupported: 0, uncertain: 1 }, opts)).toBe('uncertain'); // 0.5 and 1
    expect(answerDecision({ supported: 5, unsupported: 0, uncertain: 0 }, { threshold: 0.6, invented: 1 })).toBe(
      'unfaithful',
    );
    expect(answerDecision({ supported: 0, unsupported: 0, uncertain: 0 }, opts)).toBe('faithful');
  });

  test('fail counts uncertain claims unsupported, pass supported, escalate not at all', () => {
    const counts = { supported: 2, unsupported: 1, uncertain: 1 };
    expect(scoreByPolicy(counts, 'fail')).toBe(0.5);
    expect(scoreByPolicy(counts, 'pass')).toBe(0.75);
    expect(scoreByPolicy(counts, 'escalate')).toBeCloseTo(2 / 3);
  });
});

const CONTEXT = 'The museum opens at 10 am from Tuesday to Sunday. Entry is free for children under 12.';
const input = (answer: string) => ({
  question: 'When does the museum open?',
  answer,
  contexts: [{ id: 'm', text: CONTEXT }],
  context: CONTEXT,
});
// Claim 2 has one of its four words ("entry") in the context: support 0.25, between the band and minSupport.
const MIXED = 'The museum opens at 10 am from Tuesday to Sunday. Entry costs extra for adults.';

describe('the heuristic judge abstains', () => {
  test('marks a claim with partial support uncertain and counts it by the policy; the fail policy keeps old verdicts', () => {
    const fail = judgeHeuristically(input(MIXED));
    expect(fail.claims.map((c) => c.verdict)).toEqual(['supported', 'uncertain']);
    expect(fail.score).toBe(0.5);
    expect(fail.abstention).toEqual({ uncertain: 1, policy: 'fail', undecided: true, escalated: false, modelCalls: 0 });
    const old = judgeHeuristically(input(MIXED), { band: false });
    expect(old.claims.map((c) => c.verdict)).toEqual(['supported', 'unsupported']);
    expect(old.score).toBe(fail.score);
    expect(old.abstention).toBeUndefined();
    expect(judgeHeuristically(input(MIXED), { uncertain: 'pass' }).score).toBe(1);
    // With a lower faithfulness threshold the uncertain claim no longer decides: the answer is decided.
    expect(judgeHeuristically(input(MIXED), {}, { threshold: 0.5 }).abstention?.undecided).toBe(false);
  });

  test('rejects a band outside [0, minSupport] and an unknown policy, naming them', () => {
    expect(() => createHeuristicJudge({ band: { ...HEURISTIC_BAND, unsupportedBelow: 0.9 } })).toThrow(
      /band.unsupportedBelow/,
    );
    expect(() => createHeuristicJudge({ uncertain: 'maybe' as never })).toThrow(/`uncertain`/);
  });

  test('measureAgreement reports coverage, the decided rows and the oracle ceiling', async () => {
    const rows = [
      { id: 'a', context: CONTEXT, answer: 'The museum opens at 10 am from Tuesday to Sunday.', human: 1 as const },
      { id: 'b', context: CONTEXT, answer: MIXED, human: 0 as const },
      { id: 'c', context: CONTEXT, answer: 'Tickets cost 40 euros for adults.', human: 0 as const },
    ];
    const report = await measureAgreement(rows, createHeuristicJudge(), { bootstrap: 10 });
    expect(report.items.map((i) => i.decided)).toEqual([true, false, true]);
    expect(report.abstention).toMatchObject({ n: 3, decided: 2, kappaDecided: 1, precisionUnsupportedDecided: 1 });
    expect(report.abstention?.coverage).toBeCloseTo(2 / 3);
    expect(report.abstention?.kappaOracle).toBe(1);
  });

  test('abstentionStats: the oracle labels undecided items as the humans did', () => {
    const s = abstentionStats([1, 0, 0, 1], [1, 0, null, 0]);
    expect(s).toMatchObject({
      n: 4,
      decided: 3,
      coverage: 0.75,
      precisionUnsupportedDecided: 0.5,
      recallUnsupportedDecided: 1,
    });
    expect(abstentionStats([1, 0], [null, null])).toMatchObject({ coverage: 0, kappaDecided: null, kappaOracle: 1 });
  });
});
