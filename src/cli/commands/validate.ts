import { loadCasesSync, loadCorpusSync } from '../../dataset/index.js';
import type { EvalCase } from '../../types.js';
import { CASE_FILE_OPTIONS, flagCommand } from '../args.js';
import { UsageError } from '../command.js';

/** At most this many unreviewed drafts are named; the rest are counted. */
const SHOWN_DRAFTS = 20;

/** The notice listing unreviewed drafts: valid, but reported apart until a person reviews them. */
function formatDraftNotice(drafts: readonly EvalCase[]): string {
  const lines = drafts.slice(0, SHOWN_DRAFTS).map((c) => {
    const where =
      c.golden.length === 0
        ? 'out of scope'
        : `golden ${c.golden.map((g) => (typeof g === 'string' ? g : g.source)).join(', ')}`;
    return `  ${c.id}: ${JSON.stringify(c.question)} (${where})`;
  });
  if (drafts.length > SHOWN_DRAFTS) lines.push(`  ... and ${drafts.length - SHOWN_DRAFTS} more`);
  return `notice: ${drafts.length} unreviewed draft${drafts.length === 1 ? '' : 's'} ("draft": true): they run, but never fail the run and stay out of baselines and compare until reviewed. Review each (question, golden ids, keywords, reference), then delete its "draft" field:\n${lines.join('\n')}\n`;
}

const usage = `Usage: ragcheck validate --cases FILE [--corpus FILE]

Checks the case (and corpus) files without running anything: schema, duplicate ids, ids missing from the corpus.
Unreviewed drafts ("draft": true, from \`ragcheck generate\`) are valid: they are listed as a notice.
Exit codes: 0 valid, 2 invalid (every problem is listed with file:line and how to fix it).`;

export const command = flagCommand({
  name: 'validate',
  summary: 'check case and corpus files (exit 0 valid, 2 invalid)',
  usage,
  options: CASE_FILE_OPTIONS,
  async run(values, io) {
    if (!values.cases?.length) throw new UsageError('--cases is required: the file of eval cases to check');
    const corpus = values.corpus?.length ? loadCorpusSync(values.corpus, { cwd: io.cwd }) : undefined;
    const cases = loadCasesSync(values.cases, { cwd: io.cwd, ...(corpus ? { corpus } : {}) });
    const scope = cases.filter((c) => c.golden.length === 0).length;
    io.stdout(
      `ok: ${cases.length} case${cases.length === 1 ? '' : 's'} (${scope} out of scope)${corpus ? `, ${corpus.length} chunks` : ''}\n`,
    );
    const drafts = cases.filter((c) => c.draft === true);
    if (drafts.length > 0) io.stdout(formatDraftNotice(drafts));
    return 0;
  },
});
