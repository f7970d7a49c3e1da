/**
 * A judge's version as reports carry it (`judge.version`): its prompt or rules version, plus a short hash of the
 * options that change its scores, so two runs scored under different settings never look comparable.
 */
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined && typeof v !== 'function') out[key] = canonical(v);
    }
    return out;
  }
  return value;
}

/**
 * `rules 1` for a judge on its defaults; `rules 1, options 3f2a9c01` when `options` set anything (the hash of the
 * set options, keys sorted, so the same settings always give the same version).
 */
export function judgeVersion(base: string, options: object = {}): string {
  const set = canonical(options) as Record<string, unknown>;
  if (Object.keys(set).length === 0) return base;
  const hash = createHash('sha256').update(JSON.stringify(set)).digest('hex').slice(0, 8);
  return `${base}, options ${hash}`;
}
