export { type RetryOptions, redactUrl } from '../http/index.js';
export { type Analyzer, type AnalyzerOptions, createAnalyzer, SEARCH_STOP_WORDS } from '../text/index.js';
export { type Bm25Hit, type Bm25Index, type Bm25Options, createBm25Index } from './bm25.js';
export { defineAdapter } from './define-adapter.js';
export {
  DEFAULT_MIN_SCORE,
  DEFAULT_REFUSAL,
  type ExtractiveAnswer,
  type ExtractiveOptions,
  extractAnswer,
  type QuotedSentence,
  type TermWeights,
} from './extractive.js';
export { createHttpAdapter, type HttpAdapterOptions } from './http.js';
export { createLexicalAdapter, type LexicalAdapter, type LexicalAdapterOptions } from './lexical.js';
export {
  ANSWER_ONLY_FROM_CONTEXT_PROMPT,
  createOpenAIAdapter,
  formatContextPrompt,
  type OpenAIAdapterOptions,
  type RetrieveFunction,
  type Retriever,
} from './openai.js';
export { createOverlapRetriever, type OverlapRetriever } from './overlap-retriever.js';
export { createRecordedAdapter, type RecordedAdapterOptions } from './recorded.js';
export type { AskInput, AskOptions, RagAdapter } from './types.js';
export {
  RECORDING_MODES,
  type RecordingMode,
  type RecordingOptions,
  recordingFileName,
  recordingModeFromEnv,
  withRecording,
} from './with-recording.js';
