/**
 * The JSON report, one shape for every surface: `reports/ragcheck.json` from the Vitest reporter and
 * `ragcheck eval --format json`. Its zod schema is the contract; `schema/ragcheck-report.v3.json` is generated from
 * it (`npm run schema`) and a test keeps the committed file equal to it.
 */
import { z } from 'zod';
import {
  BaselineOutcomeSchema,
  SuiteGateResultSchema,
  type SuiteReport,
  summarize,
  TagSummarySchema,
} from '../evaluate/index.js';
import { writeFileAtomicSync } from '../fs/index.js';
import { type CaseResult, CaseResultJsonSchema, caseResultToJson, SCHEMA_VERSION, SummarySchema } from '../types.js';
import type { RunProvenance } from './provenance.js';

/** One suite of the report: its counts, per-tag summaries, suite gates and baseline. */
export const SuiteReportEntrySchema = z.object({
  name: z.string().describe('The suite name (`defineRagSuite({ name })`, `ragcheck eval --suite`).'),
  files: z.array(z.string()).describe('The eval files the suite ran in (Vitest), or its case files (`ragcheck eval`).'),
  passed: z
    .boolean()
    .describe('No suite-level problem: suite gates hold, no baseline regression. Cases fail on their own.'),
  problems: z.array(z.string()).describe('Why the suite fails on top of its cases.'),
  summary: SummarySchema,
  tags: z.array(TagSummarySchema),
  gates: z.array(SuiteGateResultSchema),
  baseline: BaselineOutcomeSchema,
  failedWithoutResult: z
    .array(z.string())
    .describe('Tests that failed with no case result (a Vitest timeout, a crash).'),
  skipped: z.number().int().nonnegative().describe('Tests of the suite that did not run (filtered out or skipped).'),
  sample: z
    .object({
      size: z.number().int().nonnegative(),
      total: z.number().int().nonnegative(),
      seed: z.string(),
    })
    .optional()
    .describe('Set when the run sampled the suite (`--sample`, RAGCHECK_SAMPLE): `size` of its `total` cases ran.'),
});
export type SuiteReportEntry = z.infer<typeof SuiteReportEntrySchema>;

/** A case of the report: its CaseResult (as JSON reports write it: `status`, not `outcome`) and its suite. */
export const ReportCaseSchema = CaseResultJsonSchema.extend({ suite: z.string() });
export type ReportCase = z.infer<typeof ReportCaseSchema>;

/** A judge that scored cases of the report: its name, model and prompt or rules version. */
export const ReportJudgeSchema = z.object({
  name: z.string(),
  model: z.string().optional(),
  version: z.string().optional(),
});
export type ReportJudge = z.infer<typeof ReportJudgeSchema>;

/** The JSON report: `{ schemaVersion: 3, summary, judges, suites, cases }`. */
export const RagcheckReportSchema = z
  .object({
    schemaVersion: z.literal(SCHEMA_VERSION),
    commit: z
      .string()
      .optional()
      .describe('The commit the run tested: `GITHUB_SHA` in GitHub Actions, else git HEAD; absent outside git.'),
    branch: z
      .string()
      .optional()
      .describe(
        'The branch: `GITHUB_HEAD_REF` (a pull request) or `GITHUB_REF_NAME` in GitHub Actions, else git; absent when detached.',
      ),
    date: z
      .string()
      .optional()
      .describe('When the report was written (ISO 8601): labels the run in `ragcheck history`.'),
    summary: SummarySchema.describe('Counts over every case of every suite.'),
    judges: z
      .array(ReportJudgeSchema)
      .describe(
        'Every judge that scored a case (name, model, prompt or rules version): `ragcheck compare` says when the judge changed between two runs.',
      ),
    suites: z.array(SuiteReportEntrySchema),
    cases: z.array(ReportCaseSchema).describe('Every case result, suite by suite, in file order.'),
  })
  .meta({
    title: 'ragcheck report',
    description:
      'reports/ragcheck.json (Vitest reporter) and `ragcheck eval --format json`: per suite its gates and baseline, per case its verdict, metrics, gates and evidence.',
  });
export type RagcheckReport = z.infer<typeof RagcheckReportSchema>;

function suiteEntry(report: SuiteReport): SuiteReportEntry {
  return {
    name: report.name,
    files: report.files,
    passed: report.problems.length === 0,
    problems: report.problems,
    summary: report.summary,
    tags: report.tags,
    gates: report.gates,
    baseline: report.baseline,
    failedWithoutResult: report.failedWithoutResult,
    skipped: report.skipped,
    ...(report.sample ? { sample: report.sample } : {}),
  };
}

/** The distinct judges of these results (retrieval-only cases, judged by `none`, left out), sorted. */
export function judgesOf(results: Iterable<CaseResult>): ReportJudge[] {
  const seen = new Map<string, ReportJudge>();
  for (const r of results) {
    const { name, model, version } = r.judge;
    if (name === 'none') continue;
    const judge: ReportJudge = { name, ...(model ? { model } : {}), ...(version ? { version } : {}) };
    const key = JSON.stringify([name, model ?? '', version ?? '']);
    if (!seen.has(key)) seen.set(key, judge);
  }
  return [...seen.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, judge]) => judge);
}

function reportHead(reports: readonly SuiteReport[], run: RunProvenance) {
  return {
    schemaVersion: SCHEMA_VERSION,
    ...(run.commit ? { commit: run.commit } : {}),
    ...(run.branch ? { branch: run.branch } : {}),
    ...(run.date ? { date: run.date } : {}),
    summary: summarize(reports.flatMap((r) => r.results)),
    judges: judgesOf(reports.flatMap((r) => r.results)),
    suites: reports.map(suiteEntry),
  };
}

/** The JSON report of these suites; `run` labels it (commit, branch, date: `runProvenance()`), when given. */
export function buildJsonReport(reports: readonly SuiteReport[], run: RunProvenance = {}): RagcheckReport {
  return {
    ...reportHead(reports, run),
    cases: reports.flatMap((r) => r.results.map((result) => ({ ...caseResultToJson(result), suite: r.name }))),
  };
}

/**
 * {@link buildJsonReport} as text, in pieces (one compact line per case), so a run of 50,000 cases never holds the
 * whole report as one string. `wholeJson` gives, where the reports hold a shortened result, the JSON text of the
 * whole one as the report writes it (`JSON.stringify` of its `caseResultToJson`: the Vitest reporter keeps passing
 * cases short and reads their text again). `run`: as in {@link buildJsonReport}.
 */
export function* jsonReportChunks(
  reports: readonly SuiteReport[],
  wholeJson: (result: CaseResult) => string | undefined = () => undefined,
  run: RunProvenance = {},
): Generator<string> {
  const head = JSON.stringify(reportHead(reports, run), null, 2);
  yield `${head.slice(0, head.lastIndexOf('}')).trimEnd()},\n  "cases": [`;
  let batch: string[] = [];
  let first = true;
  const flush = () => {
    const text = `${first ? '' : ','}\n    ${batch.join(',\n    ')}`;
    first = false;
    batch = [];
    return text;
  };
  for (const r of reports) {
    const suite = `,"suite":${JSON.stringify(r.name)}}`;
    for (const result of r.results) {
      // `{ ...json, suite }` as text: `suite` comes last, as a case result has no `suite` key (one read back from
      // a report has: it is copied, so its key is replaced instead of written twice).
      const whole = wholeJson(result);
      if (whole !== undefined) batch.push(`${whole.slice(0, -1)}${suite}`);
      else {
        const json = caseResultToJson(result);
        const text = Object.hasOwn(result, 'suite') ? undefined : JSON.stringify(json);
        batch.push(text === undefined ? JSON.stringify({ ...json, suite: r.name }) : `${text.slice(0, -1)}${suite}`);
      }
      // Pieces under V8's large-object size (about 128 KB): they die young instead of piling up until a full GC.
      if (batch.length >= 32) yield flush();
    }
  }
  if (batch.length > 0) yield flush();
  yield first ? ']\n}\n' : '\n  ]\n}\n';
}

/**
 * Writes {@link buildJsonReport} to `file` atomically, a case at a time: a failed write leaves the previous report
 * whole and throws a `FileWriteError` naming it (as `shownAs`). `wholeJson` and `run`: as in
 * {@link jsonReportChunks}.
 */
export function writeJsonReport(
  file: string,
  reports: readonly SuiteReport[],
  shownAs?: string,
  wholeJson?: (result: CaseResult) => string | undefined,
  run?: RunProvenance,
): void {
  writeFileAtomicSync(file, jsonReportChunks(reports, wholeJson, run), shownAs === undefined ? {} : { shownAs });
}

/** Where the JSON Schema of the report is committed (and shipped), relative to the package root. */
export const REPORT_SCHEMA_FILE = `schema/ragcheck-report.v${SCHEMA_VERSION}.json`;

/**
 * The JSON Schema (draft 2020-12) of the report, generated from {@link RagcheckReportSchema} with zod's
 * `z.toJSONSchema`: objects are closed (`additionalProperties: false`), as the report writes them.
 */
export function reportJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(RagcheckReportSchema, { io: 'output' }) as Record<string, unknown>;
}

/** {@link reportJsonSchema} as the committed file holds it. */
export function reportJsonSchemaText(): string {
  return `${JSON.stringify(reportJsonSchema(), null, 2)}\n`;
}
