/**
 * `ragcheck eval`'s suite options: the suite's name, its suite gates and its score baseline, the same settings a
 * `defineRagSuite` takes (`name`, `gates`, `baseline`), so the CLI checks a suite as the Vitest reporter does.
 */

import { resolve } from 'node:path';
import {
  baselinePath,
  DEFAULT_BASELINE_TOLERANCE,
  parseSuiteGates,
  type SuiteBaselineOptions,
  type SuiteGates,
  type SuiteSettings,
} from '../evaluate/index.js';
import { readSwitchEnv } from '../option-checks.js';
import { safeParseUnitDecimal } from '../types.js';
import { UsageError } from './command.js';

/** The options as `parseArgs` gives them. */
export interface SuiteFlags {
  suite?: string;
  'min-pass-rate'?: string;
  'mean-floor'?: string[];
  baseline?: string;
  'baseline-dir'?: string;
  tolerance?: string;
  'update-baseline'?: boolean;
}

/** The `parseArgs` definitions of {@link SuiteFlags}. */
export const SUITE_FLAG_OPTIONS = {
  suite: { type: 'string' },
  'min-pass-rate': { type: 'string' },
  'mean-floor': { type: 'string', multiple: true },
  baseline: { type: 'string' },
  'baseline-dir': { type: 'string' },
  tolerance: { type: 'string' },
  'update-baseline': { type: 'boolean' },
} as const;

export const SUITE_FLAGS_USAGE = `Suite checks (as defineRagSuite's name, gates and baseline; see docs/cli.md, "Suite checks"):
  --suite NAME          the suite's name: the report section and its baseline file (default "eval")
  --min-pass-rate R     suite gate: share of cases with verdict pass or correct refusal, e.g. 0.9
  --mean-floor M=V      suite gate: mean of metric M over the cases that have it, e.g. faithfulness=0.8
                        (repeatable)
  --baseline FILE|off   compare scores with this baseline file (default with --suite:
                        <baseline-dir>/<suite>.json, as the Vitest reporter names it; without it: off)
  --baseline-dir DIR    where suites' baselines are (default fixtures/baselines)
  --tolerance T         how far a score may drop below its accepted value (default 0.05)
  --update-baseline     accept this run's scores into the baseline instead of comparing
                        (also RAGCHECK_UPDATE_BASELINE=1)`;

function unitFlag(name: string, text: string): number {
  const parsed = safeParseUnitDecimal(text);
  if (!parsed.ok) throw new UsageError(`--${name} ${text}: the value ${parsed.problem}`);
  return parsed.value;
}

function gatesOf(flags: SuiteFlags): SuiteGates | undefined {
  const raw: { minPassRate?: number; meanFloors?: Record<string, number> } = {};
  if (flags['min-pass-rate'] !== undefined) raw.minPassRate = unitFlag('min-pass-rate', flags['min-pass-rate']);
  for (const value of flags['mean-floor'] ?? []) {
    const match = /^([A-Za-z]+)=(.*)$/s.exec(value);
    if (!match)
      throw new UsageError(`--mean-floor takes METRIC=VALUE, e.g. --mean-floor faithfulness=0.8 (got "${value}")`);
    raw.meanFloors = {
      ...raw.meanFloors,
      [match[1] as string]: unitFlag(`mean-floor ${match[1]}`, match[2] as string),
    };
  }
  if (raw.minPassRate === undefined && raw.meanFloors === undefined) return undefined;
  try {
    return parseSuiteGates(raw, 'ragcheck eval');
  } catch (error) {
    throw new UsageError((error as Error).message.replace('ragcheck eval: invalid `gates`: ', ''));
  }
}

/** The suite's settings and where its baseline is, from the flags (files resolved from `cwd`). */
export function parseSuiteFlags(
  flags: SuiteFlags,
  cwd: string,
  env: NodeJS.ProcessEnv,
): { settings: SuiteSettings; baseline: SuiteBaselineOptions | undefined } {
  const name = flags.suite ?? 'eval';
  if (name.trim() === '') throw new UsageError('--suite needs a name, e.g. --suite store-policy');
  const tolerance = flags.tolerance === undefined ? DEFAULT_BASELINE_TOLERANCE : unitFlag('tolerance', flags.tolerance);
  const gates = gatesOf(flags);
  const update = flags['update-baseline'] === true || readSwitchEnv(env, 'RAGCHECK_UPDATE_BASELINE');
  let shownAs: string | undefined;
  if (flags.baseline !== undefined && flags.baseline !== 'off') shownAs = flags.baseline;
  else if (flags.baseline === undefined && flags.suite !== undefined) {
    shownAs = baselinePath(flags['baseline-dir'] ?? 'fixtures/baselines', name);
  }
  if (shownAs === undefined && update) {
    throw new UsageError(
      '--update-baseline needs a baseline: name the suite (--suite NAME) or the file (--baseline FILE)',
    );
  }
  return {
    settings: { name, tags: [], ...(gates ? { gates } : {}), baseline: shownAs === undefined ? false : { tolerance } },
    baseline: shownAs === undefined ? undefined : { file: resolve(cwd, shownAs), shownAs, update },
  };
}
