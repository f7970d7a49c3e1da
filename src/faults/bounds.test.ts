/**
 * Fault class: an app returns far more text than a RAG answer holds (a 5 MB answer, megabytes of context), or the
 * judging of a case is CPU-bound past its deadline. Guarantee: an answer over `maxAnswerChars` (100,000) or contexts
 * over `maxContextChars` (1,000,000 in all) make the case `ERROR (adapter)` naming the size, never a cut (a
 * hallucination after the cut would pass); a case whose judging runs past `timeoutMs` is `ERROR (judge)` with the
 * timeout message, also when the judge is synchronous and no timer can fire, never a normal verdict.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { handbookProse } from '../__fixtures__/handbook-prose.js';
import { ROOT } from '../__fixtures__/spawn-source.js';
import type { RagAdapter } from '../adapter/index.js';
import { runCli } from '../cli/run-cli.js';
import { evaluateCase } from '../evaluate/index.js';
import { createHeuristicJudge, createOverlapJudge, type Judge } from '../judge/index.js';
import type { CaseResult, EvalCase } from '../types.js';
import { createVitestProject, removeVitestProjects, runVitest } from '../vitest/__fixtures__/vitest-project.js';

afterAll(removeVitestProjects);

const evalCase: EvalCase = { id: 'big', question: 'When does my order ship?', golden: ['doc'] };
const app = (answer: string, texts: string[] = ['Orders ship within 5 business days.']): RagAdapter => ({
  name: 'big-app',
  ask: async () => ({ answer, contexts: texts.map((text, i) => ({ id: i === 0 ? 'doc' : `doc-${i}`, text })) }),
});
const sentences = (n: number) =>
  Array.from({ length: n }, (_, i) => `Order ${i} ships within 5 business days from the main warehouse.`).join(' ');

describe('the size of a response', () => {
  test('an answer over 100,000 characters is ERROR (adapter) naming its size; 100,000 is judged', async () => {
    const over = await evaluateCase(evalCase, app('x'.repeat(100_001)), createOverlapJudge());
    expect(over.verdict).toBe('ERROR (adapter)');
    expect(over.error?.message).toBe(
      'adapter "big-app" failed on case "big": it returned an answer of 100,001 characters, over the limit of 100,000 (`maxAnswerChars`). The answer is never cut, since a hallucination after the cut would pass: make the app answer shorter, or raise `maxAnswerChars` (--max-answer-chars).',
    );
    expect(over.answer).toBeNull();
    const at = await evaluateCase(evalCase, app('x'.repeat(100_000)), createOverlapJudge());
    expect(at.verdict).not.toMatch(/^ERROR/);
  });

  test('contexts over 1,000,000 characters in all are ERROR (adapter) naming the size; 1,000,000 is judged', async () => {
    const half = 'Orders ship within 5 business days. '.repeat(13_889).slice(0, 500_000);
    const over = await evaluateCase(
      evalCase,
      app('Orders ship within 5 business days.', [half, `${half}x`]),
      createOverlapJudge(),
    );
    expect(over.verdict).toBe('ERROR (adapter)');
    expect(over.error?.message).toContain(
      'it returned 1,000,001 characters of context in 2 chunks, over the limit of 1,000,000 (`maxContextChars`)',
    );
    const at = await evaluateCase(
      evalCase,
      app('Orders ship within 5 business days.', [half, half]),
      createOverlapJudge(),
    );
    expect(at.verdict).toBe('pass');
  });

  test('both limits are options of evaluateCase and flags of the CLI, and a bad value is refused', async () => {
    const options = { maxAnswerChars: 10, maxContextChars: 1_000 };
    const small = await evaluateCase(evalCase, app('Orders ship soon.'), createOverlapJudge(), options);
    expect(small.error?.message).toContain('an answer of 17 characters, over the limit of 10 (`maxAnswerChars`)');
    const context = await evaluateCase(evalCase, app('Yes.', ['y'.repeat(1_001)]), createOverlapJudge(), options);
    expect(context.error?.message).toContain('1,001 characters of context in 1 chunk, over the limit of 1,000');
    await expect(evaluateCase(evalCase, app('x'), createOverlapJudge(), { maxAnswerChars: 0 })).rejects.toThrow(
      '`maxAnswerChars` must be a positive integer',
    );

    const cases = join(ROOT, 'fixtures/store-policy/cases.jsonl');
    const corpus = join(ROOT, 'fixtures/store-policy/corpus.jsonl');
    const run = await runCli(
      ['eval', '--cases', cases, '--corpus', corpus, '--max-answer-chars', '40', '--format', 'json'],
      {
        cwd: ROOT,
        env: {},
      },
    );
    expect(run.code).toBe(3);
    expect(run.stdout).toContain('over the limit of 40 (`maxAnswerChars`)');
    const contexts = await runCli(['eval', '--cases', cases, '--corpus', corpus, '--max-context-chars', '50'], {
      cwd: ROOT,
      env: {},
    });
    expect(contexts.stdout).toContain('over the limit of 50 (`maxContextChars`)');
    const bad = await runCli(['eval', '--cases', cases, '--max-context-chars', '1e6'], { cwd: ROOT, env: {} });
    expect(bad.code).toBe(2);
  });
});

describe('a case that runs past its deadline while judging', () => {
  test('a synchronous judge that overruns timeoutMs is ERROR (judge) with the timeout message, not a verdict', async () => {
    const busy: Judge = {
      name: 'busy',
      async faithfulness() {
        const until = performance.now() + 400;
        while (performance.now() < until) {
          // CPU-bound: no timer can fire meanwhile
        }
        return { score: 1, claims: [] };
      },
    };
    const result = await evaluateCase(evalCase, app('Orders ship within 5 business days.'), busy, { timeoutMs: 100 });
    expect(result.verdict).toBe('ERROR (judge)');
    expect(result.error?.message).toBe(
      'judge "busy" did not finish case "big" within 100 ms (timeoutMs). Speed it up or raise `timeoutMs`.',
    );
  });

  // Its own bound below (30 s) is the check; under load (other jobs on 2 cores) the body takes 7-14 s on Node 20
  // and 24 alike, over Vitest's default 5 s.
  test('the heuristic judge checks the deadline between claims and stops', { timeout: 60_000 }, async () => {
    const judge = createHeuristicJudge();
    const answer = sentences(50);
    const input = { question: 'When?', answer, context: answer, contexts: [{ id: 'doc', text: answer }] };
    // Past before it starts: the first scan or the first claim stops it.
    await expect(judge.faithfulness(input, { deadline: performance.now() - 1 })).rejects.toThrow(
      /(?:the heuristic judge|scoring) ran past the case deadline/,
    );
    expect((await judge.faithfulness(input, { deadline: performance.now() + 60_000 })).claims).toHaveLength(50);

    // 12,000 claims take the heuristic judge several seconds (about 5 s on an idle 2-core machine, 1,400 took about
    // 0.3 s, too close to the case's 300 ms to say anything), so the deadline falls well inside the judging.
    const long = sentences(12_000);
    const started = performance.now();
    const result = await evaluateCase(evalCase, app(long, [sentences(200)]), judge, {
      timeoutMs: 300,
      maxAnswerChars: 1_000_000,
    });
    expect(result.verdict).toBe('ERROR (judge)');
    expect(result.error?.message).toBe(
      'judge "heuristic" did not finish case "big" within 300 ms (timeoutMs). Speed it up or raise `timeoutMs`.',
    );
    expect(performance.now() - started).toBeLessThan(30_000); // stopped, not run to the end (a loose bound)
  });
});

/**
 * A run cut at its deadline and the full run of the same case, measured again (up to three pairs) while the cut one
 * took half the full one's time or more: a burst of load on a shared machine can stall either, but a deadline that
 * does not reach inside the scan makes every pair fail.
 */
async function stoppedEarly(
  pair: () => Promise<{ cut: CaseResult; full: CaseResult }>,
): Promise<{ cut: CaseResult; full: CaseResult }> {
  let last = await pair();
  for (let again = 0; again < 2 && last.cut.durationMs >= last.full.durationMs / 2; again++) last = await pair();
  return last;
}

/** `cut` is ERROR (judge) with the heuristic judge's message for `timeoutMs`, in under half of `full`'s time. */
function expectStoppedAtDeadline({ cut, full }: { cut: CaseResult; full: CaseResult }, timeoutMs: number) {
  expect(full.verdict).not.toMatch(/^ERROR/);
  expect(cut.verdict).toBe('ERROR (judge)');
  expect(cut.error?.message).toBe(
    `judge "heuristic" did not finish case "big" within ${timeoutMs} ms (timeoutMs). Speed it up or raise \`timeoutMs\`.`,
  );
  // Stopped, not run (or waited for) to the end: well under the full scoring of the same case in this run.
  expect(cut.durationMs).toBeLessThan(full.durationMs / 2);
}

describe('a case whose scoring is still running at its deadline, whatever the input', { timeout: 60_000 }, () => {
  test.for([
    // 1,000,000 characters (the answer limit raised for it): the scan reads a 100,000-character loop of one number
    // in about 40 ms, too close to a 50 ms deadline to say anything.
    ['a looping answer', '1 '.repeat(500_000), ['Orders ship within 5 business days.']],
    ['a looping context', 'Orders ship within 5 business days.', ['7.5 kg, '.repeat(120_000)]],
  ] as const)('%s is ERROR (judge) with the timeout message, stopped inside the scan', async ([, answer, texts]) => {
    const runs = await stoppedEarly(async () => {
      const judge = createHeuristicJudge();
      // The cut run first: a scan stopped half-way caches nothing, so the full run after it starts as cold.
      const limits = { maxAnswerChars: 1_000_000 };
      const cut = await evaluateCase(evalCase, app(answer, [...texts]), judge, { timeoutMs: 50, ...limits });
      const full = await evaluateCase(evalCase, app(answer, [...texts]), judge, { timeoutMs: 600_000, ...limits });
      return { cut, full };
    });
    expectStoppedAtDeadline(runs, 50);
  });
});

describe('realistic prose at the full limits', { timeout: 120_000 }, () => {
  test('a 100,000-character answer over 1,000,000 characters of handbook text is ERROR (judge) at a short timeoutMs, stopped inside the judging', async () => {
    const judge = createHeuristicJudge();
    // Texts of other rounds (other numbers) for each run: no line, chunk or scan of one is cached for the other.
    const proseApp = (round: number) => {
      const answer = handbookProse(100_000, round + 3);
      const context = handbookProse(1_000_000, round);
      expect(answer.split(/[.!?]\s/).length).toBeGreaterThan(900);
      return app(answer, [context]);
    };
    const limits = { maxAnswerChars: 100_000, maxContextChars: 1_000_000 };
    let round = 200;
    const runs = await stoppedEarly(async () => {
      round += 400;
      const cut = await evaluateCase(evalCase, proseApp(round), judge, { ...limits, timeoutMs: 200 });
      const full = await evaluateCase(evalCase, proseApp(round + 200), judge, { ...limits, timeoutMs: 600_000 });
      return { cut, full };
    });
    expectStoppedAtDeadline(runs, 200);
    expect(runs.full.claims.length).toBeGreaterThan(900);
  });
});

describe('in a Vitest run', { timeout: 120_000 }, () => {
  test('the suite options bound the answer, and an overrunning judge is ERROR (judge), not a Vitest timeout', async () => {
    const dir = createVitestProject({
      'bounds.eval.ts': `import { defineRagSuite } from HARNESS;
defineRagSuite({
  name: 'bounds', judge: 'heuristic', baseline: false, maxAnswerChars: 20, maxContextChars: 1000,
  cases: [{ id: 'long', question: 'Q?', golden: [], answer: 'This answer is longer than twenty characters.', contexts: [] }],
});
// 1 s for the case: the recorded adapter needs far less even on a loaded machine (100 ms did not: the case was
// ERROR (adapter) there), and the judge's 2.5 s of synchronous work always overruns it.
defineRagSuite({
  name: 'slow-judge', baseline: false, timeoutMs: 1000,
  judge: { name: 'busy', async faithfulness() { const until = performance.now() + 2500; while (performance.now() < until) {} return { score: 1, claims: [] }; } },
  cases: [{ id: 'busy', question: 'Q?', golden: [], answer: 'Orders ship in 5 days.', contexts: [] }],
});
`,
    });
    const run = await runVitest(dir, ['run']);
    expect(run.output).toContain('ERROR (adapter)  [long] Q?');
    expect(run.output).toContain('an answer of 45 characters, over the limit of 20 (`maxAnswerChars`)');
    expect(run.output).toContain('ERROR (judge)  [busy] Q?');
    expect(run.output).toContain('judge "busy" did not finish case "busy" within 1000 ms (timeoutMs)');
    expect(run.output).not.toMatch(/Test timed out/);
    expect(run.code).toBe(1);
  });
});
