import { type CliCommand, EXIT } from '../command.js';
import { asksForHelp, evalsRunArgs, OWN_CONFIGS, runVitest } from '../vitest-run.js';

const usage = `Usage: ragcheck run [--ui | --watch] [vitest options]

Runs the eval suites with the project's Vitest: \`vitest run --project evals\`, with
\`--config vitest.ragcheck.config.ts\` while that file exists (ragcheck init writes it when the repo already has a
Vitest or Vite config). So the scripts, workflow and eval file init writes keep working after you merge ragcheck's
snippet into your own config and delete that file.
  --ui      open Vitest UI on the evals (watching: an edit re-runs its suite); needs @vitest/ui
  --watch   watch mode: re-runs a suite when its eval file, case files or corpus files change
Other options go to Vitest as they are (--project NAME, --config FILE, -t NAME, a file filter...).

The exit code is Vitest's.`;

export const command: CliCommand = {
  name: 'run',
  summary: `run the eval suites with Vitest (--project evals; ${OWN_CONFIGS[0]} while it exists)`,
  usage,
  async run(argv, io) {
    if (asksForHelp(argv)) {
      io.stdout(`${usage}\n`);
      return EXIT.ok;
    }
    const args = evalsRunArgs(argv, io.cwd);
    // `vitest run` runs once and exits; the UI and watch mode need `vitest --watch` (without a TTY, which a
    // script's pipe is not, Vitest would otherwise run once and exit too).
    const watches = argv.some((a) => a === '--ui' || a === '--watch' || a === '-w');
    const watchArgs = argv.includes('--watch') || argv.includes('-w') ? args.slice(1) : [...args.slice(1), '--watch'];
    return runVitest(watches ? watchArgs : args, {}, io);
  },
};
