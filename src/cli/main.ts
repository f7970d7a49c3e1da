import { isConfigError, isDatasetError, isRagcheckError } from '../errors.js';
import { type CliIO, EXIT, UsageError } from './command.js';
import { COMMANDS } from './commands/index.js';

function help(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length));
  return [
    'Usage: ragcheck <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'Run `ragcheck <command> --help` for its options.',
  ].join('\n');
}

/** Runs the CLI; returns the exit code. Errors from bad input are printed, never thrown. */
export async function main(argv: string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(`${help()}\n`);
    return name === undefined ? EXIT.usage : EXIT.ok;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.stderr(`ragcheck: unknown command "${name}"\n\n${help()}\n`);
    return EXIT.usage;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError || (error as Error | undefined)?.name === 'UsageError') {
      io.stderr(`ragcheck ${name}: ${(error as Error).message}\n\n${command.usage}\n`);
      return EXIT.usage;
    }
    if (isDatasetError(error) || isConfigError(error)) {
      io.stderr(`ragcheck ${name}: ${(error as Error).message}\n`);
      return EXIT.usage;
    }
    if (isRagcheckError(error)) {
      io.stderr(`ragcheck ${name}: ${error.message}\n`);
      return EXIT.error;
    }
    io.stderr(`ragcheck ${name}: unexpected error: ${(error as Error)?.stack ?? String(error)}\n`);
    return EXIT.error;
  }
}
