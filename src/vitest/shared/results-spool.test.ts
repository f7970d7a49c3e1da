import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import type { CaseResult } from '../../types.js';
import { ResultsSpool, ResultsSpoolWriter, removeStaleResultsDirs, STALE_RESULTS_AGE_MS } from './results-spool.js';

/** The @k metrics of a case whose golden chunk is ranked first. */
const PERFECT_RANKING = { hitAtK: 1, recallAtK: 1, precisionAtK: 1, reciprocalRank: 1, ndcgAtK: 1 };

/** A result as `evaluateCase` shapes it, with only what these tests look at varied. */
function result(id: string, status: CaseResult['status'], answer = `Answer of ${id}.`): CaseResult {
  return {
    schemaVersion: 3,
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
    metrics: { contextRecall: 1, faithfulness: 1, unsupported: [], refused: false, ...PERFECT_RANKING, k: 3 },
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
function spool(options: { slim?: boolean } = {}): ResultsSpool {
  const s = new ResultsSpool(tmpdir(), options);
  spools.push(s);
  return s;
}

describe('results files', () => {
  // A line longer than the reader's 1 MB buffer, and multi-byte text, read back by byte offset.
  const long = `Réponse ${'ü'.repeat(700_000)}`;
  const written = [result('p1', 'passed'), result('f1', 'failed'), result('p2', 'passed', long)] as const;

  test('read back by test id, each eval file’s as it ends and the rest at run end', () => {
    const s = spool();
    const a = new ResultsSpoolWriter(s.dir);
    const b = new ResultsSpoolWriter(s.dir);
    a.write('t-p1', written[0], 'mod/a');
    b.write('t-f1', written[1], 'mod/b');
    a.write('t-p2', written[2], 'mod/a');
    a.close();
    b.close();
    expect(readdirSync(s.dir)).toHaveLength(2);

    s.readModule('mod/a');
    // Read once: the writer's next lines (a rerun of the file would have a new directory) are not read again.
    new ResultsSpoolWriter(s.dir).write('t-late', written[0], 'mod/a');
    s.readModule('mod/a');
    const whole = s.read();
    expect(whole.problems).toEqual([]);
    expect(Object.fromEntries(whole.results)).toEqual({
      't-p1': written[0],
      't-f1': written[1],
      't-p2': written[2],
      't-late': written[0],
    });
  });

  test('slimmed for passing cases, whole again as the JSON the worker wrote (wholeJson) and as an object (full)', () => {
    const s = spool({ slim: true });
    const c = new ResultsSpoolWriter(s.dir);
    // A test id with multi-byte text: the result's offset within its line is counted in bytes.
    for (const [i, r] of written.entries()) c.write(`t${i}-ü`, r, 'mod/c');
    c.close();
    s.readModule('mod/c');
    const slim = s.read().results;
    const p2 = slim.get('t2-ü') as CaseResult;
    expect(p2).toMatchObject({
      id: 'p2',
      status: 'passed',
      answer: null,
      claims: [],
      gates: [],
      metrics: written[2].metrics,
    });
    expect(s.wholeJson(p2)).toBe(JSON.stringify(written[2]));
    expect(s.full(p2)).toEqual(written[2]);
    expect(s.full(slim.get('t0-ü') as CaseResult)).toEqual(written[0]);
    const failed = slim.get('t1-ü') as CaseResult;
    expect(failed).toEqual(written[1]);
    expect(s.wholeJson(failed)).toBeUndefined();
    expect(s.full(failed)).toBe(failed);
  });

  test('a line cut short (a worker killed while writing) is reported and the other lines still read', () => {
    const s = spool();
    const w = new ResultsSpoolWriter(s.dir);
    w.write('t1', result('one', 'passed'), 'mod');
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
    new ResultsSpoolWriter(s.dir).write('t', result('one', 'passed'), 'mod');
    s.remove();
    expect(existsSync(s.dir)).toBe(false);
  });
});

describe('results directories of killed runs', () => {
  /** The id of a process that has ended. */
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid as number;
  const day = STALE_RESULTS_AGE_MS;

  /** A directory `name` in `parent` with a results file, both last written `age` ms ago. */
  function resultsDir(parent: string, name: string, age: number): string {
    const dir = join(parent, name);
    mkdirSync(dir);
    writeFileSync(join(dir, '1-1-0.jsonl'), '{}\n');
    const then = new Date(Date.now() - age);
    utimesSync(join(dir, '1-1-0.jsonl'), then, then);
    utimesSync(dir, then, then);
    return dir;
  }

  /** A temp parent with results directories in it: `name -> [pid, age in ms]`, each with a results file. */
  function parentWith(dirs: Record<string, [number, number]>): string {
    const parent = mkdtempSync(join(tmpdir(), 'ragcheck-stale-test-'));
    for (const [label, [pid, age]] of Object.entries(dirs)) resultsDir(parent, `ragcheck-results-${pid}-${label}`, age);
    return parent;
  }

  test('a directory whose run is gone and that nothing wrote to for a day is removed when a run makes its own', () => {
    const dead = deadPid();
    const parent = parentWith({ AAAAAA: [dead, day + 60_000], BBBBBB: [dead, day - 60_000] });
    try {
      const made = new ResultsSpool(parent);
      expect(readdirSync(parent).sort()).toEqual([`ragcheck-results-${dead}-BBBBBB`, basename(made.dir)].sort());
      made.remove();
      expect(basename(made.dir)).toMatch(new RegExp(`^ragcheck-results-${process.pid}-[A-Za-z0-9]{6}$`));
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  test('a live run’s directory, a recently written one, a link, a file and other names are left alone', () => {
    const dead = deadPid();
    const old = day * 2;
    // process.ppid runs (the Vitest process that started this worker), whatever its directory's age.
    const parent = parentWith({ AAAAAA: [process.ppid, old], BBBBBB: [dead, old] });
    try {
      // Written an hour ago in a directory last changed two days ago: its run may be alive in another PID namespace.
      const touched = join(parent, `ragcheck-results-${dead}-BBBBBB`, '1-1-0.jsonl');
      utimesSync(touched, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
      const elsewhere = mkdtempSync(join(tmpdir(), 'ragcheck-stale-target-'));
      symlinkSync(elsewhere, join(parent, `ragcheck-results-${dead}-CCCCCC`));
      writeFileSync(join(parent, `ragcheck-results-${dead}-DDDDDD`), '');
      mkdirSync(join(parent, 'ragcheck-results-abc123'));
      mkdirSync(join(parent, `other-${dead}-EEEEEE`));
      const before = readdirSync(parent).sort();
      expect(removeStaleResultsDirs(parent)).toEqual([]);
      expect(readdirSync(parent).sort()).toEqual(before);
      expect(existsSync(elsewhere)).toBe(true);
      rmSync(elsewhere, { recursive: true });
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  test('an older build’s directory (no pid in its name) is removed once nothing wrote to it for a day', () => {
    const parent = mkdtempSync(join(tmpdir(), 'ragcheck-stale-test-'));
    try {
      const make = (name: string, age: number) => resultsDir(parent, name, age);
      const stale = make('ragcheck-results-aB3xY9', day + 60_000);
      make('ragcheck-results-Qw7Er2', day - 60_000);
      // Not mkdtemp's six characters, so not a name ragcheck gave.
      make('ragcheck-results-abc12', day * 2);
      make('ragcheck-results-abc1234', day * 2);
      const elsewhere = mkdtempSync(join(tmpdir(), 'ragcheck-stale-target-'));
      utimesSync(elsewhere, new Date(Date.now() - day * 2), new Date(Date.now() - day * 2));
      symlinkSync(elsewhere, join(parent, 'ragcheck-results-LnK0ab'));
      expect(removeStaleResultsDirs(parent)).toEqual([stale]);
      expect(readdirSync(parent).sort()).toEqual([
        'ragcheck-results-LnK0ab',
        'ragcheck-results-Qw7Er2',
        'ragcheck-results-abc12',
        'ragcheck-results-abc1234',
      ]);
      expect(existsSync(elsewhere)).toBe(true);
      rmSync(elsewhere, { recursive: true });
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  test.runIf(process.getuid?.() === 0)('a directory another user owns is left alone', () => {
    const parent = parentWith({ AAAAAA: [deadPid(), day * 2] });
    try {
      resultsDir(parent, 'ragcheck-results-aB3xY9', day * 2);
      const names = readdirSync(parent).sort();
      for (const name of names) chownSync(join(parent, name), 4242, 4242);
      expect(removeStaleResultsDirs(parent)).toEqual([]);
      expect(readdirSync(parent).sort()).toEqual(names);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  test('a parent that cannot be read removes nothing and does not throw', () => {
    expect(removeStaleResultsDirs(join(tmpdir(), `ragcheck-no-such-dir-${process.pid}`))).toEqual([]);
  });
});
