/**
 * The reader's own app, as the docs' code examples import it (`../src/rag.js`, `./my-app.js`): the docs check
 * (src/docs.test.ts) resolves every relative import of a checked code block here, so the examples compile against
 * the package's real types with an app of a realistic shape. Never run.
 */
import type { Chunk, EvalCase, RagAdapter } from '../index.js';

/** A RAG app's own answer function: its text and the sources it was given, in rank order. */
export declare function answerQuestion(
  question: string,
  options: { topK: number; signal: AbortSignal },
): Promise<{ text: string; sources: { id: string; content: string }[] }>;

/** An app built on the openai SDK with a configurable base URL. */
export declare function createApp(options: { baseURL: string; apiKey: string }): {
  answer(question: string): Promise<string>;
};

/** The app wrapped as an adapter. */
export declare const myApp: RagAdapter;

/** A case and its corpus, for hand-written tests. */
export declare const myCase: EvalCase;
export declare const corpus: Chunk[];

/** An app whose model cites its sources with labels of its own ("[a]"), and says which source each label is. */
export declare function answerWithCitations(
  question: string,
  options: { topK: number; signal: AbortSignal },
): Promise<{
  text: string;
  sources: { id: string; content: string }[];
  cited: { label: string; sourceId: string }[];
}>;
