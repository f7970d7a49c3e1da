/**
 * ragcheck: regression tests for RAG apps. Every eval case becomes a test whose failure says whether to fix
 * retrieval or generation. The Vitest harness (`defineRagSuite`, matchers, reporter) is in `ragcheck/vitest`.
 */
export * from './adapter/index.js';
export * from './calibration/index.js';
export * from './dataset/index.js';
export * from './errors.js';
export * from './evaluate/index.js';
export * from './judge/index.js';
export * from './metrics/index.js';
export * from './refusal/index.js';
export * from './report/index.js';
export * from './types.js';
