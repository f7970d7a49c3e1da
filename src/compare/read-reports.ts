/**
 * Reads the JSON reports `ragcheck compare` compares: one report file, or a folder of them (shard reports, a
 * downloaded artifact), merged into one run. Reports of schema 2 and 3 are read; a newer one, a file that is not a
 * report, or the same case in two reports is a ConfigError naming the file and what to do.
 */
import { readdirSync, readFileSync, type Stats, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { z } from 'zod';
import { ConfigError } from '../errors.js';
import { CaseResultJsonSchema, SCHEMA_VERSION } from '../types.js';

/** The oldest report schema `ragcheck compare` reads (v2 reports carry no judge version and no case source). */
export const OLDEST_READABLE_SCHEMA = 2;

/**
 * A case as compare reads it: the CaseResult fields as the report writes them (`status`), any schema version it reads, and fields it does not know
 * (metrics added later, such as correctness or citations) kept.
 */
const ComparedCaseSchema = CaseResultJsonSchema.extend({
  schemaVersion: z.number(),
  suite: z.string(),
  metrics: CaseResultJsonSchema.shape.metrics.loose(),
  judge: CaseResultJsonSchema.shape.judge.loose(),
}).loose();
export type ComparedCase = z.infer<typeof ComparedCaseSchema>;

const SampleSchema = z.object({ size: z.number().int(), total: z.number().int(), seed: z.string() });

const ComparedSuiteSchema = z
  .object({ name: z.string(), files: z.array(z.string()).optional(), sample: SampleSchema.optional() })
  .loose();

const ReportSchema = z
  .object({
    schemaVersion: z.number(),
    commit: z.string().optional(),
    branch: z.string().optional(),
    date: z.string().optional(),
    suites: z.array(ComparedSuiteSchema),
    cases: z.array(ComparedCaseSchema),
  })
  .loose();

/** A suite as compare reads it from a report: its name and, when the run sampled it, how. */
export interface ComparedSuite {
  name: string;
  sample?: { size: number; total: number; seed: string };
}

/** A run as compare sees it: every case of every report read, and where they came from. */
export interface Run {
  /** The path given (a file or a folder), as shown in messages. */
  path: string;
  /** The report files read. */
  files: string[];
  /** The lowest schema version among them (2 = no judge versions, no case sources). */
  schemaVersion: number;
  suites: ComparedSuite[];
  cases: ComparedCase[];
  /** The commit, branch and date the report says it ran at (the first report of a folder that says so). */
  commit?: string;
  branch?: string;
  date?: string;
}

function reportFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...reportFiles(path));
    else if (entry.isFile() && entry.name.endsWith('.json')) out.push(path);
  }
  return out;
}

function failReport(file: string, problem: string, fix: string): never {
  throw new ConfigError(`${file}: ${problem}. ${fix}`);
}

/** Parses one report's text; undefined when it is JSON but not a ragcheck report (a folder may hold other JSON). */
function parseReport(text: string, file: string, inFolder: boolean): z.infer<typeof ReportSchema> | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    failReport(
      file,
      `not valid JSON (${(error as Error).message})`,
      'Point at reports/ragcheck.json of a ragcheck run',
    );
  }
  const version = (data as { schemaVersion?: unknown } | null)?.schemaVersion;
  const looksLikeReport = typeof data === 'object' && data !== null && 'cases' in data && 'suites' in data;
  if (!looksLikeReport) {
    if (inFolder) return undefined;
    failReport(
      file,
      'not a ragcheck report (no "suites" and "cases")',
      'Point at reports/ragcheck.json of a ragcheck run',
    );
  }
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    failReport(
      file,
      `"schemaVersion" is ${JSON.stringify(version)}, not a version number`,
      'Point at a ragcheck report',
    );
  }
  if (version > SCHEMA_VERSION) {
    failReport(
      file,
      `the report has schemaVersion ${version}, newer than this ragcheck reads (${SCHEMA_VERSION})`,
      'Compare with the ragcheck version that wrote it (update ragcheck in this project)',
    );
  }
  if (version < OLDEST_READABLE_SCHEMA) {
    failReport(
      file,
      `the report has schemaVersion ${version}; ragcheck compare reads ${OLDEST_READABLE_SCHEMA} to ${SCHEMA_VERSION}`,
      'Run the evals again with this ragcheck to get a report it reads',
    );
  }
  const parsed = ReportSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('') ?? '';
    failReport(
      file,
      `field "${path.replace(/^\./, '')}" ${issue?.message ?? 'is invalid'}`,
      'The file is written by ragcheck: run the evals again instead of editing it',
    );
  }
  return parsed.data;
}

/**
 * The absolute path and stat of a path given on the command line (relative to `cwd`); one that cannot be read is a
 * ConfigError naming it, the reason (ENOENT, EACCES...) and `fix`.
 */
export function statInput(path: string, cwd: string, what: string, fix: string): { absolute: string; stat: Stats } {
  const absolute = isAbsolute(path) ? path : resolve(cwd, path);
  try {
    return { absolute, stat: statSync(absolute) };
  } catch (error) {
    throw new ConfigError(
      `${path}: cannot read ${what} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}). ${fix}`,
    );
  }
}

/**
 * Reads a run: a report file, or every ragcheck report in a folder (recursively; JSON files that are not reports
 * are skipped), merged. `cwd` resolves relative paths.
 */
export function readRun(path: string, cwd: string): Run {
  const { absolute, stat } = statInput(
    path,
    cwd,
    'the report',
    'Give a reports/ragcheck.json file or a folder of them.',
  );
  const folder = stat.isDirectory();
  const files = folder ? reportFiles(absolute) : [absolute];
  const run: Run = { path, files: [], schemaVersion: SCHEMA_VERSION, suites: [], cases: [] };
  const seen = new Map<string, string>();
  const suites = new Map<string, ComparedSuite>();
  for (const file of files) {
    const shown = folder ? join(path, relative(absolute, file)) : path;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new ConfigError(`${shown}: cannot read the report (${(error as Error).message}).`);
    }
    const report = parseReport(text, shown, folder);
    if (!report) continue;
    run.files.push(shown);
    for (const key of ['commit', 'branch', 'date'] as const) {
      const value = report[key];
      if (value !== undefined && run[key] === undefined) run[key] = value;
    }
    run.schemaVersion = Math.min(run.schemaVersion, report.schemaVersion);
    for (const suite of report.suites) {
      const known = suites.get(suite.name);
      if (!known) {
        suites.set(suite.name, { name: suite.name, ...(suite.sample ? { sample: { ...suite.sample } } : {}) });
      } else if (suite.sample && known.sample) {
        known.sample.size += suite.sample.size;
      }
    }
    for (const c of report.cases) {
      const key = `${c.suite}\0${c.id}`;
      const other = seen.get(key);
      if (other !== undefined) {
        failReport(
          shown,
          `case "${c.id}" of suite "${c.suite}" is also in ${other}`,
          'Give each shard report once (a folder holds every report under it) or merge the shards with `vitest --merge-reports`',
        );
      }
      seen.set(key, shown);
      run.cases.push(c);
      if (!suites.has(c.suite)) suites.set(c.suite, { name: c.suite });
    }
  }
  if (run.files.length === 0) {
    throw new ConfigError(
      `${path}: no ragcheck report in this folder (no .json file with "suites" and "cases"). Download the ragcheck-report artifact into it, or give the report file.`,
    );
  }
  run.suites = [...suites.values()];
  return run;
}
