/**
 * What a person sees on a case's test besides its outcome: one annotation line (verdict and metrics), plus the
 * claims of a generation failure in one more. Pure (no test runner), so the reporter can annotate from the main
 * process too.
 */
import { formatOneLine, formatPassRate, formatTrialVerdicts } from '../report/index.js';
import type { CaseResult } from '../types.js';

/** Annotation types ragcheck writes: a test carrying one of them has been annotated. */
export const ANNOTATION_TYPES = ['ragcheck', 'ragcheck (known failure)', 'claims', 'trials'] as const;
export type AnnotationType = (typeof ANNOTATION_TYPES)[number];

/**
 * The annotations of a case: the one-line state, the claims of a generation failure (one annotation), and for a
 * case with trials each trial's verdict (one annotation).
 */
export function annotationsFor(result: CaseResult): { message: string; type: AnnotationType }[] {
  let line = formatOneLine(result);
  if (result.status === 'known' && result.knownFailure) line += ` | ${result.knownFailure.reason}`;
  const out: { message: string; type: AnnotationType }[] = [
    { message: line, type: result.status === 'known' ? 'ragcheck (known failure)' : 'ragcheck' },
  ];
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
