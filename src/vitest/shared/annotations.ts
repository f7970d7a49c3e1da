/**
 * What a person sees on a case's test besides its outcome: one annotation line (verdict and metrics), plus the
 * claims of a generation failure in one more. Pure (no test runner), so the reporter can annotate from the main
 * process too.
 */
import { formatGate, formatOneLine, formatPassRate, formatTrialVerdicts } from '../../report/index.js';
import type { CaseOutcome, CaseResult, Verdict } from '../../types.js';

/** Annotation types ragcheck writes: a test carrying one of them has been annotated. */
export const ANNOTATION_TYPES = ['ragcheck', 'ragcheck (known failure)', 'known failure', 'claims', 'trials'] as const;
export type AnnotationType = (typeof ANNOTATION_TYPES)[number];

/**
 * The annotations of a case: the one-line state, the claims of a generation failure (one annotation), and for a
 * case with trials each trial's verdict (one annotation).
 */
export function annotationsFor(result: CaseResult): { message: string; type: AnnotationType }[] {
  let line = formatOneLine(result);
  if (result.outcome === 'known failure' && result.knownFailure) line += ` | ${result.knownFailure.reason}`;
  const out: { message: string; type: AnnotationType }[] = [
    { message: line, type: result.outcome === 'known failure' ? 'ragcheck (known failure)' : 'ragcheck' },
  ];
  // A known failure passes its test: what it gets today shows beside the pass, so it never reads as a plain pass.
  if (result.outcome === 'known failure') out.push({ message: knownFailureLines(result), type: 'known failure' });
  if (result.verdict.startsWith('FIX generation') && result.claims.length > 0) {
    const claims = result.claims.map((c) => {
      const missing = c.missing.length > 0 ? ` (missing: ${c.missing.join(', ')})` : '';
      const verdict = c.verdict === 'uncertain' ? 'uncertain: needs a model judge,' : c.verdict;
      return `• [${verdict} ${c.support.toFixed(2)}] ${c.text}${missing}`;
    });
    const a = result.judge.abstention;
    if (a && a.uncertain > 0 && !a.escalated) {
      claims.push(
        `• ${a.uncertain} uncertain claim(s) counted as ${a.policy === 'pass' ? 'supported' : 'unsupported'} (uncertain: ${a.policy}); a model judge decides them with --judge cascade`,
      );
    }
    // Vitest UI folds the line breaks of an annotation: the bullets keep the claims apart there too.
    out.push({ message: claims.join('\n'), type: 'claims' });
  }
  if (result.trials) {
    const t = result.trials;
    const head = `${formatPassRate(t)}, minPassRate ${t.minPassRate.toFixed(2)}; trial #${t.shown} shown`;
    out.push({ message: `${head}: ${formatTrialVerdicts(t)}`, type: 'trials' });
  }
  return out;
}

const ANSWER_CHARS = 600;

/** The known failure's verdict and reason, the answer it gets and the ids it retrieved, one bullet each. */
function knownFailureLines(result: CaseResult): string {
  const answer = result.answer === null ? '(no answer)' : result.answer;
  const shown = answer.length > ANSWER_CHARS ? `${answer.slice(0, ANSWER_CHARS - 1)}…` : answer;
  return [
    `• known failure: ${result.verdict}${result.knownFailure ? ` (${result.knownFailure.reason})` : ''}`,
    ...result.gates.filter((g) => !g.passed).map((g) => `• failing gate: ${formatGate(g)}`),
    `• answer: ${shown}`,
    `• retrieved: ${result.retrieved.length === 0 ? '(nothing)' : result.retrieved.join(', ')}`,
  ].join('\n');
}

/**
 * What a person reads about a case in Vitest UI's Test Meta table when its full result went to the ragcheck
 * reporter's results file (`task.meta.ragcheckCase`): the verdict, the one-line metrics, the failing gates, and the
 * text of the case's other annotations. A few hundred bytes, whatever the case's answer, contexts and claims weigh;
 * the reporter annotates the case from it ({@link annotationsOfView}).
 */
export interface CaseView {
  verdict: Verdict;
  outcome: CaseOutcome;
  /** The one-line state: verdict, metrics (the `ragcheck` annotation). */
  summary: string;
  /** Each failing gate as the report writes it, e.g. `faithfulness 0.40, needs >= 0.60`; empty when all pass. */
  failingGates: string[];
  /** A known failure's verdict, reason, answer and retrieved ids (the `known failure` annotation). */
  known?: string;
  /** The claims of a generation failure, one per line (the `claims` annotation). */
  claims?: string;
  /** The trials' pass rate and verdicts (the `trials` annotation). */
  trials?: string;
}

/** The case's view for the Test Meta table: built from the same annotations the case gets. */
export function caseView(result: CaseResult): CaseView {
  const annotations = annotationsFor(result);
  const view: CaseView = {
    verdict: result.verdict,
    outcome: result.outcome,
    summary: annotations[0]?.message ?? '',
    failingGates: result.gates.filter((g) => !g.passed).map(formatGate),
  };
  for (const a of annotations.slice(1)) {
    if (a.type === 'known failure') view.known = a.message;
    if (a.type === 'claims') view.claims = a.message;
    if (a.type === 'trials') view.trials = a.message;
  }
  return view;
}

/** The annotations of a case, from its view: the same as `annotationsFor` of its result. */
export function annotationsOfView(view: CaseView): { message: string; type: AnnotationType }[] {
  const out: { message: string; type: AnnotationType }[] = [
    { message: view.summary, type: view.outcome === 'known failure' ? 'ragcheck (known failure)' : 'ragcheck' },
  ];
  if (view.known !== undefined) out.push({ message: view.known, type: 'known failure' });
  if (view.claims !== undefined) out.push({ message: view.claims, type: 'claims' });
  if (view.trials !== undefined) out.push({ message: view.trials, type: 'trials' });
  return out;
}
