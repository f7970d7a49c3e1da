/** The adapter's `contextId` hook applied to the returned contexts, as a run and the cache-key listing apply it. */
import type { RagAdapter } from '../adapter/index.js';
import { errorMessage, RagcheckError } from '../errors.js';
import type { Chunk } from '../types.js';

/** An error of the adapter's `contextId` hook: the app's code, so its frames are kept. */
class ContextIdError extends RagcheckError {
  override name = 'ContextIdError' as const;
}

/** Whether `error` is what the `contextId` hook threw (wrapped): its stack is the app's. */
export const isContextIdError = (error: unknown): boolean => (error as Error | undefined)?.name === 'ContextIdError';

/** The returned contexts with the adapter's `contextId` applied to each id (the same array when it has none). */
export function mapContextIds(adapter: RagAdapter, contexts: Chunk[]): Chunk[] {
  const { contextId } = adapter;
  if (typeof contextId !== 'function') return contexts;
  return contexts.map((chunk) => {
    let id: unknown;
    try {
      id = contextId.call(adapter, chunk.id, chunk);
    } catch (error) {
      const wrapped = new ContextIdError(`contextId(${JSON.stringify(chunk.id)}) threw: ${errorMessage(error)}`);
      if (error instanceof Error && error.stack) wrapped.stack = error.stack;
      throw wrapped;
    }
    if (typeof id !== 'string' || id === '') {
      throw new TypeError(
        `contextId(${JSON.stringify(chunk.id)}) returned ${JSON.stringify(id)}: it must return the chunk's corpus id, a non-empty string`,
      );
    }
    return id === chunk.id ? chunk : { ...chunk, id };
  });
}
