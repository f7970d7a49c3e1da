import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadCasesSync, loadCorpusSync } from '../../dataset/index.js';
import {
  DEFAULT_CASE_TIMEOUT_MS,
  DEFAULT_CONCURRENCY,
  DEFAULT_K,
  DEFAULT_SAMPLE_SEED,
  parseSampleText,
  sampleCases,
} from '../../evaluate/index.js';
import { writeFileAtomicSync } from '../../fs/index.js';
import { type Judge, resolveJudge, resolveUncertainPolicy } from '../../judge/index.js';
import {
  formatMutationMarkdown,
  formatMutationText,
  MUTATE_LOG_ENV,
  MUTATE_OPERATORS_ENV,
  MUTATE_SEED_ENV,
  type MutationReport,
  mutateCases,
  OPERATOR_NAMES,
  type OperatorName,
  parseOperatorList,
  readMutationLog,
  summarizeMutations,
} from '../../mutate/index.js';
import { safeParseUnitDecimal } from '../../types.js';
import { selectAdapter } from '../adapter-option.js';
import { CASE_APP_OPTIONS, choiceOption, intOption, parseCommandArgs } from '../args.js';
import { type CliCommand, type CliIO, EXIT, UsageError } from '../command.js';
import { asksForHelp, evalsRunArgs, runVitest } from '../vitest-run.js';
import { parseThresholdFlags } from './eval.js';

const usage = `Usage: ragcheck mutate [options] [vitest options]
       ragcheck mutate --cases FILE [--corpus FILE] [eval options] [options]

Does the suite catch regressions? Plants the regressions a RAG app can have into the app's real responses (its
recordings, or one live answer per case) and counts how many the suite catches: a mutant is killed when its case
fails, survived when it still passes. Only cases that pass unmutated count.

Without --cases it runs every suite of the evals project through your Vitest (as \`record\` does), replaying
recordings (RAGCHECK_RECORD=replay); with --cases it runs those cases as \`ragcheck eval\` would.

Operators (docs/mutation.md):
  drop-golden          remove the golden chunks from the contexts          -> FIX retrieval
  demote-golden        move the golden chunks below k                      -> FIX retrieval (an @k gate)
  swap-number          change a number, date or code in the answer         -> FIX generation (faithfulness)
  add-claim            append a sentence the contexts do not hold          -> FIX generation (faithfulness)
  negate               negate a sentence of the answer                     -> FIX generation (faithfulness)
  refuse               replace an in-scope answer by a refusal             -> FIX generation (unwarranted refusal)
  answer-out-of-scope  replace an out-of-scope refusal by an answer        -> FIX generation (should refuse)
  drop-fact            remove the sentence that holds a keyword or fact    -> FIX generation (relevancy or incorrect)
  miscite              point a citation marker at another returned chunk   -> FIX generation (citation)

Options:
  --operators A,B     the operators to run (default: all)
  --min-score S       exit 1 when the mutation score is below S, in [0, 1]
  --sample N|P%       mutate a deterministic sample of the cases (stratified by tag)
  --seed S            what the mutants' random choices are drawn from (default: a fixed seed)
  --format FORMAT     table | json | markdown (default table); json prints only the JSON report
  --out FILE          write the report there instead of stdout
With --cases, also: --corpus, --adapter, --url, --k, --judge, --uncertain, --threshold K=V, --concurrency,
--timeout, as for \`ragcheck eval\`. Without --cases, other options go to Vitest (--project NAME, default evals;
--config FILE; a file filter).

With a model judge every mutant is one more judge call: the run says how many before making them, and the calls go
through the judge cache (record once, replay in CI).

Exit codes: 0 done (and the score reaches --min-score), 1 the score is below --min-score, 2 bad input or usage,
3 no case ran or a file could not be written.`;

const OWN = {
  operators: { type: 'string' },
  'min-score': { type: 'string' },
  sample: { type: 'string' },
  seed: { type: 'string' },
  format: { type: 'string' },
  out: { type: 'string' },
} as const;

const FLAG_MODE = {
  ...CASE_APP_OPTIONS,
  ...OWN,
  judge: { type: 'string' },
  uncertain: { type: 'string' },
  threshold: { type: 'string', multiple: true },
  concurrency: { type: 'string' },
  timeout: { type: 'string' },
} as const;

interface Shared {
  operators?: OperatorName[];
  minScore?: number;
  format: 'table' | 'json' | 'markdown';
  out?: string;
  seed?: string;
}

function parseShared(values: {
  operators?: string;
  'min-score'?: string;
  format?: string;
  out?: string;
  seed?: string;
}): Shared {
  const shared: Shared = {
    format: choiceOption('format', values.format, ['table', 'json', 'markdown'] as const, 'table'),
  };
  if (values.operators !== undefined) {
    try {
      shared.operators = parseOperatorList(values.operators, '--operators');
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
  }
  if (values['min-score'] !== undefined) {
    const parsed = safeParseUnitDecimal(values['min-score']);
    if (!parsed.ok) throw new UsageError(`--min-score ${values['min-score']}: the value ${parsed.problem}`);
    shared.minScore = parsed.value;
  }
  if (values.out !== undefined) shared.out = values.out;
  if (values.seed !== undefined) shared.seed = values.seed;
  return shared;
}

function isModelJudge(judge: Judge): boolean {
  return judge.name !== 'heuristic' && judge.name !== 'overlap';
}

function finish(report: MutationReport, shared: Shared, io: CliIO): number {
  const text =
    shared.format === 'json'
      ? `${JSON.stringify(report, null, 2)}\n`
      : shared.format === 'markdown'
        ? formatMutationMarkdown(report)
        : formatMutationText(report);
  if (shared.out) {
    writeFileAtomicSync(resolve(io.cwd, shared.out), text, { shownAs: shared.out });
    io.stderr(`ragcheck mutate: report written to ${shared.out}\n`);
  } else {
    io.stdout(text);
  }
  if (shared.minScore !== undefined && (report.score ?? 0) < shared.minScore) {
    io.stderr(
      `ragcheck mutate: mutation score ${report.score === null ? '-' : report.score.toFixed(2)} is below --min-score ${shared.minScore}\n`,
    );
    return EXIT.gateFailed;
  }
  return EXIT.ok;
}

async function runOnCases(argv: string[], io: CliIO): Promise<number> {
  const { values } = parseCommandArgs(argv, FLAG_MODE);
  if (values.help) {
    io.stdout(`${usage}\n`);
    return EXIT.ok;
  }
  const shared = parseShared(values);
  const k = intOption('k', values.k, DEFAULT_K);
  const concurrency = intOption('concurrency', values.concurrency, DEFAULT_CONCURRENCY);
  const timeoutMs = intOption('timeout', values.timeout, DEFAULT_CASE_TIMEOUT_MS);
  const thresholds = parseThresholdFlags(values.threshold ?? []);
  const corpus = values.corpus?.length ? loadCorpusSync(values.corpus, { cwd: io.cwd }) : undefined;
  const loaded = loadCasesSync(values.cases ?? [], { cwd: io.cwd, ...(corpus ? { corpus } : {}) });
  let cases = loaded;
  if (values.sample !== undefined) {
    let spec: ReturnType<typeof parseSampleText>;
    try {
      spec = parseSampleText(values.sample, '--sample');
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    cases = sampleCases(loaded, spec, shared.seed ?? DEFAULT_SAMPLE_SEED, 'eval');
  }
  const uncertain = resolveUncertainPolicy(values.uncertain, io.env);
  const judge = resolveJudge(values.judge, io.env, uncertain === undefined ? {} : { uncertain });
  const adapter = await selectAdapter(values.adapter, { cases, corpus, url: values.url, k, cwd: io.cwd });
  const operators = shared.operators ?? [...OPERATOR_NAMES];
  if (isModelJudge(judge)) {
    io.stderr(
      `ragcheck mutate: ${cases.length} case(s) x ${operators.length} operator(s): up to ${cases.length * (operators.length + 1)} judge calls to the ${judge.name} judge (the unmutated case and each mutant; recorded replies are replayed)\n`,
    );
  }
  const mutations = await mutateCases(cases, adapter, judge, {
    k,
    concurrency,
    timeoutMs,
    thresholds,
    operators,
    ...(shared.seed ? { seed: shared.seed } : {}),
    ...(corpus ? { corpus } : {}),
  });
  return finish(summarizeMutations(mutations), shared, io);
}

/** Splits `ragcheck mutate`'s own flags from the ones that go to Vitest. */
function splitVitestArgs(argv: string[]): { own: string[]; rest: string[] } {
  const own: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const name = arg.startsWith('--') ? arg.slice(2).split('=')[0] : undefined;
    if (name !== undefined && name in OWN) {
      own.push(arg);
      if (!arg.includes('=') && i + 1 < argv.length) own.push(argv[++i] as string);
    } else {
      rest.push(arg);
    }
  }
  return { own, rest };
}

async function runThroughVitest(argv: string[], io: CliIO): Promise<number> {
  const { own, rest } = splitVitestArgs(argv);
  const { values } = parseCommandArgs(own, OWN);
  const shared = parseShared(values);
  const scratch = mkdtempSync(join(tmpdir(), 'ragcheck-mutate-'));
  const log = join(scratch, 'mutations.jsonl');
  const env: Record<string, string> = { [MUTATE_LOG_ENV]: log, RAGCHECK_RECORD: 'replay' };
  if (shared.operators) env[MUTATE_OPERATORS_ENV] = shared.operators.join(',');
  if (shared.seed) env[MUTATE_SEED_ENV] = shared.seed;
  if (values.sample !== undefined) env.RAGCHECK_SAMPLE = values.sample;
  // Vitest's own output goes to stderr: with --format json, stdout carries the JSON report alone.
  const quiet: CliIO = { ...io, stdout: io.stderr };
  try {
    const code = await runVitest(evalsRunArgs(rest, io.cwd), env, quiet);
    // Workers finish cases in any order: the report lists suites and cases in a stable one.
    const order = new Intl.Collator('en', { numeric: true });
    const mutations = readMutationLog(log).sort((a, b) => order.compare(a.suite, b.suite) || order.compare(a.id, b.id));
    if (mutations.length === 0) {
      io.stderr(
        `ragcheck mutate: no eval case ran (Vitest exited ${code}). Check --project / --config against your Vitest config (its output is above).\n`,
      );
      return EXIT.error;
    }
    return finish(summarizeMutations(mutations), shared, io);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export const command: CliCommand = {
  name: 'mutate',
  summary: 'plant regressions into the app’s responses and count how many the suite catches',
  usage,
  async run(argv, io) {
    const cases = argv.some((a) => a === '--cases' || a.startsWith('--cases='));
    if (!cases && asksForHelp(argv)) {
      io.stdout(`${usage}\n`);
      return EXIT.ok;
    }
    return cases ? runOnCases(argv, io) : runThroughVitest(argv, io);
  },
};
