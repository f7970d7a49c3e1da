import { loadCasesSync, loadCorpusSync } from '../../dataset/index.js';
import { CASE_FILE_OPTIONS, flagCommand } from '../args.js';
import { UsageError } from '../command.js';

const usage = `Usage: ragcheck validate --cases FILE [--corpus FILE]

Checks the case (and corpus) files without running anything: schema, duplicate ids, ids missing from the corpus.
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
    return 0;
  },
});
