/**
 * `ragcheck init --corpus`: the user's corpus (a corpus file, or documents chunked) and drafts from it, as the files
 * init writes in place of its example.
 */
import { formatGenerateReport, generateDrafts, loadCorpusInputsSync, toJsonl } from '../../generate/index.js';
import { UsageError } from '../command.js';
import type { CorpusScaffold } from './init.js';

/** Drafts a first suite holds: the seed's advice is 20 to 50 cases. */
export const INIT_DRAFTS = 40;

/** Reads the corpus `init --corpus` names and drafts the cases of its first suite. */
export function scaffoldFromCorpus(patterns: readonly string[], cwd: string): CorpusScaffold {
  const { chunks } = loadCorpusInputsSync(patterns, { cwd });
  if (chunks.length === 0) throw new UsageError('--corpus names no text: give a corpus file or documents with text');
  const { cases, report } = generateDrafts(chunks, { count: INIT_DRAFTS });
  return {
    corpus: toJsonl(chunks),
    cases: toJsonl(cases),
    drafts: cases.length,
    summary: formatGenerateReport(report, { out: 'fixtures/ragcheck/cases.jsonl', footer: false }),
  };
}
