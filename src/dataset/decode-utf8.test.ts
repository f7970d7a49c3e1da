import { describe, expect, test } from 'vitest';
import { decodeUtf8, firstInvalidUtf8 } from './decode-utf8.js';

const strict = new TextDecoder('utf-8', { fatal: true });
const decodes = (bytes: Uint8Array) => {
  try {
    strict.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** A deterministic pseudo-random generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('firstInvalidUtf8', () => {
  test('agrees with TextDecoder on 10,000 random byte strings, and everything before the offset decodes', {
    timeout: 30_000,
  }, () => {
    const next = random(14);
    // Bytes biased towards the interesting ranges: ASCII, continuation bytes and every lead byte.
    const pools = [
      [0x41, 0x0a],
      [0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf],
      [0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff],
    ];
    const disagreements: string[] = [];
    for (let n = 0; n < 10_000; n++) {
      const bytes = Uint8Array.from({ length: 1 + Math.floor(next() * 8) }, () => {
        const pool = pools[Math.floor(next() * pools.length)] as number[];
        return pool[Math.floor(next() * pool.length)] as number;
      });
      const offset = firstInvalidUtf8(bytes);
      const prefixDecodes = offset === undefined || decodes(bytes.subarray(0, offset));
      if ((offset === undefined) !== decodes(bytes) || !prefixDecodes) disagreements.push(`${[...bytes]} at ${offset}`);
    }
    expect(disagreements).toEqual([]);
  });

  test('finds nothing in valid text of every width, and the start of a cut character', () => {
    const text = Buffer.from('a é € 😀 \u{10FFFF}', 'utf8');
    expect(firstInvalidUtf8(text)).toBeUndefined();
    expect(firstInvalidUtf8(text.subarray(0, text.length - 1))).toBe(text.length - 4);
  });
});

describe('decodeUtf8', () => {
  test('drops a byte order mark and reports the line of the first bad byte', () => {
    expect(decodeUtf8('f', Buffer.from('\uFEFFabc', 'utf8'))).toEqual({ text: 'abc' });
    const bad = Buffer.concat([Buffer.from('one\ntwo\nth'), Buffer.from([0xe9]), Buffer.from('ree\n')]);
    const result = decodeUtf8('notes.jsonl', bad);
    expect('issue' in result && result.issue).toMatchObject({ file: 'notes.jsonl', line: 3 });
    expect('issue' in result && result.issue.message).toMatch(
      /^invalid UTF-8 at byte offset 10 \(0xE9 0x72 0x65 0x65\)\./,
    );
  });
});
