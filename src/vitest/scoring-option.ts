/** The `scoring` option of `defineRagSuite` and `ragcheckProject` (light: config files import it). */

/** Where a suite's cases are scored: see `RagSuiteOptions.scoring`. */
export type SuiteScoring = 'auto' | 'thread' | 'inline';
export const SUITE_SCORING: readonly SuiteScoring[] = ['auto', 'thread', 'inline'];

/** Checks a `scoring` option (of `defineRagSuite` or `ragcheckProject`); `where` names the caller. */
export function checkScoring(value: unknown, where: string): SuiteScoring {
  if (typeof value === 'string' && (SUITE_SCORING as readonly string[]).includes(value)) return value as SuiteScoring;
  throw new TypeError(
    `${where}: \`scoring\` must be 'auto', 'thread' or 'inline' (got ${JSON.stringify(value) ?? String(value)})`,
  );
}
