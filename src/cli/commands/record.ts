import { type CliCommand, EXIT, UsageError } from '../command.js';
import { asksForHelp, evalsRunArgs, runVitest } from '../vitest-run.js';

const usage = `Usage: ragcheck record [--app | --judge] [--missing] [vitest options]

Runs the eval suites once against the real app and judge, and stores what they answered, so that later runs
(CI) replay them with no app, no model and no key:
  your app's answers   every adapter wrapped in withRecording(adapter, { dir }) without a \`mode\`
                       (RAGCHECK_RECORD=record in the run's environment)
  the judge's answers  the openai judge, under fixtures/judge-cache/ (RAGCHECK_CACHE=record); needs
                       OPENAI_API_KEY or OPENAI_BASE_URL. The heuristic judge needs no recording.

Options:
  --app       record the app's answers only (the judge replays)
  --judge     record the judge's answers only (the app replays its recordings)
  --missing   keep what is recorded, record only what is missing (RAGCHECK_RECORD=auto)
Other options go to Vitest as they are (--project NAME, default evals; --config FILE; a file filter).

Then commit the recordings and fixtures/judge-cache/. The exit code is Vitest's: a failing gate does not undo the
recordings.`;

export const command: CliCommand = {
  name: 'record',
  summary: "run the evals once live and record the app's and the judge's answers for replay",
  usage,
  async run(argv, io) {
    if (asksForHelp(argv)) {
      io.stdout(`${usage}\n`);
      return EXIT.ok;
    }
    const own = new Set(['--app', '--judge', '--missing']);
    const flags = new Set(argv.filter((a) => own.has(a)));
    if (flags.has('--app') && flags.has('--judge')) {
      throw new UsageError('--app and --judge exclude each other: give neither to record both');
    }
    const env: Record<string, string> = {};
    if (!flags.has('--judge')) env.RAGCHECK_RECORD = flags.has('--missing') ? 'auto' : 'record';
    if (!flags.has('--app')) env.RAGCHECK_CACHE = 'record';
    const code = await runVitest(evalsRunArgs(argv.filter((a) => !own.has(a)), io.cwd), env, io);
    const what = [
      env.RAGCHECK_RECORD ? "the app's answers (each withRecording dir)" : undefined,
      env.RAGCHECK_CACHE ? "the openai judge's answers, where a suite uses it (fixtures/judge-cache/)" : undefined,
    ].filter(Boolean);
    io.stderr(
      `\nragcheck record: recorded ${what.join(' and ')}. Commit them: CI replays them with no app, model or key.${code === 0 ? '' : ` Vitest exited ${code}: see the failures above (what was answered is recorded).`}\n`,
    );
    return code;
  },
};
