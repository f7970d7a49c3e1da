import { actionArgument } from '../args.js';
import { type CliCommand, EXIT } from '../command.js';
import { asksForHelp, evalsRunArgs, runVitest } from '../vitest-run.js';

const usage = `Usage: ragcheck baseline accept [vitest options]

Runs the eval suites once and accepts their scores as the baselines (fixtures/baselines/<suite>.json): the
same as \`vitest run --project evals\` with RAGCHECK_UPDATE_BASELINE=1 in its environment, on every platform.
Other options go to Vitest as they are:
  --project NAME        the Vitest project of the evals (default: evals)
  --config FILE         another Vitest config, e.g. vitest.ragcheck.config.ts
  --tags-filter=TAG     accept only those cases (the others keep their accepted scores)

Commit the baseline files. The exit code is Vitest's.`;

export const command: CliCommand = {
  name: 'baseline',
  summary: 'baseline accept: run the evals and accept their scores as the baselines',
  usage,
  async run(argv, io) {
    const [action, ...rest] = argv;
    if (action === undefined || asksForHelp(argv)) {
      io.stdout(`${usage}\n`);
      return action === undefined ? EXIT.usage : EXIT.ok;
    }
    actionArgument(action, ['accept']);
    return runVitest(evalsRunArgs(rest, io.cwd), { RAGCHECK_UPDATE_BASELINE: '1' }, io);
  },
};
