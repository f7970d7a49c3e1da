import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { createRecordedAdapter, defineAdapter } from '../adapter/index.js';
import { loadCasesSync, loadCorpusSync } from '../dataset/index.js';
import { JudgeError } from '../errors.js';
import { checkSuite, evaluateCase, type FinishedSuite } from '../evaluate/index.js';
import { HEURISTIC_JUDGE_VERSION } from '../judge/heuristic/abstention.js';
import { createHeuristicJudge, type Judge } from '../judge/index.js';
import { type CaseResult, caseResultToJson, SCHEMA_VERSION } from '../types.js';
import {
  buildJsonReport,
  jsonReportChunks,
  RagcheckReportSchema,
  REPORT_SCHEMA_FILE,
  reportJsonSchemaText,
  writeJsonReport,
} from './index.js';

const root = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'ragcheck-json-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const corpus = loadCorpusSync('fixtures/store-policy/corpus.jsonl', { cwd: root });
const cases = loadCasesSync('fixtures/store-policy/cases.jsonl', { cwd: root, corpus });
const demo = loadCasesSync('demo/fixtures/cases.jsonl', { cwd: root, corpus });
const heuristic = createHeuristicJudge();
const flaky: Judge = {
  name: heuristic.name,
  faithfulness: (input, options) =>
    input.caseId === 'warranty-length'
      ? Promise.reject(new JudgeError('the judge returned malformed JSON', { raw: '{"claims": "one' }))
      : heuristic.faithfulness(input, options),
  citation: heuristic.citation?.bind(heuristic),
};

/** Every verdict and status the demo and the seed produce, an ERROR of each kind, and ids that miss the corpus. */
async function realResults(): Promise<CaseResult[]> {
  const recorded = createRecordedAdapter({ corpus });
  const chunked = defineAdapter({
    name: 'chunked',
    ask: async ({ case: c }) => ({
      answer: c.answer ?? '',
      contexts: corpus.filter((d) => c.golden.includes(d.id)).map((d) => ({ id: `${d.id}#0`, text: d.text })),
    }),
  });
  const down = defineAdapter({ name: 'down', ask: () => Promise.reject(new Error('Connection error.')) });
  const seed = cases[0] as (typeof cases)[0];
  return [
    ...(await Promise.all(demo.map((c) => evaluateCase(c, recorded, flaky, { k: 3, corpus })))),
    await evaluateCase({ ...seed, id: 'chunked-ids' }, chunked, heuristic, { corpus }),
    await evaluateCase({ ...seed, id: 'app-down' }, down, heuristic),
  ];
}

const run = (name: string, results: CaseResult[], gates = {}): FinishedSuite => ({
  settings: { name, tags: ['suite-tag'], gates, baseline: { tolerance: 0.05 } },
  files: [`evals/${name}.eval.ts`],
  results,
});

describe('the JSON report', () => {
  test('has schemaVersion 3 and fits its zod schema exactly: every suite and case, no field unknown to it', async () => {
    const results = await realResults();
    expect(new Set(results.map((r) => r.verdict)).size).toBeGreaterThanOrEqual(8);
    const baseline = join(dir, 'baselines/demo.json');
    checkSuite(run('demo', results), { file: baseline, update: true });
    const worse = results.map((r) =>
      r.id === 'refund-window' ? { ...r, metrics: { ...r.metrics, faithfulness: 0.1 } } : r,
    );
    const reports = [
      checkSuite(run('demo', worse, { minPassRate: 0.9, meanFloors: { faithfulness: 0.3, ndcgAtK: 0.2 } }), {
        file: baseline,
        shownAs: 'fixtures/baselines/demo.json',
      }),
      checkSuite(run('seed', results.slice(0, 4)), { file: join(dir, 'baselines/none-yet.json') }),
      checkSuite({ ...run('off', results.slice(0, 1)), settings: { name: 'off', tags: [], baseline: false } }),
    ];
    expect(reports.map((r) => r.baseline.state)).toEqual(['compared', 'missing', 'off']);
    const report = JSON.parse(JSON.stringify(buildJsonReport(reports)));
    expect(report.schemaVersion).toBe(3);
    expect(report.cases.every((c: CaseResult) => c.schemaVersion === SCHEMA_VERSION)).toBe(true);
    // Each judge once, with its rules version when it has one (the test's `flaky` wrapper has none); a case read
    // from a file says where it is written (a copy made in code does not).
    expect(report.judges).toEqual([
      { name: 'heuristic' },
      { name: 'heuristic', version: `rules ${HEURISTIC_JUDGE_VERSION}` },
    ]);
    const lines = readFileSync(join(root, 'demo/fixtures/cases.jsonl'), 'utf8').split('\n');
    const fromFile = report.cases.filter((c: CaseResult) => c.source);
    expect(fromFile.length).toBe(demo.length + 4 + 1); // suites demo (all), seed (4 of them), off (1)
    for (const c of fromFile as CaseResult[]) {
      expect(c.source?.file).toBe('demo/fixtures/cases.jsonl');
      expect(JSON.parse(lines[(c.source?.line ?? 0) - 1] as string).id).toBe(c.id);
    }
    expect(report.cases.find((c: CaseResult) => c.id === 'app-down').source).toBeUndefined();
    // zod drops keys it does not know: parsing gives back the same report only if the schema covers every field.
    expect(RagcheckReportSchema.parse(report)).toEqual(report);
    expect(report.suites[0].problems).toEqual([
      expect.stringMatching(/^suite gate passRate .*, needs >= 0\.90/),
      '1 regression (refund-window) against fixtures/baselines/demo.json (tolerance 0.05)',
    ]);
  });

  test('the committed JSON Schema is the one generated from the zod schema (npm run schema regenerates it)', () => {
    expect(REPORT_SCHEMA_FILE).toBe('schema/ragcheck-report.v3.json');
    const committed = readFileSync(join(root, REPORT_SCHEMA_FILE), 'utf8');
    expect(committed, `${REPORT_SCHEMA_FILE} is out of date: run \`npm run schema\` and commit it`).toBe(
      reportJsonSchemaText(),
    );
    const schema = JSON.parse(committed);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.required).toEqual(['schemaVersion', 'summary', 'judges', 'suites', 'cases']);
    expect(schema.properties.schemaVersion.const).toBe(3);
    expect(schema.properties.cases.items.required).toEqual(expect.arrayContaining(['id', 'verdict', 'suite']));
  });

  test('is written a case at a time and parses to the same report, with or without cases', async () => {
    const results = await realResults();
    for (const list of [results, []]) {
      const reports = [checkSuite(run('shop', list))];
      writeJsonReport(join(dir, 'report.json'), reports);
      const text = readFileSync(join(dir, 'report.json'), 'utf8');
      expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(buildJsonReport(reports))));
      expect([...jsonReportChunks(reports)].join('')).toBe(text);
    }
  });

  test('a run labelled with its commit, branch and date carries them after schemaVersion; without, none', async () => {
    const reports = [checkSuite(run('shop', await realResults()))];
    const label = { commit: 'c'.repeat(40), branch: 'main', date: '2026-12-06T08:00:00.000Z' };
    writeJsonReport(join(dir, 'labelled.json'), reports, undefined, undefined, label);
    const report = JSON.parse(readFileSync(join(dir, 'labelled.json'), 'utf8'));
    expect(Object.keys(report).slice(0, 4)).toEqual(['schemaVersion', 'commit', 'branch', 'date']);
    expect(RagcheckReportSchema.parse(report)).toMatchObject(label);
    expect(buildJsonReport(reports)).not.toHaveProperty('commit');
  });

  test('a case result that carries a suite already (read back from a report) is written with the one suite', async () => {
    const [first, second] = await realResults();
    const read = [{ ...first, suite: 'earlier' }, second] as CaseResult[];
    const reports = [checkSuite(run('shop', read))];
    const lines = [...jsonReportChunks(reports)].join('').split('\n');
    const cases = buildJsonReport(reports).cases.map((c) => JSON.stringify(c));
    expect(cases[0]).toMatch(/"suite":"shop"/);
    expect(lines.map((line) => line.trim().replace(/,$/, '')).filter((line) => cases.includes(line))).toEqual(cases);
  });

  test('a case given as the JSON text of its whole result is written as the same text as the result itself', async () => {
    const results = await realResults();
    const reports = [checkSuite(run('shop', results)), checkSuite(run('shop "2"', results.slice(1)))];
    // As the Vitest reporter holds passing cases: shortened, their whole JSON (as the report writes it) read again
    // from the results file.
    const short = new Map<CaseResult, string>(
      results.map((r) => [{ ...r, answer: null, claims: [] }, JSON.stringify(caseResultToJson(r))]),
    );
    const shortened = reports.map((r, i) => ({ ...r, results: [...short.keys()].slice(i) }));
    expect([...jsonReportChunks(shortened, (r) => short.get(r))].join('')).toBe(
      [...jsonReportChunks(reports)].join(''),
    );
  });
});
