import type { RagAdapter } from './types.js';

/**
 * Types your RAG app as a ragcheck adapter. It returns the adapter unchanged: its only job is to let TypeScript
 * check the shape (`ask` returns `{ answer, contexts }`, contexts are `{ id, text }` chunks in rank order) and give
 * you completions, in a `.ts` file loaded with `--adapter ./my-adapter.ts`.
 *
 * @example
 * // my-adapter.ts: wraps an app you already have, `answerQuestion(q) -> { text, sources: [{ docId, body }] }`
 * import { defineAdapter } from 'ragcheck';
 * import { answerQuestion } from './src/rag.js';
 *
 * export default defineAdapter({
 *   name: 'support-bot',
 *   async ask({ question }, { k, signal }) {
 *     const result = await answerQuestion(question, { topK: k, signal });
 *     return {
 *       answer: result.text,
 *       contexts: result.sources.map((s) => ({ id: s.docId, text: s.body })),
 *     };
 *   },
 * });
 */
export function defineAdapter<T extends RagAdapter>(adapter: T): T {
  return adapter;
}
