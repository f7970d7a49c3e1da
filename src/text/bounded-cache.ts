/**
 * The two caches keyed by text, bounded by entries and by characters, that ragcheck keeps (one interface, two
 * policies): `createBoundedCache`, two generations with O(1) operations, for many small entries (support scores);
 * `createLruCache`, strictly least-recently-used, for few costly entries whose exact recency matters (the heuristic
 * judge's chunk indexes, where keeping half as many recent chunks re-indexes twice as many: docs/research/benchmarks.md).
 *
 * `createBoundedCache` keeps what was used recently: two generations,
 * each at most half the budget. New and re-used entries go to the young one; when it is full, it becomes the old
 * one and the old one is dropped whole. Every operation is O(1): no eviction scan (a Map emptied from its front
 * makes each scan for the oldest key slower). A key sliced out of a longer string keeps that string alive, so the
 * caller charges each entry the characters it holds (`set(key, value, chars)`), not only the key's.
 */

export interface BoundedCache<V> {
  /** The value, counted as a use. */
  get(key: string): V | undefined;
  /** Whether the key is held, not counted as a use. */
  has(key: string): boolean;
  /** Stores `value`, charged `chars` characters (default: the key's length). */
  set(key: string, value: V, chars?: number): void;
  /** Entries and characters held, for tests and diagnostics. */
  readonly size: { entries: number; chars: number };
}

/**
 * Creates a cache that holds at most `maxEntries` entries and `maxChars` characters. An entry used within the last
 * half of either budget is kept; an entry charged more than half of `maxChars` is not stored.
 */
export function createBoundedCache<V>(maxEntries: number, maxChars: number): BoundedCache<V> {
  const entryLimit = Math.max(1, Math.floor(maxEntries / 2));
  const charLimit = Math.floor(maxChars / 2);
  let young = new Map<string, { value: V; chars: number }>();
  let old = new Map<string, { value: V; chars: number }>();
  let youngChars = 0;
  let oldChars = 0;

  const put = (key: string, entry: { value: V; chars: number }) => {
    if (young.size >= entryLimit || youngChars + entry.chars > charLimit) {
      old = young;
      oldChars = youngChars;
      young = new Map();
      youngChars = 0;
    }
    young.set(key, entry);
    youngChars += entry.chars;
  };

  return {
    get(key) {
      const entry = young.get(key);
      if (entry !== undefined) return entry.value;
      const aging = old.get(key);
      if (aging === undefined) return undefined;
      old.delete(key);
      oldChars -= aging.chars;
      put(key, aging);
      return aging.value;
    },
    has: (key) => young.has(key) || old.has(key),
    set(key, value, chars = key.length) {
      if (chars > charLimit || young.has(key)) return;
      const aging = old.get(key);
      if (aging !== undefined) {
        old.delete(key);
        oldChars -= aging.chars;
      }
      put(key, { value, chars });
    },
    get size() {
      return { entries: young.size + old.size, chars: youngChars + oldChars };
    },
  };
}

/**
 * Creates a least-recently-used cache of at most `maxEntries` entries and `maxChars` characters: a set beyond either
 * budget drops the least recently used entries (never the one just set, so an entry larger than `maxChars` is held
 * alone). A get moves its entry to the most recent end (a Map keeps insertion order); each entry is dropped at most
 * once, so a set costs O(1) amortised.
 */
export function createLruCache<V>(maxEntries: number, maxChars: number): BoundedCache<V> {
  const entries = new Map<string, { value: V; chars: number }>();
  let chars = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    has: (key) => entries.has(key),
    set(key, value, size = key.length) {
      const previous = entries.get(key);
      if (previous !== undefined) {
        entries.delete(key);
        chars -= previous.chars;
      }
      entries.set(key, { value, chars: size });
      chars += size;
      for (const [oldest, entry] of entries) {
        if ((entries.size <= maxEntries && chars <= maxChars) || oldest === key) break;
        entries.delete(oldest);
        chars -= entry.chars;
      }
    },
    get size() {
      return { entries: entries.size, chars };
    },
  };
}
