/**
 * The `openai` SDK, imported when an OpenAI judge or adapter first calls a model rather than when ragcheck is
 * imported: a run with the heuristic judge and recorded answers never loads its ~190 modules (BENCHMARKS.md,
 * issue 15, import cost). Types come from `import type`, which costs nothing at run time.
 */
import type OpenAI from 'openai';
import type { ClientOptions } from 'openai';

/** The `openai` module: the client class (`default`) and the error classes calls are told apart by. */
export type OpenAISdk = typeof import('openai');

let loading: Promise<OpenAISdk> | undefined;

/** Imports the SDK once per process. */
export function loadOpenAI(): Promise<OpenAISdk> {
  loading ??= import('openai');
  return loading;
}

/** A client with these options, made on the first call of the returned function (the same one after that). */
export function lazyOpenAIClient(options: ClientOptions): () => Promise<{ client: OpenAI; sdk: OpenAISdk }> {
  let made: Promise<{ client: OpenAI; sdk: OpenAISdk }> | undefined;
  return () => {
    made ??= loadOpenAI().then((sdk) => ({ client: new sdk.default(options), sdk }));
    return made;
  };
}
