/**
 * Where each loaded case is written (file and line), kept beside the case instead of in it: the case stays the
 * object its schema describes, and `evaluateCase` copies the position into the result (`source`), so reports and
 * `ragcheck compare` can point at the case's line.
 */
import type { CaseSource, EvalCase } from '../types.js';

const sources = new WeakMap<EvalCase, CaseSource>();

/** Remembers where `evalCase` is written (called by the case loaders). */
export function setCaseSource(evalCase: EvalCase, source: CaseSource): void {
  sources.set(evalCase, source);
}

/**
 * Where `evalCase` is written, when a loader read it from a file; undefined for cases given in code or copied
 * (`{ ...evalCase }` is a new case: give it a source with {@link setCaseSource} when it has one).
 */
export function caseSourceOf(evalCase: EvalCase): CaseSource | undefined {
  return sources.get(evalCase);
}
