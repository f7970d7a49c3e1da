/**
 * The small rules every option check shares, written once: what a whole number written as text is (a flag, an
 * environment variable) and what a positive-integer option is.
 */
import { ConfigError } from './errors.js';

/**
 * A whole number written in digits only, or undefined: `Number()` would also take "0x3", "1e1", " 2", "2.0" and "",
 * and a number past 2^53 would not read back as written.
 *
 * @example
 * parseWholeNumber('12'); // 12
 * parseWholeNumber('1e3'); // undefined
 */
export function parseWholeNumber(text: string): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : undefined;
}

/** True for an integer >= 1 that a number holds exactly. */
export function isPositiveInteger(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 1;
}

/**
 * `value` when it is a positive integer; else a ConfigError naming `name` in `where`, the value and the fix.
 *
 * @example
 * checkPositiveInteger(options.k ?? 3, 'k', 'evaluateCase'); // throws for 0, 2.5, '3'
 */
export function checkPositiveInteger(value: unknown, name: string, where: string): number {
  if (!isPositiveInteger(value)) {
    throw new ConfigError(
      `${where}: \`${name}\` must be a positive integer (got ${String(value)}): give a whole number of 1 or more`,
    );
  }
  return value;
}

/**
 * An on/off environment variable: unset, empty, `0` or `false` is off; `1` or `true` is on (any case); anything
 * else is a ConfigError naming the variable, so a typo never silently means "off".
 *
 * @example
 * readSwitchEnv(process.env, 'RAGCHECK_UPDATE_BASELINE'); // true for RAGCHECK_UPDATE_BASELINE=1
 */
export function readSwitchEnv(env: NodeJS.ProcessEnv, name: string): boolean {
  const raw = env[name]?.trim() ?? '';
  const value = raw.toLowerCase();
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new ConfigError(
    `${name}=${JSON.stringify(raw)} is not valid: use 1 or true to turn it on, 0 or unset it for off.`,
  );
}
