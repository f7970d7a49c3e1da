/**
 * How `ragcheck mutate` gets the mutations of a Vitest run: the command names a file in `RAGCHECK_MUTATE_LOG`, and
 * each eval case that runs in a `defineRagSuite` mutates itself and appends one line (its `CaseMutation`). Lines are
 * appended by every Vitest worker at once: each is one `appendFileSync`, which a local file system writes whole.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import type { RagAdapter } from '../adapter/index.js';
import type { Judge } from '../judge/index.js';
import type { CaseResult, EvalCase } from '../types.js';
import { type MutateCaseOptions, mutateCase } from './mutate-case.js';
import { type CaseMutation, OPERATOR_NAMES, type OperatorName } from './types.js';

export const MUTATE_LOG_ENV = 'RAGCHECK_MUTATE_LOG';
export const MUTATE_OPERATORS_ENV = 'RAGCHECK_MUTATE_OPERATORS';
export const MUTATE_SEED_ENV = 'RAGCHECK_MUTATE_SEED';

/** Whether this run was started by `ragcheck mutate` (its cases mutate themselves). */
export function mutationRequested(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env[MUTATE_LOG_ENV]);
}

/** The operators named in a comma-separated list, or a RangeError naming the unknown one and the known ones. */
export function parseOperatorList(text: string, field: string): OperatorName[] {
  const names = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(OPERATOR_NAMES as readonly string[]).includes(name)) {
      throw new RangeError(`${field}: unknown operator "${name}"; the operators are ${OPERATOR_NAMES.join(', ')}`);
    }
  }
  if (names.length === 0) throw new RangeError(`${field}: name at least one operator, e.g. swap-number,add-claim`);
  return names as OperatorName[];
}

/**
 * Mutates the case as `ragcheck mutate` asked and appends its mutation to the log; returns the unmutated case's
 * result, so the test passes or fails as it would have.
 */
export async function mutateAndLog(
  evalCase: EvalCase,
  adapter: RagAdapter,
  judge: Judge | undefined,
  options: MutateCaseOptions,
  env: NodeJS.ProcessEnv = process.env,
): Promise<CaseResult> {
  const operators = env[MUTATE_OPERATORS_ENV];
  const seed = env[MUTATE_SEED_ENV];
  const { original, mutation } = await mutateCase(evalCase, adapter, judge, {
    ...options,
    ...(operators ? { operators: parseOperatorList(operators, MUTATE_OPERATORS_ENV) } : {}),
    ...(seed ? { seed } : {}),
  });
  appendFileSync(env[MUTATE_LOG_ENV] as string, `${JSON.stringify(mutation)}\n`);
  return original;
}

/** The case mutations in a log, in the order they were written; a line cut short by a killed worker is skipped. */
export function readMutationLog(file: string): CaseMutation[] {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const out: CaseMutation[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line) as CaseMutation);
    } catch {
      // A partial last line: the case did not finish.
    }
  }
  return out;
}
