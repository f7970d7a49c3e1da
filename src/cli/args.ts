import { type ParseArgsConfig, parseArgs } from 'node:util';
import { parseWholeNumber } from '../option-checks.js';
import { safeParseUnitDecimal } from '../types.js';
import { type CliCommand, type CliIO, EXIT, UsageError } from './command.js';

type Options = NonNullable<ParseArgsConfig['options']>;

type HelpOption = { help: { type: 'boolean'; short: 'h' } };
type StrictConfig<T extends Options, P extends boolean = false> = {
  args: string[];
  options: T & HelpOption;
  strict: true;
  allowPositionals: P;
};
/** What `parseCommandArgs` returns: `parseArgs`'s own typed result. */
export type ParsedArgs<T extends Options> = ReturnType<typeof parseArgs<StrictConfig<T>>>;

function parseStrict<C extends ParseArgsConfig>(config: C): ReturnType<typeof parseArgs<C>> {
  try {
    return parseArgs(config);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new UsageError(message.replace(/\. To specify a positional argument.*$/s, '.'));
  }
}

/** `parseArgs` in strict mode, with its errors turned into UsageErrors that say how to fix them. */
export function parseCommandArgs<T extends Options>(argv: string[], options: T): ParsedArgs<T> {
  const config: StrictConfig<T> = {
    args: argv,
    options: { ...options, help: { type: 'boolean', short: 'h' } },
    strict: true,
    allowPositionals: false,
  };
  return parseStrict(config);
}

/** The flags of a {@link flagCommand}, as `parseArgs` gives them. */
export type FlagValues<T extends Options> = ParsedArgs<T>['values'];

/**
 * A command that takes flags only: they are parsed by {@link parseCommandArgs}; `--help` (or `-h`) prints the usage
 * and exits 0; otherwise `run` gets the flags.
 */
export function flagCommand<T extends Options>(spec: {
  name: string;
  summary: string;
  usage: string;
  options: T;
  run(values: FlagValues<T>, io: CliIO): Promise<number>;
}): CliCommand {
  return {
    name: spec.name,
    summary: spec.summary,
    usage: spec.usage,
    async run(argv, io) {
      const { values } = parseCommandArgs(argv, spec.options);
      if ((values as { help?: boolean }).help) {
        io.stdout(`${spec.usage}\n`);
        return EXIT.ok;
      }
      return spec.run(values, io);
    },
  };
}

/** The action a command's first argument names (`ragcheck cache status`), or a UsageError listing the actions. */
export function actionArgument<A extends string>(given: string | undefined, actions: readonly A[]): A {
  if ((actions as readonly (string | undefined)[]).includes(given)) return given as A;
  throw new UsageError(`the first argument must be ${actions.join(' or ')} (got ${JSON.stringify(given ?? '')})`);
}

/** The `--cases` and `--corpus` files, each flag repeatable. */
export const CASE_FILE_OPTIONS = {
  cases: { type: 'string', multiple: true },
  corpus: { type: 'string', multiple: true },
} as const satisfies Options;

/** The case files and the app that answers them (`selectAdapter`'s flags): `--adapter`, `--url`, `--k`. */
export const CASE_APP_OPTIONS = {
  ...CASE_FILE_OPTIONS,
  adapter: { type: 'string' },
  url: { type: 'string' },
  k: { type: 'string' },
} as const satisfies Options;

/** {@link parseCommandArgs} for a command that takes positional arguments (`ragcheck compare BASE HEAD`). */
export function parseCommandArgsWithPositionals<T extends Options>(
  argv: string[],
  options: T,
): ReturnType<typeof parseArgs<StrictConfig<T, true>>> {
  const config: StrictConfig<T, true> = {
    args: argv,
    options: { ...options, help: { type: 'boolean', short: 'h' } },
    strict: true,
    allowPositionals: true,
  };
  return parseStrict(config);
}

/** A positive integer option, or a UsageError naming it. */
export function intOption(name: string, raw: string | undefined, fallback: number, min = 1): number {
  if (raw === undefined) return fallback;
  const value = parseWholeNumber(raw);
  if (value === undefined || value < min) {
    throw new UsageError(`--${name} must be an integer >= ${min} (got "${raw}")`);
  }
  return value;
}

/** `--alpha`, a significance level strictly between 0 and 1 (default 0.05), or a UsageError saying what is wrong. */
export function alphaOption(raw: string | undefined): number {
  if (raw === undefined) return 0.05;
  const parsed = safeParseUnitDecimal(raw);
  if (!parsed.ok) throw new UsageError(`--alpha ${raw}: the value ${parsed.problem}`);
  if (parsed.value <= 0 || parsed.value >= 1) {
    throw new UsageError(`--alpha ${raw}: must be between 0 and 1, e.g. 0.05`);
  }
  return parsed.value;
}

/** One of a fixed set of values, or a UsageError listing them. */
export function choiceOption<C extends string>(
  name: string,
  raw: string | undefined,
  choices: readonly C[],
  fallback: C,
): C {
  if (raw === undefined) return fallback;
  if (!(choices as readonly string[]).includes(raw)) {
    throw new UsageError(`--${name} must be one of ${choices.join(', ')} (got "${raw}")`);
  }
  return raw as C;
}
