export type { AskInput, AskOptions, RagAdapter } from './types.js';
