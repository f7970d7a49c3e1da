#!/usr/bin/env node
// The sample RAG service: ragcheck's offline lexical app (BM25 + extractive answers) over a corpus, served over
// HTTP so `createHttpAdapter` (or `ragcheck eval --adapter http`) can evaluate it like any deployed app.
//
//   npm ci   # builds dist/
//   node examples/rag-service/server.mjs --corpus fixtures/store-policy/corpus.jsonl --port 8787
//   curl -s localhost:8787/ask -H 'content-type: application/json' -d '{"question":"How long does shipping take?"}'
import { parseArgs } from 'node:util';
import { createLexicalAdapter, loadCorpus } from 'ragcheck';
import { createRagServer, listen } from './app.mjs';

const USAGE =
  'usage: node examples/rag-service/server.mjs --corpus <file.jsonl> [--port 8787] [--host 127.0.0.1] [--k 3] [--min-score 0.5]';

function fail(message) {
  console.error(`rag-service: ${message}\n${USAGE}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      corpus: { type: 'string' },
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      k: { type: 'string', default: '3' },
      'min-score': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail(error.message);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!values.corpus) fail('--corpus is required');
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be 0-65535 (got ${values.port})`);
const defaultK = Number(values.k);
if (!Number.isInteger(defaultK) || defaultK < 1) fail(`--k must be a positive integer (got ${values.k})`);
const minScore = values['min-score'] === undefined ? undefined : Number(values['min-score']);

let corpus;
try {
  corpus = await loadCorpus(values.corpus);
} catch (error) {
  fail(error.message);
}
let app;
try {
  app = createLexicalAdapter({ corpus, minScore });
} catch (error) {
  fail(error.message);
}
const { url, close } = await listen(createRagServer(app, { chunks: corpus.length, defaultK }), {
  port,
  host: values.host,
});
console.log(`rag-service: ${corpus.length} chunks from ${values.corpus}; POST ${url}/ask, GET ${url}/health`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => close().then(() => process.exit(0)));
}
