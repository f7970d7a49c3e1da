import { resolve } from 'node:path';
import { loadCasesSync, loadCorpusSync } from '../../dataset/index.js';
import { errorMessage } from '../../errors.js';
import { joinContexts } from '../../evaluate/index.js';
import {
  cachePrune,
  cacheStatus,
  createLimit,
  createOpenAIJudgeFromEnv,
  readOpenAIJudgeEnv,
} from '../../judge/index.js';
import { selectAdapter } from '../adapter-option.js';
import { choiceOption, intOption, parseCommandArgs } from '../args.js';
import { type CliCommand, EXIT, UsageError } from '../command.js';

const usage = `Usage: ragcheck cache status|prune --cases FILE [options]

Compares the recorded LLM-judge answers with what a suite needs. Each answered case (refusals included: the
LLM judge decides them) needs one entry per sample, keyed by model, prompt version, question, context and answer.
  status   hits, misses (RAGCHECK_CACHE=replay fails on them) and stale entries (no case uses them);
           exit 1 when an entry is missing
  prune    deletes the stale entries

Options:
  --cases FILE        cases (.jsonl, .json, .yaml); repeatable (required)
  --corpus FILE       corpus (.jsonl)
  --adapter NAME      recorded | lexical | http | ./path/to/adapter.ts (as for \`ragcheck eval\`)
  --url URL           the RAG service for --adapter http
  --k N               chunks retrieved per question (default 3)
  --dir DIR           the cache folder (default: $RAGCHECK_CACHE_DIR, else fixtures/judge-cache)
  --dry-run           prune: list what would be deleted, delete nothing
  --format FORMAT     table | json (default table)

The model and samples come from RAGCHECK_JUDGE_MODEL and RAGCHECK_JUDGE_SAMPLES, as in a run. No API key is
needed. To fill the misses: RAGCHECK_CACHE=record ragcheck eval --judge openai --cases FILE ...`;

export const command: CliCommand = {
  name: 'cache',
  summary: 'status or prune of the recorded LLM-judge answers (fixtures/judge-cache)',
  usage,
  async run(argv, io) {
    const [action, ...rest] = argv;
    if (action === '--help' || action === '-h') {
      io.stdout(`${usage}\n`);
      return EXIT.ok;
    }
    if (action !== 'status' && action !== 'prune') {
      throw new UsageError(`the first argument must be status or prune (got ${JSON.stringify(action ?? '')})`);
    }
    const { values } = parseCommandArgs(rest, {
      cases: { type: 'string', multiple: true },
      corpus: { type: 'string', multiple: true },
      adapter: { type: 'string' },
      url: { type: 'string' },
      k: { type: 'string' },
      dir: { type: 'string' },
      'dry-run': { type: 'boolean' },
      format: { type: 'string' },
    });
    if (values.help) {
      io.stdout(`${usage}\n`);
      return EXIT.ok;
    }
    if (!values.cases?.length) throw new UsageError('--cases is required: the suite whose judge answers to check');
    const k = intOption('k', values.k, 3);
    const format = choiceOption('format', values.format, ['table', 'json'] as const, 'table');

    const corpus = values.corpus?.length ? loadCorpusSync(values.corpus, { cwd: io.cwd }) : undefined;
    const cases = loadCasesSync(values.cases, { cwd: io.cwd, ...(corpus ? { corpus } : {}) });
    const adapter = await selectAdapter(values.adapter, { cases, corpus, url: values.url, k, cwd: io.cwd });
    const dir = resolve(io.cwd, values.dir ?? readOpenAIJudgeEnv(io.env).cache.dir);
    // Only keys are computed: replay mode needs no API key whatever RAGCHECK_CACHE says.
    const judge = createOpenAIJudgeFromEnv(io.env, { cache: { mode: 'replay', dir } });

    const caseOfKey = new Map<string, string>();
    const failures: string[] = [];
    const limit = createLimit(8);
    await Promise.all(
      cases.map((c) =>
        limit(async () => {
          try {
            const { answer, contexts } = await adapter.ask(
              { question: c.question, case: c },
              {
                k,
                signal: AbortSignal.timeout(30_000),
              },
            );
            for (const key of judge.cacheKeys({ question: c.question, answer, context: joinContexts(contexts) })) {
              caseOfKey.set(key, c.id);
            }
          } catch (error) {
            failures.push(`case "${c.id}": the adapter failed: ${errorMessage(error)}`);
          }
        }),
      ),
    );
    if (failures.length > 0) {
      io.stderr(`${failures.join('\n')}\nThe keys of these cases are unknown, so nothing is pruned or reported.\n`);
      return EXIT.error;
    }

    const keys = [...caseOfKey.keys()];
    const status = await cacheStatus({ dir, keys });
    const removed =
      action === 'prune' ? (await cachePrune({ dir, keys, dryRun: values['dry-run'] ?? false })).removed : [];
    const missing = status.misses.map((key) => ({ case: caseOfKey.get(key) ?? '?', key }));

    if (format === 'json') {
      const report = {
        dir,
        model: judge.model,
        needed: keys.length,
        hits: status.hits.length,
        misses: missing,
        stale: status.stale,
        ...(action === 'prune' ? { removed, dryRun: values['dry-run'] ?? false } : {}),
      };
      io.stdout(`${JSON.stringify(report, null, 2)}\n`);
    } else {
      const lines = [
        `judge cache ${dir} (model ${judge.model})`,
        `${keys.length} needed: ${status.hits.length} hits, ${missing.length} misses, ${status.stale.length} stale`,
      ];
      if (missing.length > 0) {
        lines.push('', 'missing (replay fails on these cases):', ...missing.map((m) => `  ${m.case}  ${m.key}`));
        lines.push('', 'Record them with: RAGCHECK_CACHE=record ragcheck eval --judge openai --cases ...');
      }
      if (action === 'prune') {
        const verb = values['dry-run'] ? 'would delete' : 'deleted';
        lines.push('', `${verb} ${removed.length} stale entr${removed.length === 1 ? 'y' : 'ies'}`);
        lines.push(...removed.map((p) => `  ${p}`));
      } else if (status.stale.length > 0) {
        lines.push('', 'stale (no case uses them; `ragcheck cache prune` deletes them):');
        lines.push(...status.stale.map((p) => `  ${p}`));
      }
      io.stdout(`${lines.join('\n')}\n`);
    }
    return action === 'status' && missing.length > 0 ? EXIT.gateFailed : EXIT.ok;
  },
};
