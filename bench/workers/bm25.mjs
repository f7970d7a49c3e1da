/**
 * Scenario 3b, in one process: index a corpus and answer queries, with ragcheck's `createBm25Index` or the plain
 * reference BM25 (same analyzer). Reports index time, ms per query, and each query's top ids for the agreement check.
 * Options (argv[2], JSON): { dist, corpus, queries, variant: 'ragcheck' | 'reference', k }
 */
import { readFileSync } from 'node:fs';
import { importDist } from '../lib/load-dist.mjs';
import { emitResult } from '../lib/measure.mjs';
import { createReferenceBm25 } from '../lib/reference-bm25.mjs';

const options = JSON.parse(process.argv[2]);
const ragcheck = await importDist(options.dist);
const corpus = readFileSync(options.corpus, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const queries = JSON.parse(readFileSync(options.queries, 'utf8'));
const k = options.k ?? 10;

let t = performance.now();
const index =
  options.variant === 'reference'
    ? createReferenceBm25(corpus, ragcheck.createAnalyzer())
    : ragcheck.createBm25Index(corpus);
const indexMs = performance.now() - t;

t = performance.now();
const top = queries.map((q) => index.search(q, k).map((hit) => hit.chunk.id));
const queryMs = performance.now() - t;
emitResult({
  indexMs,
  queryMs,
  msPerQuery: queryMs / queries.length,
  chunks: corpus.length,
  queries: queries.length,
  top,
});
