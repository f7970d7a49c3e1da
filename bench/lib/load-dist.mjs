/** Workers import the package the driver built, by absolute path (passed as `dist`). */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export function importDist(dist, module = 'index.js') {
  return import(pathToFileURL(join(dist, module)).href);
}

/** Counts results per verdict (`pass`, `FIX retrieval (known)`, ...). */
export function verdictCounts(results) {
  const counts = {};
  for (const r of results) {
    // `known` is how builds before the one-field outcome said it: a bench may load one of them as its baseline.
    const known = r.outcome === undefined ? r.known : r.outcome === 'known failure';
    const key = known ? `${r.verdict} (known)` : r.verdict;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}
