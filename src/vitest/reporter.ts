/**
 * ragcheck/reporter: the Vitest reporter, for a config that names it by package path
 * (`reporters: ['default', 'ragcheck/reporter']`). Its code is in src/vitest/node/reporter.ts.
 */
export { RagcheckReporter as default, RagcheckReporter, type RagcheckReporterOptions } from './node/reporter.js';
