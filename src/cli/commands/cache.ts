import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCasesSync, loadCorpusSync } from '../../dataset/index.js';
import { errorMessage } from '../../errors.js';
import { answerCacheKeys, historyOf } from '../../evaluate/index.js';
import { removeStaleTempFiles } from '../../fs/index.js';
import {
  type CacheStatus,
  cachePrune,
  cacheStatus,
  createLimit,
  createOpenAIJudgeFromEnv,
  readOpenAIJudgeEnv,
} from '../../judge/index.js';
// A type only: the collected file's shape, as the reporter (run by Vitest, not imported) writes it.
import type { CollectedCacheKeys } from '../../vitest/node/cache-keys-reporter.js';
import { selectAdapter } from '../adapter-option.js';
import { actionArgument, CASE_APP_OPTIONS, choiceOption, intOption, parseCommandArgs } from '../args.js';
import { type CliCommand, type CliIO, EXIT, UsageError } from '../command.js';
import { evalsRunArgs, runVitest } from '../vitest-run.js';

const usage = `Usage: ragcheck cache status|prune [options]

Compares the recorded LLM-judge answers with what your suites need. Each answered case (refusals included: the
LLM judge decides them) of a suite whose judge records (the openai judge) needs one entry per sample, keyed by
model, prompt version, question, context and answer; the minicheck judge one per claim and context chunk; the
cascade judge only those of the answers it escalates (its model's entries for the uncertain claims, or the whole
answer). The answer and context come from the suite's own adapter.
  status   hits, misses (RAGCHECK_CACHE=replay fails on them) and stale entries (no case uses them);
           exit 1 when an entry is missing
  prune    deletes the stale entries and says how many it keeps. It deletes nothing when none of the needed
           entries is there (0 hits): then the folder was recorded by other suites or settings, not these.

The suites, by default, are those of your eval files: it runs \`vitest run --project evals\` with
RAGCHECK_CACHE_KEYS=1, in which each case asks the suite's adapter (your app, or its recordings) and computes
its keys with the suite's judge; nothing is judged and no key is needed.
  --project NAME      the Vitest project of the evals (default evals; repeatable)
  --config FILE       another Vitest config, e.g. vitest.ragcheck.config.ts
  --dir DIR           only this cache folder (default: every folder the suites' judges use)

Or one set of cases, evaluated by an adapter you name (required: the keys depend on the answers):
  --cases FILE        cases (.jsonl, .json, .yaml); repeatable
  --adapter NAME      recorded | lexical | http | ./path/to/adapter.ts
  --corpus FILE       corpus (.jsonl)
  --url URL           the RAG service for --adapter http
  --k N               chunks retrieved per question (default 3)
  --dir DIR           the cache folder (default: $RAGCHECK_CACHE_DIR, else fixtures/judge-cache)
The model and samples then come from RAGCHECK_JUDGE_MODEL and RAGCHECK_JUDGE_SAMPLES, as in a run.

Both:
  --dry-run           prune: list what would be deleted, delete nothing
  --format FORMAT     table | json (default table)

To fill the misses: npx ragcheck record --judge (RAGCHECK_CACHE=record over your eval files).`;

/** One cache folder and what the suites need from it: key -> the case that needs it. */
interface FolderNeeds {
  dir: string;
  model: string | undefined;
  suites: Set<string>;
  keys: Map<string, { suite?: string; case: string }>;
}

/** What the suites need, or why that is unknown. */
interface Needs {
  folders: FolderNeeds[];
  /** Suites whose judge records nothing (heuristic, overlap, retrieval-only). */
  uncached: string[];
  /** Cases whose keys are unknown (the adapter failed) and eval files that failed to load. */
  failures: string[];
}

function folder(folders: Map<string, FolderNeeds>, dir: string, model: string | undefined): FolderNeeds {
  let entry = folders.get(dir);
  if (!entry) {
    entry = { dir, model, suites: new Set(), keys: new Map() };
    folders.set(dir, entry);
  }
  return entry;
}

/** The reporter that writes what the run collected: the .ts source when this CLI runs from source (tests). */
function cacheKeysReporter(): string {
  const ext = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  return fileURLToPath(new URL(`../../vitest/node/cache-keys-reporter.${ext}`, import.meta.url));
}

/** The needs of the suites of the project's eval files, from a Vitest run that only collects keys. */
async function needsOfEvalFiles(io: CliIO, vitestArgs: string[]): Promise<Needs> {
  const scratch = mkdtempSync(join(tmpdir(), 'ragcheck-cache-keys-'));
  const out = join(scratch, 'keys.json');
  let output = '';
  const capture: CliIO = { ...io, stdout: (t) => (output += t), stderr: (t) => (output += t) };
  try {
    const code = await runVitest(
      [...evalsRunArgs(vitestArgs, io.cwd), `--reporter=${cacheKeysReporter()}`],
      // Replay both: collecting keys never records, and never calls a judge.
      { RAGCHECK_CACHE_KEYS: '1', RAGCHECK_CACHE_KEYS_OUT: out, RAGCHECK_CACHE: 'replay', RAGCHECK_RECORD: 'replay' },
      capture,
    );
    let collected: CollectedCacheKeys;
    try {
      collected = JSON.parse(readFileSync(out, 'utf8')) as CollectedCacheKeys;
    } catch {
      throw new UsageError(
        `could not collect the suites from your eval files: \`vitest ${evalsRunArgs(vitestArgs, io.cwd).join(' ')}\` exited ${code} without a report. Its output:\n${output.trim()}\nPass --project / --config to name your evals, or --cases with --adapter.`,
      );
    }
    const folders = new Map<string, FolderNeeds>();
    const uncached = new Set<string>();
    const failures = collected.failedFiles.map((f) => `${f.file}: ${f.error}`);
    for (const c of collected.cases) {
      if (c.error !== undefined)
        failures.push(`suite "${c.suite}", case "${c.caseId}": the adapter failed: ${c.error}`);
      if (c.dir === undefined) {
        uncached.add(`${c.suite} (${c.judge === 'none' ? 'retrieval only' : `${c.judge} judge`})`);
        continue;
      }
      const entry = folder(folders, c.dir, c.model);
      entry.suites.add(c.suite);
      for (const key of c.keys) entry.keys.set(key, { suite: c.suite, case: c.caseId });
    }
    if (collected.cases.length === 0 && failures.length === 0) {
      throw new UsageError(
        `the Vitest run found no ragcheck case (\`vitest ${evalsRunArgs(vitestArgs, io.cwd).join(' ')}\`). Pass --project / --config to name your evals, or --cases with --adapter.`,
      );
    }
    return { folders: [...folders.values()], uncached: [...uncached].sort(), failures };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The needs of one set of cases, evaluated by the adapter named on the command line. */
async function needsOfCases(
  io: CliIO,
  values: { cases: string[]; corpus?: string[]; adapter?: string; url?: string; dir?: string },
  k: number,
): Promise<Needs> {
  if (values.adapter === undefined) {
    throw new UsageError(
      '--cases needs --adapter (recorded | lexical | http | ./adapter.ts): the keys depend on the answers, so name the adapter your suite uses. Without --cases, `ragcheck cache` reads your eval files and uses their own adapters.',
    );
  }
  const corpus = values.corpus?.length ? loadCorpusSync(values.corpus, { cwd: io.cwd }) : undefined;
  const cases = loadCasesSync(values.cases, { cwd: io.cwd, ...(corpus ? { corpus } : {}) });
  const adapter = await selectAdapter(values.adapter, { cases, corpus, url: values.url, k, cwd: io.cwd });
  const dir = resolve(io.cwd, values.dir ?? readOpenAIJudgeEnv(io.env).cache.dir);
  // Only keys are computed: replay mode needs no API key whatever RAGCHECK_CACHE says.
  const judge = createOpenAIJudgeFromEnv(io.env, { cache: { mode: 'replay', dir } });
  const entry: FolderNeeds = { dir, model: judge.model, suites: new Set(), keys: new Map() };
  const failures: string[] = [];
  const limit = createLimit(8);
  await Promise.all(
    cases.map((c) =>
      limit(async () => {
        try {
          const history = historyOf(c);
          const signal = AbortSignal.timeout(30_000);
          const { answer, contexts, citations } = await adapter.ask(
            { question: c.question, case: c, ...(history ? { history } : {}) },
            { k, signal },
          );
          const needed = await answerCacheKeys(judge, c, { answer, contexts, citations }, { adapter, signal });
          for (const key of needed) entry.keys.set(key, { case: c.id });
        } catch (error) {
          failures.push(`case "${c.id}": the adapter failed: ${errorMessage(error)}`);
        }
      }),
    ),
  );
  return { folders: [entry], uncached: [], failures };
}

interface FolderReport {
  dir: string;
  model: string | undefined;
  suites: string[];
  needed: number;
  hits: number;
  misses: Array<{ suite?: string; case: string; key: string }>;
  stale: string[];
  prune?: { removed: string[]; kept: number; dryRun: boolean; refused?: string };
}

async function reportFolder(
  needs: FolderNeeds,
  action: 'status' | 'prune',
  dryRun: boolean,
  cwd: string,
): Promise<FolderReport> {
  const keys = [...needs.keys.keys()];
  const status: CacheStatus = await cacheStatus({ dir: needs.dir, keys });
  const report: FolderReport = {
    dir: needs.dir,
    model: needs.model,
    suites: [...needs.suites].sort(),
    needed: keys.length,
    hits: status.hits.length,
    misses: status.misses.map((key) => ({ ...needs.keys.get(key)!, key })),
    stale: status.stale,
  };
  if (action !== 'prune') return report;
  // Temporary files of writes whose process was killed (SIGKILL) are nobody's entries: always removed.
  const temps = dryRun ? [] : removeStaleTempFiles(needs.dir);
  if (status.stale.length > 0 && status.hits.length === 0) {
    // Nothing these suites need is there: the folder belongs to other suites or settings, not stale entries.
    const shown = relative(cwd, needs.dir) || '.';
    report.prune = {
      removed: temps,
      kept: status.stale.length,
      dryRun,
      refused: `not pruning ${shown}: none of the ${keys.length} entries these suites need is there (0 hits), so its ${status.stale.length} entries were recorded by other suites or settings (another model, prompt version, adapter or corpus?), not left stale by these. Nothing deleted. Check the judge model and the suites, or delete the folder by hand if it is really unused.`,
    };
    return report;
  }
  const pruned = await cachePrune({ dir: needs.dir, keys, dryRun });
  report.prune = { removed: [...temps, ...pruned.removed], kept: pruned.kept, dryRun };
  return report;
}

function formatFolder(r: FolderReport, action: 'status' | 'prune'): string[] {
  const lines = [
    `judge cache ${r.dir} (model ${r.model ?? '?'})${r.suites.length > 0 ? `, suites: ${r.suites.join(', ')}` : ''}`,
    `${r.needed} needed: ${r.hits} hits, ${r.misses.length} misses, ${r.stale.length} stale`,
  ];
  if (r.misses.length > 0) {
    lines.push('', 'missing (replay fails on these cases):');
    lines.push(...r.misses.map((m) => `  ${m.suite ? `${m.suite} > ` : ''}${m.case}  ${m.key}`));
    lines.push('', 'Record them with: npx ragcheck record --judge (or RAGCHECK_CACHE=record ragcheck eval ...)');
  }
  if (action === 'prune' && r.prune) {
    if (r.prune.refused) {
      lines.push('', r.prune.refused);
    } else {
      const verb = r.prune.dryRun ? 'would delete' : 'deleted';
      const n = r.prune.removed.length;
      lines.push(
        '',
        `${verb} ${n} stale entr${n === 1 ? 'y' : 'ies'}; kept ${r.prune.kept} (the entries the suites use)`,
      );
      lines.push(...r.prune.removed.map((p) => `  ${p}`));
    }
  } else if (r.stale.length > 0) {
    lines.push('', 'stale (no case uses them; `ragcheck cache prune` deletes them):');
    lines.push(...r.stale.map((p) => `  ${p}`));
  }
  return lines;
}

export const command: CliCommand = {
  name: 'cache',
  summary: 'status or prune of the recorded LLM-judge answers, for the suites of your eval files',
  usage,
  async run(argv, io) {
    if (argv[0] === '--help' || argv[0] === '-h') {
      io.stdout(`${usage}\n`);
      return EXIT.ok;
    }
    const action = actionArgument(argv[0], ['status', 'prune']);
    const { values } = parseCommandArgs(argv.slice(1), {
      ...CASE_APP_OPTIONS,
      dir: { type: 'string' },
      project: { type: 'string', multiple: true },
      config: { type: 'string' },
      'dry-run': { type: 'boolean' },
      format: { type: 'string' },
    });
    if (values.help) {
      io.stdout(`${usage}\n`);
      return EXIT.ok;
    }
    const format = choiceOption('format', values.format, ['table', 'json'] as const, 'table');
    const dryRun = values['dry-run'] ?? false;
    let needs: Needs;
    if (values.cases?.length) {
      if (values.project || values.config) {
        throw new UsageError('--project and --config choose eval files; with --cases, name the adapter instead');
      }
      needs = await needsOfCases(io, { ...values, cases: values.cases }, intOption('k', values.k, 3));
    } else {
      for (const option of ['adapter', 'corpus', 'url', 'k'] as const) {
        if (values[option] !== undefined) {
          throw new UsageError(`--${option} goes with --cases; without it, the eval files' own suites are used`);
        }
      }
      const vitestArgs = [
        ...(values.config ? ['--config', values.config] : []),
        ...(values.project ?? []).flatMap((p) => ['--project', p]),
      ];
      needs = await needsOfEvalFiles(io, vitestArgs);
      if (values.dir) {
        const only = resolve(io.cwd, values.dir);
        needs.folders = needs.folders.filter((f) => f.dir === only);
        if (needs.folders.length === 0)
          needs.folders.push({ dir: only, model: undefined, suites: new Set(), keys: new Map() });
      }
    }
    if (needs.failures.length > 0) {
      io.stderr(
        `${needs.failures.join('\n')}\nThe keys of these cases are unknown, so nothing is pruned or reported.\n`,
      );
      return EXIT.error;
    }

    const reports: FolderReport[] = [];
    for (const f of needs.folders) reports.push(await reportFolder(f, action, dryRun, io.cwd));
    if (format === 'json') {
      io.stdout(`${JSON.stringify({ folders: reports, uncachedSuites: needs.uncached }, null, 2)}\n`);
    } else {
      const blocks = reports.map((r) => formatFolder(r, action).join('\n'));
      if (needs.uncached.length > 0) {
        blocks.push(`suites whose judge records nothing (no cache needed): ${needs.uncached.join(', ')}`);
      }
      io.stdout(`${blocks.join('\n\n')}\n`);
    }
    if (reports.some((r) => r.prune?.refused)) return EXIT.gateFailed;
    return action === 'status' && reports.some((r) => r.misses.length > 0) ? EXIT.gateFailed : EXIT.ok;
  },
};
