import { ConfigError } from '../errors.js';
import { type RetryOptions, type RetryPolicy, resolveRetryPolicy } from '../http/index.js';

/** The timeout and retry options of the network adapters (each documents its own defaults). */
export interface CallOptions extends RetryOptions {
  timeoutMs?: number;
}

/** Checks a network adapter's timeout and retry options once and fills in its defaults. */
export function resolveCallOptions(
  options: CallOptions,
  defaults: { timeoutMs: number } & RetryPolicy,
  where: string,
): { timeoutMs: number; policy: RetryPolicy } {
  const timeoutMs = options.timeoutMs ?? defaults.timeoutMs;
  if (!(Number.isFinite(timeoutMs) && timeoutMs > 0)) {
    throw new ConfigError(`${where}: \`timeoutMs\` must be a positive number of milliseconds (got ${timeoutMs}).`);
  }
  return { timeoutMs, policy: resolveRetryPolicy(options, defaults, where) };
}
