/**
 * Custom matchers on a `CaseResult` (what `evaluateCase` returns), registered with `expect.extend` when this
 * module loads. Messages are plain text: colour codes make Vitest UI show a raw stack instead of the message.
 */

import { expect } from 'vitest';
import { ConfigError } from '../../errors.js';
import { isFaithful, meetsThreshold } from '../../evaluate/index.js';
import { formatDiagnosis, formatGate, formatScore } from '../../report/index.js';
import { type CaseResult, DEFAULT_THRESHOLDS, VERDICTS, type Verdict } from '../../types.js';

interface MatcherOutcome {
  pass: boolean;
  message: () => string;
}

function asCaseResult(received: unknown, matcher: string): CaseResult {
  const r = received as Partial<CaseResult> | null;
  if (typeof r !== 'object' || r === null || typeof r.verdict !== 'string' || typeof r.metrics !== 'object') {
    throw new TypeError(
      `${matcher}() expects a CaseResult (the value evaluateCase() resolves to), got ${r === null ? 'null' : typeof r}. Did you forget to await evaluateCase()?`,
    );
  }
  return received as CaseResult;
}

function checkScore(value: unknown, matcher: string): number {
  if (typeof value !== 'number' || !(value >= 0 && value <= 1)) {
    throw new ConfigError(`${matcher}(min): \`min\` must be a score between 0 and 1 (got ${String(value)})`);
  }
  return value;
}

const head = (r: CaseResult) => `${r.verdict}  [${r.id}] ${r.question}`;
const ids = (list: readonly string[]) => (list.length === 0 ? '(none)' : list.join(', '));

function toHaveContextRecall(received: unknown, min: number): MatcherOutcome {
  const r = asCaseResult(received, 'toHaveContextRecall');
  checkScore(min, 'toHaveContextRecall');
  const value = r.metrics.contextRecall;
  const pass = meetsThreshold(value, min);
  return {
    pass,
    message: () => {
      if (pass) return `${head(r)}\n  expected contextRecall below ${formatScore(min)}, got ${formatScore(value)}`;
      const why =
        value === null
          ? 'contextRecall is n/a: the case is out of scope (golden: [])'
          : `contextRecall ${formatScore(value)} < ${formatScore(min)}`;
      const missing = r.golden.filter((g) => !r.retrieved.includes(g));
      return [
        head(r),
        `  ${why}`,
        `  golden:    ${ids(r.golden)}`,
        `  retrieved: ${ids(r.retrieved)}`,
        ...(missing.length > 0 && value !== null ? [`  not retrieved: ${missing.join(', ')}`] : []),
      ].join('\n');
    },
  };
}

function toBeFaithful(received: unknown, min: number = DEFAULT_THRESHOLDS.faithfulness): MatcherOutcome {
  const r = asCaseResult(received, 'toBeFaithful');
  checkScore(min, 'toBeFaithful');
  const value = r.metrics.faithfulness;
  const pass = isFaithful({ score: value, unsupported: r.metrics.unsupported }, min);
  return {
    pass,
    message: () => {
      if (pass) return `${head(r)}\n  expected faithfulness below ${formatScore(min)}, got ${formatScore(value)}`;
      const lines = [head(r), `  faithfulness ${formatScore(value)} (min ${formatScore(min)})`];
      for (const c of r.claims.filter((claim) => !claim.supported)) {
        lines.push(`  [${c.verdict}] ${c.text}${c.missing.length > 0 ? `  (missing: ${c.missing.join(', ')})` : ''}`);
      }
      if (r.metrics.unsupported.length > 0) {
        lines.push(`  unsupported numbers/codes: ${r.metrics.unsupported.join(', ')}`);
      }
      if (r.error) lines.push(`  ${r.error.kind} error: ${r.error.message}`);
      if (r.answer !== null) lines.push(`  answer: ${r.answer}`);
      return lines.join('\n');
    },
  };
}

function toRefuse(received: unknown): MatcherOutcome {
  const r = asCaseResult(received, 'toRefuse');
  const pass = r.metrics.refused;
  return {
    pass,
    message: () =>
      pass
        ? `${head(r)}\n  expected an answer, but it refuses: ${r.answer ?? '(no answer)'}`
        : `${head(r)}\n  expected a refusal, but it answers: ${r.answer ?? '(no answer: the adapter failed)'}`,
  };
}

function toPassGates(received: unknown): MatcherOutcome {
  const r = asCaseResult(received, 'toPassGates');
  return {
    pass: r.passed,
    message: () => (r.passed ? `${head(r)}\n  expected a failing gate, but every gate passes` : formatDiagnosis(r)),
  };
}

function toPassGate(received: unknown, metric: string): MatcherOutcome {
  const r = asCaseResult(received, 'toPassGate');
  const gate = r.gates.find((g) => g.metric === metric);
  if (!gate) {
    return {
      pass: false,
      message: () => `${head(r)}\n  no "${metric}" gate on this case (gates: ${ids(r.gates.map((g) => g.metric))})`,
    };
  }
  // The first failing gate carries the whole diagnosis, later ones a line each: asserting every gate softly then
  // reads as one diagnosis plus the extra failing metrics, not the same evidence repeated per gate.
  const first = r.gates.find((g) => !g.passed) === gate;
  return {
    pass: gate.passed,
    message: () =>
      gate.passed
        ? `[${r.id}] expected the ${metric} gate to fail: ${formatGate(gate)}`
        : first
          ? formatDiagnosis(r)
          : `[${r.id}] also failing: ${formatGate(gate)}`,
  };
}

function toHaveVerdict(received: unknown, verdict: Verdict): MatcherOutcome {
  const r = asCaseResult(received, 'toHaveVerdict');
  if (!VERDICTS.includes(verdict)) {
    throw new ConfigError(
      `toHaveVerdict(verdict): unknown verdict "${verdict}"; use one of ${VERDICTS.map((v) => `"${v}"`).join(', ')}`,
    );
  }
  const pass = r.verdict === verdict;
  return {
    pass,
    message: () =>
      pass
        ? `[${r.id}] expected a verdict other than "${verdict}"`
        : `expected verdict "${verdict}", got "${r.verdict}"\n${formatDiagnosis(r)}`,
  };
}

/** The matchers, as passed to `expect.extend` (already done when `ragcheck/vitest` is imported). */
export const ragcheckMatchers = {
  toHaveContextRecall,
  toBeFaithful,
  toRefuse,
  toPassGates,
  toPassGate,
  toHaveVerdict,
};

expect.extend(ragcheckMatchers);

interface RagcheckMatchers<R = unknown> {
  /** Context recall (share of golden chunks retrieved) is at least `min`. Fails for out-of-scope cases (n/a). */
  toHaveContextRecall(min: number): R;
  /** Faithfulness is at least `min` (default: `DEFAULT_THRESHOLDS.faithfulness`, 0.6) and the answer has no unsupported numbers/codes. */
  toBeFaithful(min?: number): R;
  /** The answer is a refusal. */
  toRefuse(): R;
  /** Every gate passes (verdict `pass` or `correct refusal`); the failure message is the full diagnosis. */
  toPassGates(): R;
  /**
   * The gate on `metric` (`contextRecall`, `faithfulness`, `unsupported`, `refused`, ...) passes. The message of
   * the case's first failing gate is the full diagnosis; other failing gates get one line.
   */
  toPassGate(metric: string): R;
  /** The verdict is exactly `verdict`. */
  toHaveVerdict(verdict: Verdict): R;
}

// Vitest 4 declares `Matchers<T = any>`, Vitest 5 `Matchers<R extends void | Promise<void> = ..., T = unknown>`, and
// TypeScript rejects an augmentation whose type parameters differ from the original's (TS2428). A declaration with
// no type parameters merges with both (every parameter of both has a default), so one .d.ts serves the whole peer
// range; the price is that the matchers return `void` also behind `.resolves` (await them anyway). Checked against
// the packed package on the range's ends by scripts/typecheck-versions.mjs.
declare module 'vitest' {
  interface Matchers extends RagcheckMatchers<void> {}
}
