/** The frames of an adapter's error kept in a case result, to find where the app failed. */

/** At most this many frames of an adapter's stack are kept in a result. */
const MAX_STACK_FRAMES = 20;

/**
 * The `at ...` lines of an error's stack, without its first line: that repeats the message, which the result
 * carries already (and which may be redacted there).
 */
export function stackFrames(error: unknown): string | undefined {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : undefined;
  if (!stack) return undefined;
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, MAX_STACK_FRAMES)
    .map((line) => `    ${line.trim()}`);
  return frames.length > 0 ? frames.join('\n') : undefined;
}
