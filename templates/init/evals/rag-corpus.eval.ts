/**
 * RAG regression tests, scaffolded by `ragcheck init --corpus`. Every case in fixtures/ragcheck/cases.jsonl becomes a
 * Vitest test; a failing one says whether to fix retrieval or generation, with the evidence.
 *
 * fixtures/ragcheck/corpus.jsonl holds your documents, chunked; fixtures/ragcheck/cases.jsonl holds cases drafted
 * from them by `ragcheck generate`. Each is marked "draft": true: it runs, but is reported apart and never fails the
 * run until you review it (question, golden ids, keywords, reference) and delete that field.
 *
 * Until you plug in your app, the suite answers with the offline lexical app (BM25 retrieval + extractive answers)
 * over your corpus, so the run shows what a report looks like on your own documents.
 *
 * Run it: npx vitest run --project evals
 * Browse failures in Vitest UI: npx vitest --ui --project evals (needs @vitest/ui at your Vitest version)
 * Judge: heuristic by default (offline); RAGCHECK_JUDGE=openai for an LLM judge (see .env.example).
 */
import { createLexicalAdapter, defineAdapter, loadCorpus, withRecording } from 'ragcheck';
import { defineRagSuite } from 'ragcheck/vitest';

/**
 * Your RAG app as a ragcheck adapter: take the question, return the answer and the chunks it was given, in rank order.
 * TODO: make this call your app.
 */
export const myApp = defineAdapter({
  name: 'my-app',
  async ask({ question }, { k }) {
    // For example, with an app function `answerQuestion(question, { topK, signal })`:
    //   const result = await answerQuestion(question, { topK: k, signal });   // signal: 2nd argument of ask
    //   return { answer: result.text, contexts: result.sources.map((s) => ({ id: s.id, text: s.text })) };
    throw new Error(`evals/rag.eval.ts: myApp is a stub. Make it call your app (question: "${question}", top ${k}).`);
  },
  // Your chunk ids are not the corpus ids (e.g. `pets#chunk0` for the corpus chunk `pets`)? Map them:
  // contextId: (id) => id.split('#')[0],
});

/**
 * Your app, recorded. Runs replay its answers from fixtures/ragcheck/recordings/ (one small JSON file per case), so
 * CI needs neither your app, nor its model, nor a key. To record (your app must be reachable):
 *   npm run eval:record      (npx ragcheck record: it also records an LLM judge's answers, if you use one)
 * then commit fixtures/ragcheck/recordings/. A question without a recording is ERROR (adapter), never a live call.
 */
export const app = withRecording(myApp, { dir: 'fixtures/ragcheck/recordings' });

/** The offline stand-in for your app: BM25 over your corpus and answers quoted from the best sentences. */
const lexicalApp = createLexicalAdapter({ corpus: await loadCorpus('fixtures/ragcheck/corpus.jsonl') });

defineRagSuite({
  name: 'my-rag-app',
  // A path, a glob or a list of them: one suite can span several files, e.g. 'fixtures/ragcheck/cases-*.jsonl'.
  cases: 'fixtures/ragcheck/cases.jsonl',
  // The chunks golden ids refer to. Your app's chunk ids must match them (or map them with contextId above).
  corpus: 'fixtures/ragcheck/corpus.jsonl',
  k: 3,
  // TODO: once myApp calls your app, replace lexicalApp with app, record (npm run eval:record) and commit.
  adapter: lexicalApp,
});
