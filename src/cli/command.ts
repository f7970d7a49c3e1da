import { RagcheckError } from '../errors.js';

/** Where a command writes; tests pass buffers, the binary passes the process streams. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** The terminal's width when stdout is one (tables use it); else $COLUMNS or 160. */
  columns?: number;
}

/** One `ragcheck <name>` sub-command. `run` returns the exit code. */
export interface CliCommand {
  name: string;
  /** One line for `ragcheck --help`. */
  summary: string;
  /** Full usage text for `ragcheck <name> --help`. */
  usage: string;
  run(argv: string[], io: CliIO): Promise<number>;
}

/** Exit codes: 0 all pass or known, 1 a gate failed, 2 bad input or usage, 3 an ERROR case. */
export const EXIT = { ok: 0, gateFailed: 1, usage: 2, error: 3 } as const;

/** A usage problem: printed with the command's usage, exit 2. */
export class UsageError extends RagcheckError {
  override name = 'UsageError' as const;
}
