import { detectRefusalLanguage, type RefusalLanguage } from './refusal-languages.js';

/**
 * The features of the decline model (decline-model.ts), apart from its weights so the trainer
 * (scripts/dev/train-decline-model.mjs) computes them with the very code that scores: the answer lower-cased, its white
 * space collapsed, every digit read as 0, padded with a space at each end; every run of 2 to 5 characters (code
 * points) of its first MODEL_MAX_CHARS characters, hashed (FNV-1a) into 2^MODEL_BITS buckets, each counted once. With
 * language features (the shipped model's, decline-model.json `languageFeatures`), every n-gram is counted a second
 * time salted with the answer's detected language (`detectRefusalLanguage`).
 */
/** Buckets of the hashed n-grams: 2^MODEL_BITS. */
export const MODEL_BITS = 18;
/** Only an answer's first characters are read: a decline is short, and the cost stays bounded on any input. */
export const MODEL_MAX_CHARS = 2000;
const MIN_GRAM = 2;
const MAX_GRAM = 5;
// With language features, each n-gram is counted twice: as itself, shared by every language, and salted with the
// answer's detected language, so a run of characters can weigh differently in one language than in the others
// (Portuguese "no" is "in the"; in English, Spanish and Italian it is a negation).
const LANGUAGE_SALT: Readonly<Record<RefusalLanguage, number>> = {
  en: 0x9e3779b1,
  de: 0x85ebca6b,
  es: 0xc2b2ae35,
  fr: 0x27d4eb2f,
  pt: 0x165667b1,
  it: 0xd3a2646c,
  ja: 0xfd7046c5,
  zh: 0xb55a4f09,
};

// Which buckets this answer has visited: a bucket holds the number of the reading that last saw it, so nothing is
// cleared or allocated per answer.
const seenIn = new Uint32Array(1 << MODEL_BITS);
let reading = 0;

/**
 * Calls `visit` once for each hashed n-gram bucket of an answer, in the order first seen, and returns how many there
 * were. The scorer and the trainer both read an answer through it.
 */
export function visitDeclineFeatures(
  answer: string,
  visit: (bucket: number) => void,
  languageFeatures = false,
): number {
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
  const salt = languageFeatures ? LANGUAGE_SALT[detectRefusalLanguage(head)] : 0;
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
      if (salt !== 0) {
        const own = (Math.imul(h ^ salt, 0x01000193) >>> 0) & mask;
        if (seenIn[own] !== reading) {
          seenIn[own] = reading;
          count++;
          visit(own);
        }
      }
    }
  }
  return count;
}

/** The hashed n-gram buckets of an answer, each once, in the order first seen. */
export function declineFeatures(answer: string, languageFeatures = false): number[] {
  const out: number[] = [];
  visitDeclineFeatures(answer, (bucket) => out.push(bucket), languageFeatures);
  return out;
}

/** A model over these features as stored: int8 weights (base64) with one scale and a bias. */
export interface StoredFeatureModel {
  bits: number;
  /** Each n-gram also counted salted with the text's detected language. */
  languageFeatures?: boolean;
  scale: number;
  bias: number;
  weights: string;
}

/**
 * A stored model's scorer (the decline model's, the statement model's): the logistic probability of a text,
 * `bias + scale * (sum of its buckets' weights) / sqrt(number of buckets)`. Every text has a bucket (the padding spaces
 * make one even of ""). The weights are decoded on the first call. `file` names the model in the error when its bits
 * are not the code's.
 */
export function featureModelScorer(stored: StoredFeatureModel, file: string): (text: string) => number {
  let weights: Int8Array | undefined;
  return (text) => {
    if (stored.bits !== MODEL_BITS) {
      throw new Error(`${file} has ${stored.bits} bits, the code reads ${MODEL_BITS}: retrain the model`);
    }
    if (!weights) {
      const bytes = Buffer.from(stored.weights, 'base64');
      weights = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }
    const w = weights;
    let sum = 0;
    const count = visitDeclineFeatures(
      text,
      (bucket) => {
        sum += w[bucket] as number;
      },
      stored.languageFeatures === true,
    );
    const z = stored.bias + (sum * stored.scale) / Math.sqrt(count);
    return 1 / (1 + Math.exp(-z));
  };
}
