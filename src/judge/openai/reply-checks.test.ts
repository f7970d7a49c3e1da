import { describe, expect, test } from 'vitest';
import { ConfigError } from '../../errors.js';
import { createRandom } from '../../testing/index.js';
import { splitSentences } from '../../text/index.js';
import { EVIDENCE_BEARING_FLOOR } from '../evidence-bearing.js';
import { SMALL_MODEL_REPLIES } from './__fixtures__/small-model-replies.js';
import { checkJudgement, type Judgement } from './prompt.js';
import { checkReplyAgainstSubject, DEFAULT_REPLY_CHECKS, resolveReplyChecks } from './reply-checks.js';
import { contentStems } from './reply-words.js';

const SUBJECT = {
  question: 'How long do I have to return the X1 earbuds?',
  answer: 'You can return them within 30 days if they are unused. Refunds take 5 business days.',
  context:
    'Items can be returned within 30 days of delivery if unused. Refunds are issued within 5 business days. Shipping is free over $50.',
};
type Claim = Judgement['claims'][number];
const claim = (text: string, verdict: Claim['verdict'] = 'unsupported', evidence = 'not in the context'): Claim => ({
  claim: text,
  verdict,
  evidence,
});
const only = (key: keyof typeof DEFAULT_REPLY_CHECKS) => ({
  claimOverlap: 0,
  answerCoverage: 0,
  evidenceMatch: 0,
  evidenceBearing: 0,
  [key]: DEFAULT_REPLY_CHECKS[key],
});
const claimProblems = (text: string) =>
  checkReplyAgainstSubject({ refusal: false, claims: [claim(text)] }, SUBJECT, only('claimOverlap'));

describe('each claim comes from the answer', () => {
  test.for([
    ['the answer sentence itself', 'You can return them within 30 days if they are unused.'],
    ['a paraphrase in other inflections', 'Returning them is possible within 30 days when unused.'],
    ['a pronoun resolved from the question', 'The X1 earbuds can be returned within 30 days.'],
    ['two sentences merged', 'Unused earbuds can be returned within 30 days and refunds take 5 business days.'],
    ['"five" for "5"', 'Refunds take five business days.'],
    ['a claim of stop words only, matched on all its words', 'You can.'],
    ['different case and punctuation', 'REFUNDS -- TAKE 5 BUSINESS DAYS!!'],
  ])('accepts %s', ([, text]) => {
    expect(claimProblems(text!)).toEqual([]);
  });

  test.for([
    ['a claim from another topic', 'Shipping is free over $50.', /none of its content words appear in the ANSWER/],
    ['a claim from the question alone', 'The X1 earbuds are sold by the store.', /none of its content words/],
    ['a claim mostly of new words', 'Refunds are wired to a bank account by the finance team.', /only 1 of 6/],
    [
      'a claim with a number the answer lacks',
      'Refunds take 7 business days.',
      /numbers the ANSWER does not have \(7\)/,
    ],
    ['a claim with a number word the answer lacks', 'Refunds take seven business days.', /\(7\)/],
    ['a claim with no words', '...', /has no words/],
  ])('rejects %s', ([, text, message]) => {
    const problems = claimProblems(text as string);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message as RegExp);
  });

  test('names the words that are not in the answer', () => {
    expect(claimProblems('Shipping is free over $50.')[0]).toBe(
      'claims[0].claim "Shipping is free over $50." is not a statement of the ANSWER: none of its content words appear in the ANSWER (not in it: ship, free, over, 50). List only what the ANSWER says, in its words.',
    );
  });
});

describe('the claims cover the answer', () => {
  const coverage = (...texts: string[]) =>
    checkReplyAgainstSubject({ refusal: false, claims: texts.map((t) => claim(t)) }, SUBJECT, only('answerCoverage'));

  test('accepts claims holding at least half of the answer content words', () => {
    expect(coverage('You can return them within 30 days if unused.', 'Refunds take 5 business days.')).toEqual([]);
    expect(coverage('Return within 30 days, unused; refunds in 5 days.')).toEqual([]);
  });

  test('rejects claims that leave most of the answer out, naming the words left out', () => {
    const problems = coverage('Refunds take time.');
    expect(problems).toEqual([
      "the claims cover 25% of the ANSWER's content words (at least 50% needed; left out: return, 30, dai, unus, 5, busi). List every factual claim the ANSWER makes.",
    ]);
  });

  test('does not count greetings, hedges and words about the sources as content', () => {
    const subject = {
      ...SUBJECT,
      answer:
        'Based on the provided documents, you can return items within 30 days. Let me know if you have any other questions, happy to help!',
    };
    const reply = { refusal: false, claims: [claim('Items can be returned within 30 days.')] };
    expect(checkReplyAgainstSubject(reply, subject, only('answerCoverage'))).toEqual([]);
  });

  test('the share is configurable', () => {
    const reply = { refusal: false, claims: [claim('You can return them within 30 days.')] };
    expect(checkReplyAgainstSubject(reply, SUBJECT, { ...only('answerCoverage'), answerCoverage: 0.3 })).toEqual([]);
    expect(checkReplyAgainstSubject(reply, SUBJECT, { ...only('answerCoverage'), answerCoverage: 0.6 })).toHaveLength(
      1,
    );
  });
});

describe('evidence of supported and contradicted claims is in the context', () => {
  const evidence = (verdict: Claim['verdict'], text: string) =>
    checkReplyAgainstSubject(
      { refusal: false, claims: [claim('Refunds take 5 business days.', verdict, text)] },
      SUBJECT,
      only('evidenceMatch'),
    );

  test('accepts a quote, and any text for an unsupported claim', () => {
    expect(evidence('supported', 'refunds are issued within 5 business days')).toEqual([]);
    expect(evidence('contradicted', 'Refunds are issued within 5 business days.')).toEqual([]);
    expect(evidence('unsupported', 'the context says nothing about it')).toEqual([]);
  });

  test('rejects evidence the context does not hold, and an empty one', () => {
    expect(evidence('supported', 'Refunds are wired within 5 business days to your bank.')).toEqual([
      'claims[0].evidence "Refunds are wired within 5 business days to your bank." is not in the CONTEXT (at most 6 of its 10 words appear there in order). For a "supported" claim, copy the CONTEXT passage word for word; cut it short rather than reword it.',
    ]);
    expect(evidence('contradicted', '')).toEqual([
      'claims[0] is "contradicted" but its evidence quotes nothing. Copy the CONTEXT passage that contradicts it.',
    ]);
  });
});

describe('checkJudgement with a subject', () => {
  const reply = (judgement: unknown) => checkJudgement(JSON.stringify(judgement), SUBJECT);

  test('rejects refusal true together with claims', () => {
    const result = reply({ refusal: true, claims: [claim('Refunds take 5 business days.')] });
    expect(result).toMatchObject({ ok: false, problem: /"refusal" is true but "claims" lists 1 claim/ });
  });

  test('rejects unknown keys at the top and inside a claim', () => {
    const good = { refusal: false, claims: [claim('You can return them within 30 days if they are unused.')] };
    expect(reply({ ...good, score: 7.5 })).toMatchObject({ ok: false, problem: /Unrecognized key: "score"/ });
    const extra = { refusal: false, claims: [{ ...good.claims[0], confidence: 0.9 }] };
    expect(reply(extra)).toMatchObject({ ok: false, problem: /Unrecognized key: "confidence"/ });
  });

  test('lists every problem at once, so one repair can fix them all', () => {
    const result = reply({
      refusal: false,
      claims: [claim('Shipping is free over $50.', 'supported', 'Shipping costs $5.')],
    });
    expect(result.ok).toBe(false);
    const problem = result.ok ? '' : result.problem;
    expect(problem.split('\n')).toHaveLength(4);
    expect(problem).toMatch(/its evidence "Shipping costs \$5\." does not bear on it: it holds 25% of the claim/);
    expect(problem).toMatch(/not a statement of the ANSWER/);
    expect(problem).toMatch(/the claims cover 0%/);
    expect(problem).toMatch(/evidence "Shipping costs \$5\." is not in the CONTEXT/);
  });

  test("leaves a reply without claims to the judge's own refusal call", () => {
    expect(checkJudgement(JSON.stringify({ refusal: true, claims: [] }), SUBJECT)).toMatchObject({ ok: true });
  });
});

describe('options', () => {
  test('default to half the words, half the answer, 80% of the evidence and the evidence-bearing floor', () => {
    expect(resolveReplyChecks(undefined)).toEqual({
      claimOverlap: 0.5,
      answerCoverage: 0.5,
      evidenceMatch: 0.8,
      evidenceBearing: EVIDENCE_BEARING_FLOOR,
    });
    expect(resolveReplyChecks({ answerCoverage: 0.3 })).toEqual({
      claimOverlap: 0.5,
      answerCoverage: 0.3,
      evidenceMatch: 0.8,
      evidenceBearing: EVIDENCE_BEARING_FLOOR,
    });
  });

  test('reject a share outside [0, 1], naming it', () => {
    expect(() => resolveReplyChecks({ answerCoverage: 50 })).toThrow(/`checks.answerCoverage` must be a share/);
    expect(() => resolveReplyChecks({ evidenceMatch: -0.1 })).toThrow(ConfigError);
    expect(() => resolveReplyChecks({ claimOverlap: Number.NaN })).toThrow(/`checks.claimOverlap`/);
  });

  test('0 turns a check off', () => {
    const unrelated = { refusal: false, claims: [claim('Shipping is free over $50.', 'supported', 'made up')] };
    expect(
      checkReplyAgainstSubject(unrelated, SUBJECT, {
        claimOverlap: 0,
        answerCoverage: 0,
        evidenceMatch: 0,
        evidenceBearing: 0,
      }),
    ).toEqual([]);
  });
});

describe(`${SMALL_MODEL_REPLIES.length} replies in the style of a small chat model all pass (no false ERROR)`, () => {
  test.for(SMALL_MODEL_REPLIES.map((row) => [`${row.id} (${row.domain}): ${row.style}`, row] as const))(
    '%s',
    ([, row]) => {
      expect(checkReplyAgainstSubject(row.reply, row)).toEqual([]);
      expect(checkJudgement(JSON.stringify(row.reply), row)).toEqual({ ok: true, judgement: row.reply });
    },
  );
});

describe('no reply whose claims are unrelated to the answer passes', () => {
  const rows = SMALL_MODEL_REPLIES;

  test('the claims judged for the answer of every other domain, even with evidence quoted from this context', {
    timeout: 60_000,
  }, () => {
    let checked = 0;
    for (const row of rows) {
      const quote = splitSentences(row.context)[0]!;
      for (const other of rows) {
        if (other.domain === row.domain) continue;
        const claims = other.reply.claims.map((c) => ({ ...c, verdict: 'supported' as const, evidence: quote }));
        const result = checkJudgement(JSON.stringify({ refusal: false, claims }), row);
        expect(result.ok, `${other.id} judged as the answer of ${row.id}`).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1_000);
  });

  test('claims that restate the context instead of an answer it does not support', { timeout: 60_000 }, () => {
    for (const row of rows) {
      const other = rows.find((r) => r.domain !== row.domain)!;
      const sentences = splitSentences(row.context);
      const claims = sentences.map((s) => claim(s, 'supported', s));
      const subject = { ...row, answer: other.answer, question: other.question };
      expect(checkJudgement(JSON.stringify({ refusal: false, claims }), subject).ok, row.id).toBe(false);
    }
  });

  test('1,000 generated replies whose claims take under half their content words from the answer (seeded)', {
    timeout: 60_000,
  }, () => {
    const random = createRandom(12);
    const stemsOf = new Map<string, string[]>();
    const wordStems = (word: string) => {
      let stems = stemsOf.get(word);
      if (stems) return stems;
      stems = [...contentStems(word)];
      stemsOf.set(word, stems);
      return stems;
    };
    const pools = new Map(
      rows.map((row) => {
        const own = new Set([...contentStems(row.answer), ...contentStems(row.question)]);
        // Words of other domains that are content words and not words of this answer or question.
        const pool = rows
          .filter((r) => r.domain !== row.domain)
          .flatMap((r) => r.context.split(/\s+/))
          .filter((word) => {
            const stems = wordStems(word);
            return stems.length > 0 && stems.every((stem) => !own.has(stem));
          });
        return [row, { own, pool }] as const;
      }),
    );
    for (let n = 0; n < 1_000; n++) {
      const row = random.pick(rows);
      const { own, pool } = pools.get(row)!;
      const answerWords = row.answer.split(/\s+/).filter((word) => contentStems(word).size > 0);
      const shareOwn = (words: string[]) => {
        const stems = [...contentStems(words.join(' '))];
        return stems.filter((stem) => own.has(stem)).length / stems.length;
      };
      const claims = Array.from({ length: 1 + random.int(4) }, () => {
        const words = Array.from({ length: 3 + random.int(9) }, () => random.pick(pool));
        // Add words of the answer while under half of the claim's content words come from it.
        for (let tries = words.length; tries > 0; tries--) {
          const trial = [...words, random.pick(answerWords)];
          if (shareOwn(trial) < 0.5) words.splice(0, words.length, ...trial);
        }
        const verdict = random.pick(['supported', 'supported', 'contradicted'] as const);
        return claim(`${random.shuffle(words).join(' ')}.`, verdict, row.context.slice(0, 60));
      });
      const result = checkJudgement(JSON.stringify({ refusal: false, claims }), row);
      expect(result.ok, `reply ${n} for ${row.id}: ${JSON.stringify(claims)}`).toBe(false);
    }
  });
});
