/**
 * Fast PR runs: a deterministic sample of a suite's cases, stratified by tag, seeded by a value the workflow passes
 * (the base commit), so every push of a pull request runs the same cases and the base branch's full run has them
 * too. Which cases are drawn depends on the seed, the suite and each case's id, never on file order.
 */

import { ConfigError } from '../errors.js';
import { parseWholeNumber } from '../option-checks.js';
import { sha256OfParts } from '../text/index.js';

/** `--sample 20` (cases per suite) or `--sample 10%` (share of each suite). */
export type SampleSpec = { count: number } | { share: number };

/** What a sampled suite ran: `size` of its `total` cases, drawn with `seed`. */
export interface SampleInfo {
  size: number;
  total: number;
  seed: string;
}

/** Environment variables the evals project reads: `RAGCHECK_SAMPLE=10%`, `RAGCHECK_SAMPLE_SEED=<base sha>`. */
export const SAMPLE_ENV = 'RAGCHECK_SAMPLE';
export const SAMPLE_SEED_ENV = 'RAGCHECK_SAMPLE_SEED';
/** The seed when none is given: the sample is still the same from run to run. */
export const DEFAULT_SAMPLE_SEED = 'ragcheck';

/**
 * Reads `20` or `10%` (`where` names the flag or variable in the RangeError): a whole number of cases per suite,
 * at least 1, or a percentage in (0, 100].
 */
export function parseSampleText(text: string, where: string): SampleSpec {
  const trimmed = text.trim();
  const percent = /^(\d+(?:\.\d+)?)%$/.exec(trimmed);
  if (percent) {
    const share = Number(percent[1]) / 100;
    if (share > 0 && share <= 1) return { share };
  } else {
    const count = parseWholeNumber(trimmed);
    if (count !== undefined && count >= 1) return { count };
  }
  throw new ConfigError(
    `${where} must be a number of cases per suite (at least 1, e.g. 20) or a percentage in (0, 100] (e.g. 10%) (got ${JSON.stringify(text)})`,
  );
}

function rank(seed: string, suite: string, id: string): string {
  return sha256OfParts(seed, suite, id);
}

/**
 * The cases of `suite` a sample keeps, in their original order. Strata are the cases' tag sets; each stratum gets
 * its share of the sample (largest remainders), every stratum at least one case while the sample has room; within a
 * stratum the cases with the lowest hash of (seed, suite, id) are kept. A sample as large as the suite keeps all.
 */
export function sampleCases<T extends { id: string; tags?: readonly string[] | undefined }>(
  cases: readonly T[],
  spec: SampleSpec,
  seed: string,
  suite: string,
): T[] {
  const total = cases.length;
  const size = Math.min(total, 'count' in spec ? spec.count : Math.max(1, Math.ceil(spec.share * total)));
  if (size >= total) return [...cases];
  const strata = new Map<string, T[]>();
  for (const c of cases) {
    const key = [...new Set(c.tags ?? [])].sort().join('\n');
    const list = strata.get(key);
    if (list) list.push(c);
    else strata.set(key, [c]);
  }
  const groups = [...strata.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, list]) => ({
      key,
      list: [...list].sort((a, b) => (rank(seed, suite, a.id) < rank(seed, suite, b.id) ? -1 : 1)),
      take: 0,
    }));
  let left = size;
  // One case per stratum first (strata ordered by their first hash, so which strata miss out is seeded too).
  if (size >= groups.length) {
    for (const g of groups) g.take = 1;
    left -= groups.length;
  } else {
    const byHash = [...groups].sort((a, b) =>
      rank(seed, suite, (a.list[0] as T).id) < rank(seed, suite, (b.list[0] as T).id) ? -1 : 1,
    );
    for (const g of byHash.slice(0, size)) g.take = 1;
    left = 0;
  }
  // The rest in proportion to what each stratum has left (largest remainders; ties by stratum key).
  const room = groups.reduce((sum, g) => sum + g.list.length - g.take, 0);
  if (left > 0 && room > 0) {
    const quotas = groups.map((g) => ((g.list.length - g.take) * left) / room);
    groups.forEach((g, i) => {
      g.take += Math.floor(quotas[i] as number);
    });
    let rest = size - groups.reduce((sum, g) => sum + g.take, 0);
    const order = groups
      .map((g, i) => ({ g, frac: (quotas[i] as number) - Math.floor(quotas[i] as number) }))
      .sort((a, b) => b.frac - a.frac);
    for (const { g } of order) {
      if (rest === 0) break;
      if (g.take < g.list.length) {
        g.take++;
        rest--;
      }
    }
  }
  const kept = new Set<T>();
  for (const g of groups) for (const c of g.list.slice(0, g.take)) kept.add(c);
  return cases.filter((c) => kept.has(c));
}

/** The sample settings of a run from its environment (`RAGCHECK_SAMPLE`, `RAGCHECK_SAMPLE_SEED`), if any. */
export function sampleFromEnv(env: NodeJS.ProcessEnv): { spec: SampleSpec; seed: string } | undefined {
  const text = env[SAMPLE_ENV]?.trim();
  if (!text) return undefined;
  return { spec: parseSampleText(text, SAMPLE_ENV), seed: env[SAMPLE_SEED_ENV]?.trim() || DEFAULT_SAMPLE_SEED };
}
