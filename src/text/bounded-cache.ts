/**
 * A least-recently-used cache keyed by text, bounded by entries and by characters of key text. Keys are stored
 * detached from their parent string, so a chunk sliced out of a long document does not keep the document alive.
 */

export interface BoundedCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** Entries and characters held, for tests and diagnostics. */
  readonly size: { entries: number; chars: number };
}

/** A copy of `text` that is not a view into a larger string. UTF-16 round-trips every code unit unchanged. */
function detached(text: string): string {
  return Buffer.from(text, 'utf16le').toString('utf16le');
}

/**
 * Creates a cache that holds at most `maxEntries` entries and `maxChars` characters of keys, dropping the least
 * recently used first. A key longer than `maxChars` is not stored.
 */
export function createBoundedCache<V>(maxEntries: number, maxChars: number): BoundedCache<V> {
  const entries = new Map<string, V>();
  let chars = 0;
  return {
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        // Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key, value) {
      if (key.length > maxChars || entries.has(key)) return;
      entries.set(detached(key), value);
      chars += key.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && chars <= maxChars) break;
        entries.delete(oldest);
        chars -= oldest.length;
      }
    },
    get size() {
      return { entries: entries.size, chars };
    },
  };
}
