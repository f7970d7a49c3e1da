/**
 * ragcheck: regression tests for RAG apps. Every eval case becomes a test whose failure says whether to fix
 * retrieval or generation.
 */
export * from './adapter/index.js';
export * from './errors.js';
export * from './evaluate/index.js';
export * from './judge/index.js';
export * from './metrics/index.js';
export * from './types.js';
