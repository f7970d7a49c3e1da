/**
 * A plain textbook Okapi BM25 (k1 1.2, b 0.75, idf ln(1 + (N - n + 0.5) / (n + 0.5))): Map postings, scores
 * computed at query time, the top k kept in a small sorted array. The same-run baseline for ragcheck's index, and a check
 * that both rank alike (it takes the same analyzer).
 */
export function createReferenceBm25(chunks, analyze, { k1 = 1.2, b = 0.75 } = {}) {
  const postings = new Map();
  const lengths = new Array(chunks.length);
  let total = 0;
  chunks.forEach((chunk, d) => {
    const terms = analyze(chunk.title ? `${chunk.title}\n${chunk.text}` : chunk.text);
    lengths[d] = terms.length;
    total += terms.length;
    const tf = new Map();
    for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
    for (const [term, f] of tf) {
      let list = postings.get(term);
      if (!list) {
        list = [];
        postings.set(term, list);
      }
      list.push(d, f);
    }
  });
  const n = chunks.length;
  const avg = n === 0 ? 0 : total / n;
  return {
    search(query, k) {
      const scores = new Map();
      for (const term of new Set(analyze(query))) {
        const list = postings.get(term);
        if (!list) continue;
        const idf = Math.log(1 + (n - list.length / 2 + 0.5) / (list.length / 2 + 0.5));
        for (let i = 0; i < list.length; i += 2) {
          const d = list[i];
          const f = list[i + 1];
          const w = (idf * (f * (k1 + 1))) / (f + k1 * (1 - b + (b * lengths[d]) / avg));
          scores.set(d, (scores.get(d) ?? 0) + w);
        }
      }
      const ranksBefore = (x, y) => x[1] > y[1] || (x[1] === y[1] && chunks[x[0]].id < chunks[y[0]].id);
      const top = [];
      for (const entry of scores) {
        if (top.length === k && !ranksBefore(entry, top[k - 1])) continue;
        let i = Math.min(top.length, k - 1);
        if (top.length < k) top.push(entry);
        while (i > 0 && ranksBefore(entry, top[i - 1])) {
          top[i] = top[i - 1];
          i--;
        }
        top[i] = entry;
      }
      return top.map(([d, score]) => ({ chunk: chunks[d], score }));
    },
  };
}
