import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { writeFileAtomicSync } from '../../fs/index.js';
import { formatGenerateReport, generateDrafts, loadCorpusInputsSync, toJsonl } from '../../generate/index.js';
import type { Chunk, EvalCase } from '../../types.js';
import { choiceOption, flagCommand, intOption } from '../args.js';
import { EXIT, UsageError } from '../command.js';
import { draftWithModelFromEnv } from './generate-model.js';

const usage = `Usage: ragcheck generate --corpus FILE|GLOB [--out FILE] [--count N] [--seed S] [--model NAME]

Drafts eval cases from a corpus, for you to review. Offline by default (no key, no network), the same drafts for
the same seed. Each draft asks for one specific fact of one chunk (a number with its unit, an amount, a date, a
code, an e-mail address, a URL, a quoted or rare name), worded so it does not repeat the fact's sentence, with
"golden" (its chunk, or every chunk stating the same fact), "keywords" (the fact, verbatim) and "reference" (the
sentence, verbatim); plus out-of-scope drafts ("golden": []) about the corpus's subjects that no chunk answers.
Every draft has "draft": true: it runs but never fails the run until you review it and delete that field.

Options:
  --corpus FILE|GLOB  the corpus: a corpus file (.jsonl, .json, .yaml) or Markdown / text documents
                      ("docs/**/*.md"), chunked by heading and paragraph; repeatable
  --out FILE          where the drafts go (default: drafts.jsonl); documents are chunked into corpus.jsonl beside it
  --count N           at most N drafts, spread over the documents (default: every fact found)
  --seed S            seeds the document order and the wording (default: ragcheck)
  --several MODE      a fact stated in several chunks: golden (label every such chunk, default) or skip
  --max-golden N      a fact in more chunks than N is skipped (default 3)
  --max-chars N       the largest chunk cut from a document, in characters (default 1000)
  --model NAME        also draft with a model (paraphrases, two-chunk questions, follow-ups with history,
                      out-of-scope questions near the topics), over the judge's OpenAI-compatible settings
                      (OPENAI_API_KEY / OPENAI_BASE_URL, RAGCHECK_CACHE: replay by default, record to call the
                      model and store its answers under fixtures/judge-cache/). Every model draft is checked
                      offline and dropped, with the reason counted, when its reference is not in its golden
                      chunks, another chunk answers it, or (out of scope) the corpus answers it.
  --model-count N     model drafts to ask for per kind (default 5)
  --force             overwrite --out (and the corpus file) when they exist

Exit codes: 0 drafts written, 2 bad input or usage, 3 the model failed (nothing written).`;

function relativeTo(cwd: string, path: string): string {
  const shown = relative(cwd, path);
  return shown.startsWith('..') ? path : shown.split('\\').join('/');
}

export const command = flagCommand({
  name: 'generate',
  summary: 'draft eval cases from a corpus (or Markdown docs) for review, offline by default',
  usage,
  options: {
    corpus: { type: 'string', multiple: true },
    out: { type: 'string' },
    count: { type: 'string' },
    seed: { type: 'string' },
    several: { type: 'string' },
    'max-golden': { type: 'string' },
    'max-chars': { type: 'string' },
    model: { type: 'string' },
    'model-count': { type: 'string' },
    force: { type: 'boolean' },
  },
  async run(values, io) {
    if (!values.corpus?.length) {
      throw new UsageError('--corpus is required: a corpus file (.jsonl) or documents ("docs/**/*.md")');
    }
    const count = values.count === undefined ? undefined : intOption('count', values.count, 1);
    const maxGolden = intOption('max-golden', values['max-golden'], 3);
    const maxChars = intOption('max-chars', values['max-chars'], 1000, 100);
    const modelCount = intOption('model-count', values['model-count'], 5);
    const several = choiceOption('several', values.several, ['golden', 'skip'] as const, 'golden');
    const seed = values.seed ?? 'ragcheck';
    const out = resolve(io.cwd, values.out ?? 'drafts.jsonl');
    const { chunks, chunked } = loadCorpusInputsSync(values.corpus, { cwd: io.cwd, maxChars });
    if (chunks.length === 0) throw new UsageError('the corpus has no chunks: name files with text in them');
    const corpusPath = chunked ? join(dirname(out), 'corpus.jsonl') : undefined;
    const force = values.force === true;
    for (const path of [out, ...(corpusPath ? [corpusPath] : [])]) {
      if (!force && existsSync(path) && !(path === corpusPath && sameFile(path, toJsonl(chunks)))) {
        throw new UsageError(
          `${relativeTo(io.cwd, path)} exists: pass --force to overwrite it, or --out another file (reviewed cases are never overwritten without --force)`,
        );
      }
    }
    const { cases, report } = generateDrafts(chunks, {
      seed,
      several,
      maxGolden,
      ...(count === undefined ? {} : { count }),
    });
    let modelCases: EvalCase[] = [];
    let model: { drafted: number; dropped: Record<string, number> } | undefined;
    if (values.model !== undefined) {
      const drafted = await draftWithModelFromEnv(chunks, {
        model: values.model,
        perKind: modelCount,
        seed,
        env: io.env,
        cwd: io.cwd,
        taken: new Set(cases.map((c) => c.question.toLowerCase())),
        ids: new Set(cases.map((c) => c.id)),
      });
      modelCases = drafted.cases;
      model = { drafted: drafted.cases.length, dropped: drafted.dropped };
    }
    if (corpusPath) writeCorpus(corpusPath, chunks, io.cwd);
    writeFileAtomicSync(out, toJsonl([...cases, ...modelCases]), { shownAs: relativeTo(io.cwd, out) });
    io.stdout(
      formatGenerateReport(report, {
        out: relativeTo(io.cwd, out),
        ...(corpusPath ? { corpus: relativeTo(io.cwd, corpusPath) } : {}),
        ...(model ? { model } : {}),
      }),
    );
    return EXIT.ok;
  },
});

function sameFile(path: string, content: string): boolean {
  try {
    return readFileSync(path, 'utf8') === content;
  } catch {
    return false;
  }
}

function writeCorpus(path: string, chunks: readonly Chunk[], cwd: string): void {
  writeFileAtomicSync(path, toJsonl(chunks), { shownAs: relativeTo(cwd, path) });
}
