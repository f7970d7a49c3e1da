/**
 * Real runs of the example suites for `ragcheck compare` tests and the docs' example comment: BASE is store-policy
 * (recorded answers), the first `handbookCount` handbook cases (the offline lexical app) and a suite the PR deletes;
 * HEAD, written as two shard reports, has a changed app and changed cases: a case that regresses, one fixed, one
 * changed, one that errors, a new one, a removed one and a renamed one.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLexicalAdapter, createRecordedAdapter, defineAdapter, type RagAdapter } from '../../adapter/index.js';
import { loadCasesSync, loadCorpusSync } from '../../dataset/index.js';
import { checkSuite, evaluateCases } from '../../evaluate/index.js';
import { createHeuristicJudge, type Judge } from '../../judge/index.js';
import { writeJsonReport } from '../../report/index.js';
import type { EvalCase } from '../../types.js';

const root = fileURLToPath(new URL('../../..', import.meta.url));
export const storeCorpus = loadCorpusSync('fixtures/store-policy/corpus.jsonl', { cwd: root });
export const handbookCorpus = loadCorpusSync('fixtures/handbook/corpus.jsonl', { cwd: root });
export const handbookCases = loadCasesSync('fixtures/handbook/cases.jsonl', { cwd: root, corpus: handbookCorpus });
const judge = createHeuristicJudge();

export interface SuiteSpec {
  name: string;
  cases: EvalCase[];
  adapter: RagAdapter;
  trials?: number;
  judge?: Judge;
}

/** Runs suites as the CLI does and writes their JSON report. */
export async function runReport(file: string, suites: SuiteSpec[]): Promise<void> {
  const reports = [];
  for (const s of suites) {
    const results = await evaluateCases(s.cases, s.adapter, s.judge ?? judge, {
      k: 3,
      ...(s.trials ? { runTrials: s.trials, minPassRate: 0.8 } : {}),
      corpus: s.name === 'handbook' ? handbookCorpus : storeCorpus,
    });
    reports.push(checkSuite({ settings: { name: s.name, tags: [], baseline: false }, files: [], results }));
  }
  mkdirSync(join(file, '..'), { recursive: true });
  writeJsonReport(file, reports);
}

/** The store-policy cases as the PR changed them (written to a file, so each keeps a source line). */
function changedStoreCases(dir: string): EvalCase[] {
  const lines = readFileSync(join(root, 'fixtures/store-policy/cases.jsonl'), 'utf8').trim().split('\n');
  const byId = Object.fromEntries(lines.map((l) => [JSON.parse(l).id as string, JSON.parse(l)]));
  const edited = [
    // regressed: the app now invents a number
    { ...byId['refund-window'], answer: 'You have 45 days from purchase to return an item for a refund.' },
    // fixed: the right answer from the right chunk (its knownFailure no longer applies)
    {
      ...byId['start-return'],
      contexts: ['doc_1'],
      answer: 'To start a return, email support@example.com with your order number.',
    },
    // changed: retrieval now finds the warranty chunk, but the app still refuses
    { ...byId['earbud-repair'], contexts: ['doc_4'] },
    // error: the adapter below throws for it
    byId['battery-life'],
    // new
    {
      id: 'gift-wrap',
      question: 'Do you offer gift wrapping?',
      golden: [],
      answer: "I don't know based on the provided documents.",
    },
  ];
  writeFileSync(join(dir, 'store-cases.jsonl'), `${edited.map((c) => JSON.stringify(c)).join('\n')}\n`);
  return loadCasesSync('store-cases.jsonl', { cwd: dir, corpus: storeCorpus });
}

/** Writes `base/ragcheck.json` and `head/shard-{1,2}/ragcheck.json` (and `store-cases.jsonl`) into `dir`. */
export async function writeScenario(dir: string, handbookCount = 24): Promise<void> {
  const handbook = handbookCases.slice(0, handbookCount);
  const recorded = createRecordedAdapter({ corpus: storeCorpus });
  const lexical = createLexicalAdapter({ corpus: handbookCorpus });
  await runReport(join(dir, 'base/ragcheck.json'), [
    {
      name: 'store-policy',
      cases: loadCasesSync('fixtures/store-policy/cases.jsonl', { cwd: root, corpus: storeCorpus }),
      adapter: recorded,
    },
    { name: 'handbook', cases: handbook, adapter: lexical },
    // a suite the PR deletes
    { name: 'retired', cases: handbook.slice(0, 3), adapter: lexical },
  ]);
  const renamed = { ...(handbook[1] as EvalCase), id: 'hb-002-renamed' };
  const down = defineAdapter({
    name: 'changed-store-app',
    ask: (input, options) =>
      input.case.id === 'battery-life'
        ? Promise.reject(new Error('connect ECONNREFUSED'))
        : recorded.ask(input, options),
  });
  // HEAD as two shard reports in one folder (the suites of a sharded run).
  await runReport(join(dir, 'head/shard-1/ragcheck.json'), [
    { name: 'store-policy', cases: changedStoreCases(dir), adapter: down },
  ]);
  await runReport(join(dir, 'head/shard-2/ragcheck.json'), [
    // hb-001 removed, hb-002 renamed (same question, new id)
    { name: 'handbook', cases: [renamed, ...handbook.slice(2)], adapter: lexical },
  ]);
}
