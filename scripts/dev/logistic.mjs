/**
 * The logistic regression both model trainers fit (train-decline-model.mjs, train-statement-model.mjs): L2,
 * full-batch Adam over hashed feature buckets, in a fixed order for a fixed number of iterations, so the same rows
 * give the same weights on every run; and the int8 quantisation the models are stored in.
 */

/**
 * Fits weights over `size` buckets to `data`: rows of `{ f: bucket indices, v: the value of each, y: 0 or 1, weight }`.
 * Returns `{ w, b }`.
 */
export function trainLogistic(data, size, iterations, l2) {
  const w = new Float64Array(size);
  const m = new Float64Array(size);
  const s = new Float64Array(size);
  let b = 0;
  let mb = 0;
  let sb = 0;
  const lr = 0.05;
  const b1 = 0.9;
  const b2 = 0.999;
  const n = data.length;
  const g = new Float64Array(size);
  for (let t = 1; t <= iterations; t++) {
    g.fill(0);
    let gb = 0;
    for (const { f, v, y, weight = 1 } of data) {
      let z = b;
      for (const k of f) z += w[k] * v;
      const d = ((1 / (1 + Math.exp(-z)) - y) * weight) / n;
      gb += d;
      for (const k of f) g[k] += d * v;
    }
    for (let k = 0; k < size; k++) {
      const gk = g[k] + (l2 * w[k]) / n;
      if (gk === 0 && w[k] === 0) continue;
      m[k] = b1 * m[k] + (1 - b1) * gk;
      s[k] = b2 * s[k] + (1 - b2) * gk * gk;
      w[k] -= (lr * (m[k] / (1 - b1 ** t))) / (Math.sqrt(s[k] / (1 - b2 ** t)) + 1e-8);
    }
    mb = b1 * mb + (1 - b1) * gb;
    sb = b2 * sb + (1 - b2) * gb * gb;
    b -= (lr * (mb / (1 - b1 ** t))) / (Math.sqrt(sb / (1 - b2 ** t)) + 1e-8);
  }
  return { w, b };
}

/** The weights as int8 with one scale: `{ scale, bias, weights (base64) }`, and the int8 array itself as `q`. */
export function quantizeLogistic({ w, b }) {
  let max = 0;
  for (const x of w) max = Math.max(max, Math.abs(x));
  const scale = max / 127 || 1;
  const q = new Int8Array(w.length);
  for (let k = 0; k < w.length; k++) q[k] = Math.round(w[k] / scale);
  return { scale, bias: b, weights: Buffer.from(q.buffer).toString('base64'), q };
}

/** The probability a quantised model gives a row `{ f, v }`. */
export function quantizedProbability({ scale, bias, q }, { f, v }) {
  let sum = 0;
  for (const k of f) sum += q[k];
  return 1 / (1 + Math.exp(-(bias + sum * scale * v)));
}
