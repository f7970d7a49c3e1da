export { createOverlapRetriever, type OverlapRetriever } from './overlap-retriever.js';
export { createRecordedAdapter, type RecordedAdapterOptions } from './recorded.js';
export type { AskInput, AskOptions, RagAdapter } from './types.js';
