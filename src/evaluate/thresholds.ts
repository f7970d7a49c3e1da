import { ConfigError } from '../errors.js';
import { DEFAULT_THRESHOLDS, type Thresholds, ThresholdsSchema } from '../types.js';

/** Resolved thresholds: the defaults, then suite-level, then case-level overrides. */
export type ResolvedThresholds = Thresholds & typeof DEFAULT_THRESHOLDS;

/** Validates user-given thresholds (suite or CLI options); throws a RangeError naming the bad key. */
export function parseThresholds(value: unknown, where = 'thresholds'): Thresholds {
  const result = ThresholdsSchema.safeParse(value ?? {});
  if (result.success) return result.data;
  const messages = result.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return `unknown threshold ${issue.keys.map((k) => `"${k}"`).join(', ')}: the keys are ${Object.keys(ThresholdsSchema.shape).join(', ')}`;
    }
    return `"${[where, ...issue.path].join('.')}" ${issue.message}`;
  });
  throw new ConfigError(`Invalid \`${where}\`: ${messages.join('; ')}`);
}

/** Merges threshold layers left to right over the defaults. Case overrides are validated by the loaders. */
export function resolveThresholds(...layers: (Thresholds | undefined)[]): ResolvedThresholds {
  const out: Thresholds = { ...DEFAULT_THRESHOLDS };
  for (const layer of layers) {
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (value !== undefined) out[key as keyof Thresholds] = value;
    }
  }
  return out as ResolvedThresholds;
}
