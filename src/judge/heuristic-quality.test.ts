/**
 * Judge quality as a regression gate: Cohen's kappa between the heuristic judge and human labels on HaluEval-QA
 * (tuned on rows 0-499 only; rows 500-999 are held out) and on our handwritten set. Kappa is deterministic, so
 * these are exact checks, not timings. "Faithful" is what the product's gate says: faithfulness >= 0.6 and no
 * unsupported number or code.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { cohenKappa, isRefusal, unsupportedTokens } from '../metrics/index.js';
import { DEFAULT_THRESHOLDS } from '../types.js';
import { judgeHeuristically } from './heuristic.js';

interface LabelRow {
  id: string;
  question: string;
  context: string;
  answer: string;
  human: 0 | 1;
}

function loadLabels(relative: string): LabelRow[] {
  const path = new URL(`../../fixtures/${relative}`, import.meta.url);
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, i) => {
      const row = JSON.parse(line) as LabelRow;
      const keys = Object.keys(row).sort().join(',');
      if (keys !== 'answer,context,human,id,question' || (row.human !== 0 && row.human !== 1)) {
        throw new Error(
          `fixtures/${relative}:${i + 1}: a row must be exactly { id, question, context, answer, human: 0|1 } (got keys ${keys})`,
        );
      }
      return row;
    });
}

const faithfulBy = (score: (row: LabelRow) => number) => (row: LabelRow) =>
  score(row) >= DEFAULT_THRESHOLDS.faithfulness && unsupportedTokens(row.answer, row.context).length === 0 ? 1 : 0;

const heuristicScores = new Map<LabelRow, number>();
const heuristic = faithfulBy((row) => {
  let score = heuristicScores.get(row);
  if (score === undefined) {
    score = judgeHeuristically({ ...row, contexts: [] }).score;
    heuristicScores.set(row, score);
  }
  return score;
});

// The seed's overlap rule, re-implemented here as the baseline to beat: claims split on sentences and " and ",
// a claim supported when >= 60% of its content tokens occur anywhere in the context, the seed's refusal phrases.
const SEED_STOP = new Set(
  'a an the to of for and or is are was be in on at it its i you your we our my me do does how can will with within from have has if that this they them their us what about'.split(
    ' ',
  ),
);
const seedTokens = (text: string) =>
  (text.toLowerCase().match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? []).filter((t) => !SEED_STOP.has(t));
const overlapBaseline = faithfulBy(({ answer, context }) => {
  const low = answer.toLowerCase();
  if (["don't know", 'do not know', 'cannot find', "couldn't find"].some((p) => low.includes(p))) return 1;
  const known = new Set(seedTokens(context));
  const verdicts = answer
    .split(/[.!?]\s+/)
    .flatMap((part) => part.split(' and '))
    .map(seedTokens)
    .filter((tokens) => tokens.length > 0)
    .map((tokens) => tokens.filter((t) => known.has(t)).length / tokens.length >= 0.6);
  return verdicts.length === 0 ? 1 : verdicts.filter(Boolean).length / verdicts.length;
});

function agreement(rows: readonly LabelRow[], judge: (row: LabelRow) => 0 | 1) {
  return cohenKappa(
    rows.map((r) => r.human),
    rows.map(judge),
  );
}

const halueval = loadLabels('halueval/halueval-qa-labels.jsonl');
const handwritten = loadLabels('judge-labels/handwritten.jsonl');
const SETS = [
  ['HaluEval-QA, all 1,000 rows', halueval, 0.85],
  ['HaluEval-QA, tuning rows 0-499', halueval.slice(0, 500), 0.85],
  ['HaluEval-QA, held-out rows 500-999', halueval.slice(500), 0.85],
  ['handwritten set', handwritten, 0.7],
] as const;

describe('heuristic judge agreement with human labels', () => {
  test('the fixtures are complete: 1,000 HaluEval rows, at least 60 handwritten rows with unique ids', () => {
    expect(halueval).toHaveLength(1000);
    expect(handwritten.length).toBeGreaterThanOrEqual(60);
    expect(new Set(handwritten.map((r) => r.id)).size).toBe(handwritten.length);
  });

  test.for(SETS)('%s: kappa meets its target', ([, rows, target]) => {
    const { kappa } = agreement(rows, heuristic);
    expect(kappa).toBeGreaterThanOrEqual(target);
  });

  test.for(SETS)('%s: beats the seed overlap rule with the number scan', ([, rows]) => {
    expect(agreement(rows, heuristic).kappa).toBeGreaterThan(agreement(rows, overlapBaseline).kappa + 0.1);
  });

  test('the inline overlap baseline reproduces the issue reference on HaluEval-QA (kappa 0.53 with the scan)', () => {
    expect(agreement(halueval, overlapBaseline).kappa).toBeCloseTo(0.53, 2);
  });

  test('refusals in the handwritten set are refusals to the core and score 1', () => {
    const refusals = handwritten.filter((r) => r.id.startsWith('refusal-'));
    expect(refusals.length).toBeGreaterThan(0);
    for (const row of refusals) {
      expect(isRefusal(row.answer)).toBe(true);
      expect(judgeHeuristically({ ...row, contexts: [] }).score).toBe(1);
    }
  });
});
