/**
 * What the harness stores on Vitest tasks and provides through the project config. Reporters read these, not
 * memory, so they work on blob files under `vitest --merge-reports` too.
 */
import type {} from 'vitest';
import type { SuiteSettings } from '../../evaluate/index.js';
import type { CaseResult } from '../../types.js';
import type { CaseView } from './annotations.js';
import type { CaseCacheKeys } from './cache-keys.js';
import type { CodeFingerprints } from './code-graph.js';
import type { ResultsSpoolProvided } from './results-spool.js';

/** Suite settings a reporter needs at run end (gates, baseline), stored as the suite's meta. */
export type RagSuiteMeta = SuiteSettings;

/**
 * The data files a suite loaded (absolute paths), on its `describe` only: watch mode re-runs the suite when one
 * changes, and the reporter reads the case files for every case id (a baseline entry none has is a removed case).
 * `cases` is empty when the cases were given in code.
 */
export interface RagSuiteSources {
  cases: string[];
  corpus: string[];
}

/** Values `ragcheckProject()` provides to test files (read with `inject('ragcheck')`). */
export interface RagcheckProvided {
  /** The project's `maxConcurrency`: suites size their test timeouts with it. */
  maxConcurrency: number;
}

declare module 'vitest' {
  interface TaskMeta {
    /**
     * The case's full result, set by `defineRagSuite` on each test, unless the ragcheck reporter takes the results
     * through its results files (`RagcheckReporterOptions.results`): then `ragcheckCase` is set instead.
     */
    ragcheck?: CaseResult;
    /**
     * Set instead of `ragcheck` when the case's full result went to the ragcheck reporter's results file: what
     * Vitest UI's Test Meta table shows (verdict, metrics, failing gates), and what the reporter annotates from.
     */
    ragcheckCase?: CaseView;
    /** The suite's settings, set on the `describe` of `defineRagSuite` (tests inherit it). */
    ragcheckSuite?: RagSuiteMeta;
    /**
     * The suite's case and corpus files, set on the `describe` of `defineRagSuite` after its tests are registered, so
     * no test carries it (Vitest UI's Test Meta stays what a person reads).
     */
    ragcheckSources?: RagSuiteSources;
    /** The judge-cache keys of the case, when `ragcheck cache` runs the suites only to collect them. */
    ragcheckCacheKeys?: CaseCacheKeys;
  }
  interface ProvidedContext {
    ragcheck?: RagcheckProvided;
    /**
     * Set by the ragcheck reporter when it annotates each case from the main process (see `RagcheckReporter`);
     * then the tests do not annotate themselves.
     */
    ragcheckAnnotations?: 'reporter';
    /** The code fingerprints of the eval files, from `ragcheckProject()`'s global setup (recordings compare them). */
    ragcheckCode?: CodeFingerprints;
    /** Set by the ragcheck reporter when the suites write their results to its results files. */
    ragcheckResults?: ResultsSpoolProvided;
  }
}
