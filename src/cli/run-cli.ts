import { main } from './main.js';

/** What a CLI run printed and returned. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the `ragcheck` CLI in-process with captured output (for tests and for embedding it in scripts). */
export async function runCli(argv: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    cwd: options.cwd,
    env: options.env ?? {},
  });
  return { code, stdout, stderr };
}
