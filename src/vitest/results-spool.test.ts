import { appendFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import type { CaseResult } from '../types.js';
import { ResultsSpool, ResultsSpoolWriter } from './results-spool.js';

/** A result as `evaluateCase` shapes it, with only what these tests look at varied. */
function result(id: string, status: CaseResult['status'], answer = `Answer of ${id}.`): CaseResult {
  return {
    schemaVersion: 2,
    id,
    question: `Question ${id}?`,
    tags: ['t'],
    verdict: status === 'passed' ? 'pass' : 'FIX retrieval',
    passed: status === 'passed',
    known: false,
    status,
    golden: ['doc_0'],
    retrieved: ['doc_0'],
    answer,
    metrics: {
      contextRecall: 1,
      faithfulness: 1,
      unsupported: [],
      refused: false,
      hitAtK: 1,
      recallAtK: 1,
      precisionAtK: 1,
      reciprocalRank: 1,
      ndcgAtK: 1,
      k: 3,
    },
    gates: [{ metric: 'contextRecall', value: 1, threshold: 0.99, op: '>=', passed: true }],
    claims: [{ text: answer, supported: true, verdict: 'supported', support: 1, missing: [], evidence: answer }],
    judge: { name: 'overlap' },
    durationMs: 1,
  } as CaseResult;
}

const spools: ResultsSpool[] = [];
afterEach(() => {
  for (const spool of spools.splice(0)) spool.remove();
});
function spool(): ResultsSpool {
  const s = new ResultsSpool();
  spools.push(s);
  return s;
}

describe('results files', () => {
  test('read back by test id, whole or slimmed for passing cases, and whole again through full()', () => {
    const s = spool();
    const a = new ResultsSpoolWriter(s.dir);
    const b = new ResultsSpoolWriter(s.dir);
    // A line longer than the reader's 1 MB buffer, and multi-byte text, read back by byte offset.
    const long = `Réponse ${'ü'.repeat(700_000)}`;
    const written = [result('p1', 'passed'), result('f1', 'failed'), result('p2', 'passed', long)];
    a.write('t-p1', written[0] as CaseResult);
    b.write('t-f1', written[1] as CaseResult);
    a.write('t-p2', written[2] as CaseResult);
    a.close();
    b.close();
    expect(readdirSync(s.dir)).toHaveLength(2);

    const whole = s.read();
    expect(whole.problems).toEqual([]);
    expect(Object.fromEntries(whole.results)).toEqual({ 't-p1': written[0], 't-f1': written[1], 't-p2': written[2] });
    s.clear();
    expect(readdirSync(s.dir)).toEqual([]);

    const c = new ResultsSpoolWriter(s.dir);
    for (const [i, r] of written.entries()) c.write(`t${i}`, r);
    c.close();
    const slim = s.read({ slim: true }).results;
    const p2 = slim.get('t2') as CaseResult;
    expect(p2).toMatchObject({
      id: 'p2',
      status: 'passed',
      answer: null,
      claims: [],
      gates: [],
      metrics: written[2]?.metrics,
    });
    expect(slim.get('t1')).toEqual(written[1]);
    expect(s.full(p2)).toEqual(written[2]);
    expect(s.full(slim.get('t0') as CaseResult)).toEqual(written[0]);
    const failed = slim.get('t1') as CaseResult;
    expect(s.full(failed)).toBe(failed);
  });

  test('a line cut short (a worker killed while writing) is reported and the other lines still read', () => {
    const s = spool();
    const w = new ResultsSpoolWriter(s.dir);
    w.write('t1', result('one', 'passed'));
    w.close();
    const [file] = readdirSync(s.dir);
    appendFileSync(join(s.dir, file as string), '{"test":"t2","result":{"id":"tw');
    const read = s.read();
    expect([...read.results.keys()]).toEqual(['t1']);
    expect(read.problems).toEqual([
      `a cut-short line in the results file ${join(s.dir, file as string)} (a worker stopped while writing it)`,
    ]);
  });

  test('remove() deletes the directory', () => {
    const s = spool();
    new ResultsSpoolWriter(s.dir).write('t', result('one', 'passed'));
    s.remove();
    expect(existsSync(s.dir)).toBe(false);
  });
});
