import { describe, expect, test } from 'vitest';
import {
  buildJudgeMessages,
  checkJudgement,
  JUDGE_PROMPT_VERSION,
  JUDGEMENT_SCHEMA_VERSION,
  MAX_CLAIMS,
} from './prompt.js';

const claim = { claim: 'Refunds take 7 days.', verdict: 'supported', evidence: 'within 7 days' };

describe('buildJudgeMessages', () => {
  test('puts the question, context and answer between markers after the instructions', () => {
    const [system, user] = buildJudgeMessages({ question: 'Q?', context: 'C.', answer: 'A.' }, '0123456789abcdef');
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('"unsupported"');
    expect(user?.content).toBe(
      [
        'The blocks of this message are fenced with the code 0123456789abcdef.',
        '',
        '<<<QUESTION 0123456789abcdef>>>\nQ?\n<<<END QUESTION 0123456789abcdef>>>',
        '',
        '<<<CONTEXT 0123456789abcdef>>>\nC.\n<<<END CONTEXT 0123456789abcdef>>>',
        '',
        '<<<ANSWER 0123456789abcdef>>>\nA.\n<<<END ANSWER 0123456789abcdef>>>',
      ].join('\n'),
    );
  });

  test("asks for claims in the answer's words, evidence copied word for word and no other keys (prompt v2)", () => {
    const [system] = buildJudgeMessages({ question: 'Q?', context: 'C.', answer: 'A.' });
    expect(system?.content).toContain("in the\n   ANSWER's own words");
    expect(system?.content).toContain('word for word');
    expect(system?.content).toContain('Never set "refusal": true with claims');
    expect(system?.content).toContain('no others');
    expect([JUDGE_PROMPT_VERSION, JUDGEMENT_SCHEMA_VERSION]).toEqual([2, 2]);
  });
});

describe('checkJudgement', () => {
  test('accepts a valid judgement', () => {
    expect(checkJudgement(JSON.stringify({ refusal: false, claims: [claim] }))).toEqual({
      ok: true,
      judgement: { refusal: false, claims: [claim] },
    });
  });

  test('rejects text that is not JSON', () => {
    expect(checkJudgement('The answer is supported.')).toMatchObject({ ok: false, problem: /not valid JSON/ });
  });

  test('rejects an unknown verdict, naming the field', () => {
    const result = checkJudgement(JSON.stringify({ refusal: false, claims: [{ ...claim, verdict: 'partly' }] }));
    expect(result).toMatchObject({ ok: false, problem: /claims\[0\]\.verdict/ });
  });

  test('rejects a missing field', () => {
    expect(checkJudgement(JSON.stringify({ claims: [claim] }))).toMatchObject({ ok: false, problem: /refusal/ });
  });

  test('rejects an empty claim text and too many claims', () => {
    expect(checkJudgement(JSON.stringify({ refusal: false, claims: [{ ...claim, claim: ' ' }] }))).toMatchObject({
      ok: false,
      problem: /claims\[0\]\.claim is empty/,
    });
    const many = Array.from({ length: MAX_CLAIMS + 1 }, () => claim);
    expect(checkJudgement(JSON.stringify({ refusal: false, claims: many }))).toMatchObject({ ok: false });
  });

  test('rejects keys the schema does not name, at the top and in a claim', () => {
    expect(checkJudgement(JSON.stringify({ refusal: false, score: 7.5, claims: [claim] }))).toMatchObject({
      ok: false,
      problem: /Unrecognized key: "score"/,
    });
    expect(
      checkJudgement(JSON.stringify({ refusal: false, claims: [{ ...claim, confidence: 'high' }] })),
    ).toMatchObject({ ok: false, problem: /Unrecognized key: "confidence"/ });
  });

  test('rejects refusal true with claims', () => {
    expect(checkJudgement(JSON.stringify({ refusal: true, claims: [claim] }))).toMatchObject({
      ok: false,
      problem: /"refusal" is true but "claims" lists 1 claim\(s\): a refusal states no fact/,
    });
  });

  test('rejects zero claims unless the judge calls the answer a refusal (its own call decides)', () => {
    expect(checkJudgement(JSON.stringify({ refusal: false, claims: [] }))).toMatchObject({
      ok: false,
      problem: /"refusal" is false \(the answer states facts\) but "claims" is empty/,
    });
    expect(checkJudgement(JSON.stringify({ refusal: true, claims: [] }))).toMatchObject({ ok: true });
  });
});
