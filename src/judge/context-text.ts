import type { Chunk } from '../types.js';

/**
 * The contexts' texts joined with newlines: the one text a judge reads when it reads the context whole (and what
 * the `openai` judge's cache keys hash).
 */
export function joinedContext(contexts: readonly Pick<Chunk, 'text'>[]): string {
  return contexts.map((c) => c.text).join('\n');
}
