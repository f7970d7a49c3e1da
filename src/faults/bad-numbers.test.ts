/**
 * Fault class: a threshold written in a form that parses to something other than what was meant (`faithfulness= `
 * read as 0 turns the gate off, `0x1` as 1, `1e-400` as 0). Guarantee: every threshold written as text, on the
 * command line or in a case file (JSONL, JSON, YAML), must be a plain decimal in [0, 1]; anything else is refused
 * with exit 2 and a message naming where it was written. Integer flags are just as strict.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../__fixtures__/spawn-source.js';
import { createTempDirs } from '../__fixtures__/temp-dirs.js';
import { runCli } from '../cli/run-cli.js';

const CASES = join(ROOT, 'fixtures/store-policy/cases.jsonl');
const CORPUS = join(ROOT, 'fixtures/store-policy/corpus.jsonl');
const evalWith = (...extra: string[]) =>
  runCli(['eval', '--cases', CASES, '--corpus', CORPUS, ...extra], { cwd: ROOT, env: {} });
const numbersDir = createTempDirs('ragcheck-numbers-');
const trialsDir = createTempDirs('ragcheck-trials-');

/** Writes `text` to `file` in `dir` and runs `ragcheck validate --cases <file>` there. */
function validate(dir: string, file: string, text: string) {
  writeFileSync(join(dir, file), text);
  return runCli(['validate', '--cases', file], { cwd: dir, env: {} });
}

type Refused = [file: string, text: string, where: string, problem: string];

/** One test per row: `ragcheck validate` exits 2 on the file, and `check` reads its stderr for where and what. */
function refusesEach(
  dirs: () => string,
  rows: Refused[],
  check: (stderr: string, where: string, problem: string) => void,
) {
  test.for(rows)(
    '%s: `ragcheck validate` exits 2 naming the file, line and field',
    async ([file, text, where, problem]) => {
      const run = await validate(dirs(), file, text);
      expect(run.code).toBe(2);
      check(run.stderr, where, problem);
    },
  );
}

/** Each file validates cleanly: exit 0 and nothing on stderr. */
async function expectValid(dir: string, files: [file: string, text: string][]) {
  for (const [file, text] of files) {
    const run = await validate(dir, file, text);
    expect(run.stderr, file).toBe('');
    expect(run.code, file).toBe(0);
  }
}

describe('--threshold', () => {
  test.for([
    ['faithfulness= ', 'is empty'],
    ['faithfulness=', 'is empty'],
    ['faithfulness=0x1', 'is not a decimal number'],
    ['faithfulness=0b1', 'is not a decimal number'],
    ['faithfulness=1e-400', 'uses exponent notation'],
    ['faithfulness=8E-1', 'uses exponent notation'],
    ['faithfulness=Infinity', 'is not a decimal number'],
    ['faithfulness=NaN', 'is not a decimal number'],
    ['faithfulness=-0', 'has a sign'],
    ['faithfulness=+0.5', 'has a sign'],
    ['faithfulness=0,8', 'is not a decimal number'],
    ['faithfulness= 0.8', 'is not a decimal number'],
    ['faithfulness=80', 'is above 1'],
    ['faithfulness=1.01', 'is above 1'],
  ] as [string, string][])('refuses %s with exit 2 saying why', async ([flag, problem]) => {
    const run = await evalWith('--threshold', flag);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`--threshold ${flag}: `);
    expect(run.stderr).toContain(problem);
    expect(run.stdout).toBe('');
  });

  test.for([
    'faithfulness=0.6',
    'faithfulness=.6',
    'faithfulness=0.60',
    'contextRecall=1',
    'contextRecall=1.0',
    'faithfulness=0',
  ])('accepts the plain decimal %s', async (flag) => {
    const run = await evalWith('--threshold', flag, '--judge', 'overlap');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
  });
});

describe('integer flags', () => {
  test.for([
    ['--k', '0x3'],
    ['--k', '1e1'],
    ['--k', ' 2'],
    ['--k', '2.0'],
    ['--timeout', '1e3'],
    ['--concurrency', ''],
  ] as [string, string][])('refuse %s %s with exit 2', async ([flag, value]) => {
    const run = await evalWith(flag, value);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${flag} must be an integer`);
  });
});

describe('thresholds in case files', () => {
  const jsonl = (thresholds: string) =>
    `{"id": "ok", "question": "Q?", "golden": []}\n{"id": "bad", "question": "Q?", "golden": [], "thresholds": ${thresholds}}\n`;
  const cases: Refused[] = [
    [
      'c.json',
      '[\n  {"id": "bad", "question": "Q?", "golden": [],\n   "thresholds": {"faithfulness": 1E0}}\n]\n',
      'c.json:3',
      'uses exponent notation',
    ],
    [
      'd.yaml',
      '- id: bad\n  question: Q?\n  golden: []\n  thresholds:\n    faithfulness: 0x1\n',
      'd.yaml:5',
      'is not a decimal number',
    ],
    [
      'e.yaml',
      '- id: bad\n  question: Q?\n  golden: []\n  thresholds:\n    faithfulness: 1e-400\n',
      'e.yaml:5',
      'uses exponent notation',
    ],
    [
      'f.yaml',
      '- id: bad\n  question: Q?\n  golden: []\n  thresholds:\n    faithfulness: 0o1\n',
      'f.yaml:5',
      'is not a decimal number',
    ],
    [
      'g.yaml',
      '- id: bad\n  question: Q?\n  golden: []\n  thresholds:\n    faithfulness: +0.5\n',
      'g.yaml:5',
      'has a sign',
    ],
    ['a.jsonl', jsonl('{"faithfulness": 1e-400}'), 'a.jsonl:2', 'uses exponent notation'],
    ['b.jsonl', jsonl('{"contextRecall": 0.9, "faithfulness": 8.0E-1}'), 'b.jsonl:2', 'uses exponent notation'],
  ];
  refusesEach(numbersDir, cases, (stderr, where, problem) => {
    expect(stderr).toMatch(
      new RegExp(`${where.replace('.', '\\.')}(:\\d+)?: "thresholds\\.faithfulness" is \\S+, which ${problem}`),
    );
  });

  test('plain decimals in every format pass', async () => {
    await expectValid(numbersDir(), [
      ['a.jsonl', jsonl('{"faithfulness": 0.8, "contextRecall": 1, "keywordCoverage": 0}')],
      ['b.yaml', '- id: y\n  question: Q?\n  golden: []\n  thresholds: { faithfulness: .75, contextRecall: 1.0 }\n'],
    ]);
  });
});

describe('trials and minPassRate in case files', () => {
  const cases: Refused[] = [
    [
      'a.jsonl',
      '{"id": "a", "question": "Q?", "golden": [], "trials": 0}\n',
      'a.jsonl:1',
      '"trials" must be at least 1',
    ],
    [
      'b.jsonl',
      '{"id": "b", "question": "Q?", "golden": [], "trials": 2.5}\n',
      'b.jsonl:1',
      '"trials" must be a whole number',
    ],
    [
      'c.jsonl',
      '{"id": "c", "question": "Q?", "golden": [], "trials": 1e1}\n',
      'c.jsonl:1',
      '"trials" is 1e1: write the number of trials in digits',
    ],
    [
      'd.yaml',
      '- id: d\n  question: Q?\n  golden: []\n  trials: 0x5\n',
      'd.yaml:4',
      '"trials" is 0x5: write the number of trials in digits',
    ],
    [
      'e.jsonl',
      '{"id": "e", "question": "Q?", "golden": [], "trials": "5"}\n',
      'e.jsonl:1',
      '"trials" must be a whole number of trials',
    ],
    [
      'f.jsonl',
      '{"id": "f", "question": "Q?", "golden": [], "minPassRate": 0}\n',
      'f.jsonl:1',
      '"minPassRate" must be above 0',
    ],
    [
      'g.jsonl',
      '{"id": "g", "question": "Q?", "golden": [], "minPassRate": 90}\n',
      'g.jsonl:1',
      '"minPassRate" must be between 0 and 1',
    ],
    [
      'h.yaml',
      '- id: h\n  question: Q?\n  golden: []\n  minPassRate: 9e-1\n',
      'h.yaml:4',
      '"minPassRate" is 9e-1, which uses exponent notation',
    ],
  ];
  refusesEach(trialsDir, cases, (stderr, where, message) => {
    expect(stderr).toContain(where);
    expect(stderr).toContain(message);
  });

  test('whole numbers and plain decimals pass, in every format', async () => {
    await expectValid(trialsDir(), [
      ['a.jsonl', '{"id": "a", "question": "Q?", "golden": [], "trials": 5, "minPassRate": 0.8}\n'],
      ['b.yaml', '- id: b\n  question: Q?\n  golden: []\n  trials: 10\n  minPassRate: .75\n'],
    ]);
  });
});
