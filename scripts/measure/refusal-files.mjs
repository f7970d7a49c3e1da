/**
 * Which blind refusal probe files are dev data and which are still held out, in one place for the scripts that
 * read them. Each fresh file was written blind from the docs before the rules it measures; once its misses are read
 * (refusal-heldout.mjs --misses) it moves from FRESH_REFUSAL_FILES to DEV_FRESH_REFUSAL_FILES, and the next blind files
 * take their place. fixtures/heldout-probes/README.md says when each one was spent.
 */

/** Blind files measured once as held out whose misses have since been read: dev data, printed with their misses. */
export const DEV_FRESH_REFUSAL_FILES = [
  'refusal-fresh.jsonl',
  'refusal-fresh2.jsonl',
  'refusal-fresh3.jsonl',
  'refusal-fresh4.jsonl',
  'refusal-fresh5.jsonl',
  'refusal-fresh6.jsonl',
  'refusal-fresh7.jsonl',
  'refusal-fresh8.jsonl',
  'refusal-fresh9.jsonl',
  'refusal-fresh10.jsonl',
  'refusal-fresh11.jsonl',
  'refusal-fresh12.jsonl',
  'refusal-fresh13.jsonl',
  'refusal-fresh14.jsonl',
  'refusal-fresh15.jsonl',
  'refusal-fresh16.jsonl',
  'refusal-fresh17.jsonl',
  'refusal-fresh18.jsonl',
  'refusal-fresh19.jsonl',
  'refusal-fresh20.jsonl',
  'refusal-fresh21.jsonl',
  'refusal-fresh22.jsonl',
  'refusal-fresh23.jsonl',
  'refusal-fresh24.jsonl',
  'refusal-fresh25.jsonl',
  'refusal-fresh26.jsonl',
  'refusal-fresh27.jsonl',
  'refusal-fresh28.jsonl',
  'refusal-fresh29.jsonl',
  'refusal-fresh30.jsonl',
  'refusal-fresh31.jsonl',
  'refusal-fresh32.jsonl',
  'refusal-fresh33.jsonl',
  'refusal-fresh34.jsonl',
  'refusal-fresh35.jsonl',
  'refusal-fresh36.jsonl',
  'refusal-fresh37.jsonl',
  'refusal-fresh38.jsonl',
  'refusal-fresh39.jsonl',
  'refusal-fresh40.jsonl',
  'refusal-fresh41.jsonl',
  'refusal-fresh42.jsonl',
  'refusal-fresh43.jsonl',
  'refusal-fresh44.jsonl',
  'refusal-fresh45.jsonl',
  'refusal-fresh46.jsonl',
  'refusal-fresh47.jsonl',
  'refusal-fresh48.jsonl',
  'refusal-fresh49.jsonl',
  'refusal-fresh50.jsonl',
  'refusal-fresh51.jsonl',
  'refusal-fresh52.jsonl',
  'refusal-fresh53.jsonl',
  'refusal-fresh54.jsonl',
  'refusal-fresh55.jsonl',
  'refusal-fresh56.jsonl',
  'refusal-fresh57.jsonl',
  'refusal-fresh58.jsonl',
  'refusal-fresh59.jsonl',
  'refusal-fresh60.jsonl',
  'refusal-fresh61.jsonl',
  'refusal-fresh62.jsonl',
  'refusal-fresh63.jsonl',
  'refusal-fresh64.jsonl',
  'refusal-fresh65.jsonl',
  'refusal-fresh66.jsonl',
  'refusal-fresh67.jsonl',
  'refusal-fresh68.jsonl',
  'refusal-fresh69.jsonl',
  'refusal-fresh70.jsonl',
  'refusal-fresh71.jsonl',
  'refusal-fresh72.jsonl',
  'refusal-fresh73.jsonl',
  'refusal-fresh74.jsonl',
  'refusal-fresh75.jsonl',
  'refusal-fresh76.jsonl',
  'refusal-fresh77.jsonl',
  'refusal-fresh78.jsonl',
  'refusal-fresh79.jsonl',
  'refusal-fresh80.jsonl',
  'refusal-fresh81.jsonl',
  'refusal-fresh82.jsonl',
  'refusal-fresh83.jsonl',
  'refusal-fresh84.jsonl',
  'refusal-fresh85.jsonl',
  'refusal-fresh86.jsonl',
  'refusal-fresh87.jsonl',
  'refusal-fresh88.jsonl',
  'refusal-fresh89.jsonl',
  'refusal-fresh90.jsonl',
  'refusal-fresh91.jsonl',
  'refusal-fresh92.jsonl',
];

/**
 * The dev files the shipped decline model learned from (rules 19's weights, which rules 20 to 22 keep): the dev fresh
 * files up to refusal-fresh70. scripts/dev/train-decline-model.mjs learns from them by default.
 */
export const DECLINE_MODEL_FILES = DEV_FRESH_REFUSAL_FILES.slice(
  0,
  DEV_FRESH_REFUSAL_FILES.indexOf('refusal-fresh70.jsonl') + 1,
);

/**
 * The blind files still held out, measured on the same rules: figures only, each and pooled; no script prints their
 * rows unless asked to spend them.
 */
export const FRESH_REFUSAL_FILES = [
  'refusal-fresh93.jsonl',
  'refusal-fresh94.jsonl',
  'refusal-fresh95.jsonl',
  'refusal-fresh96.jsonl',
  'refusal-fresh97.jsonl',
  'refusal-fresh98.jsonl',
];

/**
 * Blind files aimed at precision (answers that give the asked fact in the shapes the decline rules read: menus, search
 * results, fields, run-on clauses, glosses, promotions, "who will know", beside true declines in the same shapes):
 * held out like FRESH_REFUSAL_FILES, figures only, reported on their own and not pooled with the fresh files (their
 * mix of kinds is not an app's).
 */
export const PRECISION_REFUSAL_FILES = ['refusal-precision21.jsonl', 'refusal-precision22.jsonl'];

/**
 * Precision files whose misses have since been read: dev data (refusal-precision15 and 16 since rules 21, 17 and 18
 * since rules 22, 19 and 20 since rules 23).
 */
export const DEV_PRECISION_REFUSAL_FILES = [
  'refusal-precision12.jsonl',
  'refusal-precision13.jsonl',
  'refusal-precision14.jsonl',
  'refusal-precision15.jsonl',
  'refusal-precision16.jsonl',
  'refusal-precision17.jsonl',
  'refusal-precision18.jsonl',
  'refusal-precision19.jsonl',
  'refusal-precision20.jsonl',
];

/**
 * The dev files the shipped statement model (on by default since rules 22) learned from: the dev fresh files up to
 * refusal-fresh78 and the dev precision files up to refusal-precision16. scripts/dev/train-statement-model.mjs learns
 * from them.
 */
export const STATEMENT_MODEL_FILES = [
  ...DEV_FRESH_REFUSAL_FILES.slice(0, DEV_FRESH_REFUSAL_FILES.indexOf('refusal-fresh78.jsonl') + 1),
  ...DEV_PRECISION_REFUSAL_FILES.slice(0, DEV_PRECISION_REFUSAL_FILES.indexOf('refusal-precision16.jsonl') + 1),
];
