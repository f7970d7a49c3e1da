import { resolve } from 'node:path';
import { loadCasesSync, loadCorpusSync } from '../../dataset/index.js';
import {
  DEFAULT_MAX_ANSWER_CHARS,
  DEFAULT_MAX_CONTEXT_CHARS,
  describeContextIdMismatch,
  evaluateCases,
  exitCodeFor,
  parseThresholds,
  summarize,
} from '../../evaluate/index.js';
import { writeFileAtomicSync } from '../../fs/index.js';
import { resolveJudge } from '../../judge/index.js';
import { formatDiagnosis, formatMarkdown, formatSummary, formatTable, terminalWidth } from '../../report/index.js';
import { SCHEMA_VERSION, safeParseUnitDecimal, type Thresholds } from '../../types.js';
import { selectAdapter } from '../adapter-option.js';
import { choiceOption, intOption, parseCommandArgs } from '../args.js';
import { type CliCommand, UsageError } from '../command.js';

const usage = `Usage: ragcheck eval --cases FILE [options]

Evaluates every case: asks the app, scores retrieval and faithfulness, prints the diagnosis.

Options:
  --cases FILE        cases (.jsonl, .json, .yaml); repeat or use a glob for several files (required)
  --corpus FILE       corpus (.jsonl); needed to resolve context ids and for the lexical adapter
  --k N               chunks retrieved per question; the @k metrics cut here (default 3)
  --judge NAME        overlap | heuristic | openai (default: $RAGCHECK_JUDGE, else heuristic)
  --adapter NAME      recorded | lexical | http | ./path/to/adapter.ts (default: recorded when the cases
                      carry answers, else lexical)
  --url URL           the RAG service for --adapter http
  --threshold K=V     override a gate threshold, e.g. --threshold faithfulness=0.8 (repeatable)
  --concurrency N     cases evaluated at once (default 8)
  --timeout MS        time budget per case, adapter + judge (default 30000)
  --max-answer-chars N   longest answer accepted; longer is ERROR (adapter), never cut (default 100000)
  --max-context-chars N  most context per case, all chunks together; more is ERROR (adapter) (default 1000000)
  --format FORMAT     table | json | markdown (default table)
  --out FILE          write the report there instead of stdout

Exit codes: 0 every case passes or matches its knownFailure, 1 a gate failed, 2 bad input or usage,
3 a case is an ERROR (adapter or judge).`;

function parseThresholdFlags(values: string[]): Thresholds {
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

export const command: CliCommand = {
  name: 'eval',
  summary: 'evaluate cases and print the retrieval/generation diagnosis',
  usage,
  async run(argv, io) {
    const { values } = parseCommandArgs(argv, {
      cases: { type: 'string', multiple: true },
      corpus: { type: 'string', multiple: true },
      k: { type: 'string' },
      judge: { type: 'string' },
      adapter: { type: 'string' },
      url: { type: 'string' },
      threshold: { type: 'string', multiple: true },
      concurrency: { type: 'string' },
      timeout: { type: 'string' },
      'max-answer-chars': { type: 'string' },
      'max-context-chars': { type: 'string' },
      format: { type: 'string' },
      out: { type: 'string' },
    });
    if (values.help) {
      io.stdout(`${usage}\n`);
      return 0;
    }
    if (!values.cases?.length) throw new UsageError('--cases is required: the file of eval cases to run');
    const k = intOption('k', values.k, 3);
    const concurrency = intOption('concurrency', values.concurrency, 8);
    const timeoutMs = intOption('timeout', values.timeout, 30_000);
    const maxAnswerChars = intOption('max-answer-chars', values['max-answer-chars'], DEFAULT_MAX_ANSWER_CHARS);
    const maxContextChars = intOption('max-context-chars', values['max-context-chars'], DEFAULT_MAX_CONTEXT_CHARS);
    const format = choiceOption('format', values.format, ['table', 'json', 'markdown'] as const, 'table');
    const thresholds = parseThresholdFlags(values.threshold ?? []);

    const corpus = values.corpus?.length ? loadCorpusSync(values.corpus, { cwd: io.cwd }) : undefined;
    const cases = loadCasesSync(values.cases, { cwd: io.cwd, ...(corpus ? { corpus } : {}) });
    const judge = resolveJudge(values.judge, io.env);
    const adapter = await selectAdapter(values.adapter, { cases, corpus, url: values.url, k, cwd: io.cwd });

    const results = await evaluateCases(cases, adapter, judge, {
      k,
      concurrency,
      timeoutMs,
      maxAnswerChars,
      maxContextChars,
      thresholds,
      ...(corpus ? { corpus } : {}),
    });
    const summary = summarize(results);
    const mismatched = results.filter((r) => r.contextIdMismatch);
    if (mismatched[0]?.contextIdMismatch) {
      io.stderr(
        `ragcheck eval: ${mismatched.length} of ${results.length} cases: ${describeContextIdMismatch(mismatched[0].contextIdMismatch)}\n`,
      );
    }

    let report: string;
    if (format === 'json') {
      report = `${JSON.stringify({ schemaVersion: SCHEMA_VERSION, summary, cases: results }, null, 2)}\n`;
    } else if (format === 'markdown') {
      report = formatMarkdown(results, summary, {
        title: `ragcheck eval (${adapter.name ?? 'adapter'}, ${judge.name} judge, k=${k})`,
      });
    } else {
      const problems = results.filter((r) => r.status === 'failed' || r.status === 'error');
      const width = io.columns ?? terminalWidth(undefined, io.env);
      report = `${formatTable(results, { width })}\n\n${formatSummary(summary)}\n`;
      if (problems.length > 0) report += `\n${problems.map((r) => formatDiagnosis(r)).join('\n\n')}\n`;
    }
    if (values.out) {
      writeFileAtomicSync(resolve(io.cwd, values.out), report, { shownAs: values.out });
      io.stdout(`${formatSummary(summary)}\nreport written to ${values.out}\n`);
    } else {
      io.stdout(report);
    }
    return exitCodeFor(summary);
  },
};
