/**
 * The features of the decline model (decline-model.ts), apart from its weights so the trainer
 * (scripts/dev/train-decline-model.mjs) computes them with the very code that scores: the answer lower-cased, its white
 * space collapsed, every digit read as 0, padded with a space at each end; every run of 2 to 5 characters (code
 * points) of its first MODEL_MAX_CHARS characters, hashed (FNV-1a) into 2^MODEL_BITS buckets, each counted once.
 */
/** Buckets of the hashed n-grams: 2^MODEL_BITS. */
export const MODEL_BITS = 18;
/** Only an answer's first characters are read: a decline is short, and the cost stays bounded on any input. */
export const MODEL_MAX_CHARS = 2000;
const MIN_GRAM = 2;
const MAX_GRAM = 5;

// Which buckets this answer has visited: a bucket holds the number of the reading that last saw it, so nothing is
// cleared or allocated per answer.
const seenIn = new Uint32Array(1 << MODEL_BITS);
let reading = 0;

/**
 * Calls `visit` once for each hashed n-gram bucket of an answer, in the order first seen, and returns how many there
 * were. The scorer and the trainer both read an answer through it.
 */
export function visitDeclineFeatures(answer: string, visit: (bucket: number) => void): number {
  const head = answer.length > MODEL_MAX_CHARS * 2 ? answer.slice(0, MODEL_MAX_CHARS * 2) : answer;
  const text = ` ${head
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/\p{Nd}/gu, '0')} `;
  const points: number[] = [];
  for (const ch of text) {
    points.push(ch.codePointAt(0) ?? 0);
    if (points.length >= MODEL_MAX_CHARS) break;
  }
  if (reading === 0xffffffff) {
    seenIn.fill(0);
    reading = 0;
  }
  reading++;
  const mask = (1 << MODEL_BITS) - 1;
  let count = 0;
  for (let i = 0; i + MIN_GRAM <= points.length; i++) {
    let h = 0x811c9dc5;
    for (let k = 0; k < MAX_GRAM && i + k < points.length; k++) {
      h = Math.imul(h ^ (points[i + k] as number), 0x01000193);
      if (k + 1 < MIN_GRAM) continue;
      const bucket = (h >>> 0) & mask;
      if (seenIn[bucket] !== reading) {
        seenIn[bucket] = reading;
        count++;
        visit(bucket);
      }
    }
  }
  return count;
}

/** The hashed n-gram buckets of an answer, each once, in the order first seen. */
export function declineFeatures(answer: string): number[] {
  const out: number[] = [];
  visitDeclineFeatures(answer, (bucket) => out.push(bucket));
  return out;
}
