import { resolve } from 'node:path';
import { recordingPerCase } from '../../adapter/fingerprint.js';
import { loadCasesSync, loadCorpusSync } from '../../dataset/index.js';
import {
  checkSuite,
  DEFAULT_CASE_TIMEOUT_MS,
  DEFAULT_CONCURRENCY,
  DEFAULT_K,
  DEFAULT_MAX_ANSWER_CHARS,
  DEFAULT_MAX_CONTEXT_CHARS,
  DEFAULT_SAMPLE_SEED,
  describeContextIdMismatch,
  describeMissingSources,
  type EvaluateOptions,
  evaluateCases,
  exitCodeFor,
  lacksSources,
  parseSampleText,
  parseThresholds,
  parseTrialsText,
  runsInCi,
  type SampleSpec,
  type SuiteReport,
  sampleCases,
  sampleFromEnv,
} from '../../evaluate/index.js';
import { writeFileAtomicSync } from '../../fs/index.js';
import { resolveJudge, resolveUncertainPolicy } from '../../judge/index.js';
import {
  formatDiagnosis,
  formatSuiteMarkdown,
  formatSuiteText,
  formatSummary,
  jsonReportChunks,
  type RunProvenance,
  recordingNotices,
  runProvenance,
  terminalWidth,
} from '../../report/index.js';
import { safeParseUnitDecimal, type Thresholds } from '../../types.js';
import { adapterModuleCode, selectAdapter } from '../adapter-option.js';
import { CASE_APP_OPTIONS, choiceOption, flagCommand, intOption } from '../args.js';
import { EXIT, UsageError } from '../command.js';
import { parseSuiteFlags, SUITE_FLAG_OPTIONS, SUITE_FLAGS_USAGE } from '../suite-options.js';

const usage = `Usage: ragcheck eval --cases FILE [options]

Evaluates every case: asks the app, scores retrieval and faithfulness, prints the diagnosis, then checks the suite
(suite gates, score baseline) as the Vitest reporter does.

Options:
  --cases FILE        cases (.jsonl, .json, .yaml); repeat or use a glob for several files (required)
  --corpus FILE       corpus (.jsonl); needed to resolve context ids and for the lexical adapter
  --k N               chunks retrieved per question; the @k metrics cut here (default ${DEFAULT_K})
  --judge NAME        overlap | heuristic | openai | minicheck | cascade (default: $RAGCHECK_JUDGE, else heuristic)
  --uncertain POLICY  what claims the heuristic judge cannot decide count as: fail (default) | pass | escalate
                      (cascade only: a model judge decides them) (default: $RAGCHECK_UNCERTAIN)
  --adapter NAME      recorded | lexical | http | ./path/to/adapter.ts (default: recorded when the cases
                      carry answers, else lexical)
  --url URL           the RAG service for --adapter http
  --threshold K=V     override a gate threshold, e.g. --threshold faithfulness=0.8 (repeatable)
  --concurrency N     cases evaluated at once (default ${DEFAULT_CONCURRENCY})
  --timeout MS        time budget per case, adapter + judge (default ${DEFAULT_CASE_TIMEOUT_MS})
  --max-answer-chars N   longest answer accepted; longer is ERROR (adapter), never cut (default 100000)
  --max-context-chars N  most context per case, all chunks together; more is ERROR (adapter) (default 1000000)
  --trials N          ask the app N times per case, over the cases' own trials (default: each case's trials,
                      else $RAGCHECK_TRIALS, else 1); each trial gets a verdict
  --trial-pass-rate R share of a case's trials that must pass, for cases without their own minPassRate
                      (default 1: every trial)
  --allow-trial-errors   an ERROR trial counts as a failing trial instead of making the case an ERROR
  --sample N|P%      run a deterministic sample: N cases, or P% of them, stratified by tag (default:
                      $RAGCHECK_SAMPLE, else every case); the report says it was sampled
  --sample-seed S     what the sample is drawn with, e.g. the base commit (default: $RAGCHECK_SAMPLE_SEED,
                      else a fixed seed): the same seed draws the same cases
  --format FORMAT     table | json | markdown (default table); json is the report schema of
                      reports/ragcheck.json (schemaVersion 3, schema/ragcheck-report.v3.json)
  --out FILE          write the report there instead of stdout

${SUITE_FLAGS_USAGE}

Exit codes: 0 every case passes or matches its knownFailure and the suite checks hold, 1 a gate, a suite gate or
the baseline failed, 2 bad input or usage, 3 a case is an ERROR (adapter or judge) or a file could not be written.`;

/** What the suite's report prints as, in the chosen format. */
/** The commands that refresh recordings, as `ragcheck eval` runs them. */
const EVAL_REFRESH = {
  stale: 'the same command with RAGCHECK_RECORD=auto (it re-records stale and missing cases)',
  all: 'the same command with RAGCHECK_RECORD=record',
};

/** How `ragcheck eval` accepts scores into the baseline. */
const ACCEPT_HINT = '--update-baseline';

function render(report: SuiteReport, format: 'table' | 'json' | 'markdown', width: number, run: RunProvenance): string {
  const acceptHint = ACCEPT_HINT;
  if (format === 'json') return [...jsonReportChunks([report], undefined, run)].join('');
  if (format === 'markdown') return formatSuiteMarkdown(report, 'full', { acceptHint });
  const problems = report.results.filter((r) => r.outcome === 'fail' || r.outcome === 'error');
  let text = `${formatSuiteText(report, 'full', { width, acceptHint })}\n`;
  if (problems.length > 0) text += `\n${problems.map((r) => formatDiagnosis(r)).join('\n\n')}\n`;
  return text;
}

/** The exit code of a checked suite: an ERROR or a baseline not written is 3, a failed gate of any kind 1. */
function exitCodeOf(report: SuiteReport): number {
  const code = exitCodeFor(report.summary);
  if (code === EXIT.error || report.baseline.state === 'not-saved') return EXIT.error;
  return code === EXIT.ok && report.problems.length > 0 ? EXIT.gateFailed : code;
}

export function parseThresholdFlags(values: string[]): Thresholds {
  const raw: Record<string, number> = {};
  for (const value of values) {
    const match = /^([A-Za-z]+)=(.*)$/s.exec(value);
    if (!match) throw new UsageError(`--threshold takes KEY=VALUE, e.g. --threshold faithfulness=0.8 (got "${value}")`);
    const parsed = safeParseUnitDecimal(match[2] as string);
    if (!parsed.ok) throw new UsageError(`--threshold ${value}: the value ${parsed.problem}`);
    raw[match[1] as string] = parsed.value;
  }
  try {
    return parseThresholds(raw, 'threshold');
  } catch (error) {
    throw new UsageError((error as Error).message.replace('Invalid `threshold`', '--threshold'));
  }
}

/** `--trials` (else `RAGCHECK_TRIALS`) for every case, `--trial-pass-rate`, `--allow-trial-errors`. */
function parseTrialFlags(
  values: { trials?: string; 'trial-pass-rate'?: string; 'allow-trial-errors'?: boolean },
  env: NodeJS.ProcessEnv,
): Pick<EvaluateOptions, 'runTrials' | 'minPassRate' | 'allowTrialErrors'> {
  const out: Pick<EvaluateOptions, 'runTrials' | 'minPassRate' | 'allowTrialErrors'> = {};
  const fromEnv = env.RAGCHECK_TRIALS?.trim();
  try {
    if (values.trials !== undefined) out.runTrials = parseTrialsText(values.trials, '--trials');
    else if (fromEnv) out.runTrials = parseTrialsText(fromEnv, 'RAGCHECK_TRIALS');
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const rate = values['trial-pass-rate'];
  if (rate !== undefined) {
    const parsed = safeParseUnitDecimal(rate);
    if (!parsed.ok) throw new UsageError(`--trial-pass-rate ${rate}: the value ${parsed.problem}`);
    if (parsed.value === 0) {
      throw new UsageError(
        `--trial-pass-rate ${rate}: the value must be above 0 (a case none of whose trials pass would pass): e.g. 0.8`,
      );
    }
    out.minPassRate = parsed.value;
  }
  if (values['allow-trial-errors']) out.allowTrialErrors = true;
  return out;
}

/** `--sample` / `--sample-seed`, else `RAGCHECK_SAMPLE` / `RAGCHECK_SAMPLE_SEED`; undefined: every case. */
function parseSampleFlags(
  values: { sample?: string; 'sample-seed'?: string },
  env: NodeJS.ProcessEnv,
): { spec: SampleSpec; seed: string } | undefined {
  try {
    const fromEnv = sampleFromEnv(env);
    if (values.sample === undefined) {
      if (!fromEnv) {
        if (values['sample-seed'] !== undefined)
          throw new UsageError('--sample-seed needs --sample (or RAGCHECK_SAMPLE): add --sample 20 or --sample 10%');
        return undefined;
      }
      return values['sample-seed'] === undefined ? fromEnv : { ...fromEnv, seed: values['sample-seed'] };
    }
    const spec = parseSampleText(values.sample, '--sample');
    return {
      spec,
      seed: values['sample-seed'] ?? fromEnv?.seed ?? (env.RAGCHECK_SAMPLE_SEED?.trim() || DEFAULT_SAMPLE_SEED),
    };
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export const command = flagCommand({
  name: 'eval',
  summary: 'evaluate cases and print the retrieval/generation diagnosis',
  usage,
  options: {
    ...CASE_APP_OPTIONS,
    judge: { type: 'string' },
    uncertain: { type: 'string' },
    threshold: { type: 'string', multiple: true },
    concurrency: { type: 'string' },
    timeout: { type: 'string' },
    'max-answer-chars': { type: 'string' },
    'max-context-chars': { type: 'string' },
    format: { type: 'string' },
    out: { type: 'string' },
    trials: { type: 'string' },
    'trial-pass-rate': { type: 'string' },
    'allow-trial-errors': { type: 'boolean' },
    sample: { type: 'string' },
    'sample-seed': { type: 'string' },
    ...SUITE_FLAG_OPTIONS,
  },
  async run(values, io) {
    if (!values.cases?.length) throw new UsageError('--cases is required: the file of eval cases to run');
    const k = intOption('k', values.k, DEFAULT_K);
    const concurrency = intOption('concurrency', values.concurrency, DEFAULT_CONCURRENCY);
    const timeoutMs = intOption('timeout', values.timeout, DEFAULT_CASE_TIMEOUT_MS);
    const maxAnswerChars = intOption('max-answer-chars', values['max-answer-chars'], DEFAULT_MAX_ANSWER_CHARS);
    const maxContextChars = intOption('max-context-chars', values['max-context-chars'], DEFAULT_MAX_CONTEXT_CHARS);
    const format = choiceOption('format', values.format, ['table', 'json', 'markdown'] as const, 'table');
    const thresholds = parseThresholdFlags(values.threshold ?? []);
    const suite = parseSuiteFlags(values, io.cwd, io.env);
    const trials = parseTrialFlags(values, io.env);

    const corpus = values.corpus?.length ? loadCorpusSync(values.corpus, { cwd: io.cwd }) : undefined;
    const loaded = loadCasesSync(values.cases, { cwd: io.cwd, ...(corpus ? { corpus } : {}) });
    const sampling = parseSampleFlags(values, io.env);
    const cases = sampling ? sampleCases(loaded, sampling.spec, sampling.seed, suite.settings.name) : loaded;
    if (sampling) suite.settings.sample = { size: cases.length, total: loaded.length, seed: sampling.seed };
    const uncertain = resolveUncertainPolicy(values.uncertain, io.env);
    const judge = resolveJudge(values.judge, io.env, uncertain === undefined ? {} : { uncertain });
    const app = await selectAdapter(values.adapter, { cases, corpus, url: values.url, k, cwd: io.cwd });
    // A recording adapter compares each recording's fingerprint with the module's code, read by Vite.
    const recording = recordingPerCase(app, adapterModuleCode(app), corpus);
    const adapter = recording.adapter;

    const results = await evaluateCases(cases, adapter, judge, {
      k,
      concurrency,
      timeoutMs,
      maxAnswerChars,
      maxContextChars,
      thresholds,
      ...trials,
      ...(corpus ? { corpus } : {}),
    });
    for (const result of results) {
      const outcome = recording.outcomeOf(result.id);
      if (outcome) result.recording = outcome;
    }
    for (const line of recordingNotices(results, EVAL_REFRESH)) io.stderr(`ragcheck eval: ${line}\n`);
    const unsourced = cases.find(lacksSources);
    if (unsourced)
      io.stderr(
        `${describeMissingSources(suite.settings.name, unsourced.id).replace(/^ragcheck:/, 'ragcheck eval:')}\n`,
      );
    const mismatched = results.filter((r) => r.contextIdMismatch);
    if (mismatched[0]?.contextIdMismatch) {
      io.stderr(
        `ragcheck eval: ${mismatched.length} of ${results.length} cases: ${describeContextIdMismatch(mismatched[0].contextIdMismatch)}\n`,
      );
    }

    // Every id in the case files, sampled out or not: an accepted case none of them has was removed.
    const caseIds = loaded.map((c) => c.id);
    const report = checkSuite(
      { settings: suite.settings, files: values.cases, results, caseIds },
      suite.baseline && { ...suite.baseline, failOnRemoved: runsInCi(io.env), acceptHint: ACCEPT_HINT },
    );
    const width = io.columns ?? terminalWidth(undefined, io.env);
    const run = format === 'json' ? runProvenance(io.env, io.cwd) : {};
    if (values.out) {
      const content =
        format === 'json' ? jsonReportChunks([report], undefined, run) : render(report, format, width, run);
      writeFileAtomicSync(resolve(io.cwd, values.out), content, { shownAs: values.out });
      io.stdout(`${formatSummary(report.summary)}\n`);
      if (report.problems.length > 0) io.stdout(`SUITE FAILED: ${report.problems.join('; ')}\n`);
      io.stdout(`report written to ${values.out}\n`);
    } else {
      io.stdout(render(report, format, width, run));
    }
    return exitCodeOf(report);
  },
});
