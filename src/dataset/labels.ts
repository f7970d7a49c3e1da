/**
 * Human labels for judge agreement: rows `{ id?, question?, context?, answer?, human: 0|1, judge?: 0|1 }`,
 * where 1 means faithful. `context` and `answer` are required unless every row carries a recorded `judge` label.
 */
import { z } from 'zod';
import type { DatasetIssue } from '../errors.js';
import { checkRecords, throwIfIssues, where } from './check-records.js';
import { createDatasetLoader } from './loader.js';
import type { DatasetFormat } from './records.js';
import { issueAt } from './zod-issues.js';

const binary = z.literal([0, 1], { error: 'must be 0 or 1 (1 = faithful, 0 = not faithful)' });

/** One labelled (context, answer) pair. The judge never sees `id`. */
export const LabelRowSchema = z.strictObject({
  id: z.string().optional(),
  question: z.string().optional(),
  context: z.string().optional(),
  answer: z.string().optional(),
  /** The human's label: 1 = the answer is faithful to the context. */
  human: binary,
  /** A recorded judge label; when every row has one, no judge runs. */
  judge: binary.optional(),
});
/**
 * A human-labelled row of a judge agreement set (`ragcheck agreement --labels`): the answer, its context and whether
 * a person found it faithful.
 */
export type LabelRow = z.infer<typeof LabelRowSchema>;

/** Options of `loadLabels` and `loadLabelsSync`: where relative paths and globs start. */
export interface LoadLabelsOptions {
  /** Directory relative paths and globs are resolved from. @default process.cwd() */
  cwd?: string;
}
export interface ParseLabelsOptions {
  /** File name used in messages. */
  file: string;
  format: DatasetFormat;
}
export interface ValidateLabelsOptions {
  /** Name used in messages, as `<file>[index]`. @default '<inline>' */
  file?: string;
}

const LABEL = {
  singular: 'label row',
  plural: 'label rows',
  example: '{ "context": "...", "answer": "...", "human": 1 }',
};

const labels = createDatasetLoader<LabelRow, object>(LABEL, (groups, _options, issues: DatasetIssue[]) => {
  const checked = groups.flatMap((records) => checkRecords(records, LabelRowSchema, LABEL, issues));
  const unjudged = checked.find(({ data }) => data.judge === undefined);
  if (unjudged) {
    const because = `the judge scores rows without a "judge" label (such as ${where(unjudged.record, [])}) and needs the context and the answer`;
    for (const { record, data } of checked) {
      for (const field of ['context', 'answer'] as const) {
        if (data[field] === undefined) {
          issues.push(issueAt(record, [field], `is required: ${because}. Add it, or give every row a "judge" label.`));
        }
      }
    }
  }
  throwIfIssues(issues);
  return checked.map(({ data }) => data);
});

/**
 * Label files (JSONL usually) and rows given in code, through the four entry points of every dataset kind (see
 * {@link DatasetLoader}): `loadLabelsSync` / `loadLabels` (paths or globs), `parseLabels` (text already in memory)
 * and `validateLabels` (rows written in code). Each throws one DatasetError listing every problem.
 *
 * @example
 * const rows = loadLabelsSync('fixtures/labels/store-policy.jsonl');
 */
export const { loadSync: loadLabelsSync, parse: parseLabels, validate: validateLabels } = labels;
/** Loads and validates label files (paths or globs) as `loadLabelsSync` does, without blocking the event loop. */
export const loadLabels = labels.load;
