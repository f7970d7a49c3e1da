#!/usr/bin/env node
/**
 * The CI shard + merge path on one machine: runs an evals project as N blob shards (`--shard=i/N --reporter=blob`),
 * merges them (`vitest --merge-reports`) with the reporters CI uses, and checks the merged reports/ragcheck.json
 * holds every eval case exactly once, with the expected exit codes.
 *
 *   node scripts/ci/ci-shards.mjs
 *       this repo's `evals` project; the reference is an unsharded run of the same project (same cases, same
 *       verdicts expected after the merge). --expect CODE (default 0) is the exit code both runs must have.
 *   node scripts/ci/ci-shards.mjs --big 2000 [--plant none|case|suite-gate]
 *       a generated eval set of one suite ("big") over 8 case files and 4 eval files (each a glob over 2 case
 *       files), in reports/ci-shards-big/. `--plant case` makes one case fail (its shard and the merge exit 1);
 *       `--plant suite-gate` marks one case as a known failure, so every shard passes and only the merge's suite
 *       gate (minPassRate 1) fails the run.
 *   --shards N   number of shards (default 2; at most the number of eval files: Vitest shards by file)
 *   --keep       keep the generated project (removed after a passing --big run otherwise)
 *
 * Exit codes: 0 every check passed, 1 a check failed (each failure is printed), 2 bad usage.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function usage(message) {
  console.error(
    `ci-shards: ${message}\nUsage: node scripts/ci/ci-shards.mjs [--shards N] [--expect CODE] [--big N [--plant none|case|suite-gate] [--keep]]`,
  );
  process.exit(2);
}

let options;
try {
  options = parseArgs({
    options: {
      shards: { type: 'string', default: '2' },
      expect: { type: 'string' },
      big: { type: 'string' },
      keep: { type: 'boolean', default: false },
      plant: { type: 'string', default: 'none' },
    },
  }).values;
} catch (error) {
  usage(error.message);
}
const shards = Number(options.shards);
if (!Number.isInteger(shards) || shards < 1) usage(`--shards must be a positive integer (got "${options.shards}")`);
const bigCount = options.big === undefined ? undefined : Number(options.big);
if (bigCount !== undefined && !(Number.isInteger(bigCount) && bigCount >= 8)) {
  usage(`--big must be an integer >= 8 (got "${options.big}")`);
}
if (!['none', 'case', 'suite-gate'].includes(options.plant)) usage(`--plant must be none, case or suite-gate`);
if (options.plant !== 'none' && bigCount === undefined) usage('--plant needs --big');

const failures = [];
const check = (ok, message) => {
  if (!ok) failures.push(message);
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${message}`);
};

function vitest(args, cwd) {
  const shown = `npx vitest ${args.map((a) => (a.includes(' ') ? `'${a}'` : a)).join(' ')}`;
  console.log(`\n$ ${cwd === repo ? '' : `(cd ${relative(repo, cwd)} && `}${shown}${cwd === repo ? '' : ')'}`);
  const started = performance.now();
  const run = spawnSync('npx', ['vitest', ...args], {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NO_COLOR: '1', GITHUB_STEP_SUMMARY: '', GITHUB_ACTIONS: '' },
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.error) throw run.error;
  console.log(`(exit ${run.status}, ${seconds.toFixed(1)} s)`);
  return { code: run.status, seconds };
}

function readReport(cwd) {
  const file = join(cwd, 'reports/ragcheck.json');
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8'));
}

const caseKey = (c) => `${c.suite} / ${c.id}`;

/** Every case of `report` once, and exactly the expected (suite, id) keys. */
function checkCases(report, expectedKeys, label) {
  const keys = report.cases.map(caseKey);
  const seen = new Set();
  const duplicated = keys.filter((k) => seen.has(k) || !seen.add(k));
  check(
    duplicated.length === 0,
    `${label}: no case appears twice${duplicated.length ? ` (twice: ${duplicated.slice(0, 5).join(', ')})` : ''}`,
  );
  const missing = [...expectedKeys].filter((k) => !seen.has(k));
  const extra = [...seen].filter((k) => !expectedKeys.has(k));
  check(
    missing.length === 0 && extra.length === 0,
    `${label}: holds all ${expectedKeys.size} expected cases and no other${missing.length ? `; missing ${missing.length}: ${missing.slice(0, 5).join(', ')}` : ''}${extra.length ? `; unexpected ${extra.length}: ${extra.slice(0, 5).join(', ')}` : ''}`,
  );
}

/** Runs the N shards and the merge in `cwd`; returns the exit codes and the merged report. */
function shardAndMerge(cwd, projectArgs) {
  // Vitest 5's folders: blobs in .vitest/blob/, the HTML report in .vitest/ (index.html).
  rmSync(join(cwd, '.vitest'), { recursive: true, force: true });
  // Only what this run checks: reports/ also holds other runs' output (the demo, screenshots).
  for (const file of ['reports/ragcheck.json', 'reports/junit.xml']) {
    rmSync(join(cwd, file), { recursive: true, force: true });
  }
  const shardRuns = [];
  for (let i = 1; i <= shards; i++) {
    shardRuns.push(vitest(['run', ...projectArgs, `--shard=${i}/${shards}`, '--reporter=blob'], cwd));
  }
  for (let i = 1; i <= shards; i++) {
    check(existsSync(join(cwd, `.vitest/blob/blob-${i}-${shards}.json`)), `shard ${i}/${shards} wrote its blob`);
  }
  const merge = vitest(
    [
      '--merge-reports',
      '--reporter=default',
      // The package's own export, as CI and users name it (resolved by self-reference here; dist/ is built).
      '--reporter=ragcheck/reporter',
      '--reporter=junit',
      '--outputFile.junit=reports/junit.xml',
      '--reporter=html',
    ],
    cwd,
  );
  check(existsSync(join(cwd, 'reports/junit.xml')), 'the merge wrote reports/junit.xml');
  check(existsSync(join(cwd, '.vitest/index.html')), 'the merge wrote .vitest/index.html (the HTML report)');
  const report = readReport(cwd);
  check(report !== undefined, 'the merge wrote reports/ragcheck.json');
  return { shardRuns, merge, report };
}

function repoMode() {
  const expectCode = Number(options.expect ?? 0);
  console.log(`ci-shards: this repo's evals project, ${shards} shards, expected exit ${expectCode}`);
  rmSync(join(repo, 'reports/ragcheck.json'), { force: true });
  const reference = vitest(['run', '--project', 'evals', '--reporter=ragcheck/reporter'], repo);
  const referenceReport = readReport(repo);
  check(referenceReport !== undefined, 'the unsharded run wrote reports/ragcheck.json');
  check(reference.code === expectCode, `the unsharded run exits ${expectCode} (got ${reference.code})`);
  if (!referenceReport) return;

  const { shardRuns, merge, report } = shardAndMerge(repo, ['--project', 'evals']);
  check(merge.code === expectCode, `the merge exits ${expectCode} (got ${merge.code})`);
  if (expectCode === 0)
    check(
      shardRuns.every((r) => r.code === 0),
      'every shard exits 0',
    );
  if (!report) return;
  checkCases(report, new Set(referenceReport.cases.map(caseKey)), 'merged reports/ragcheck.json');
  const before = new Map(referenceReport.cases.map((c) => [caseKey(c), `${c.verdict} / ${c.status}`]));
  const changed = report.cases.filter((c) => before.get(caseKey(c)) !== `${c.verdict} / ${c.status}`);
  check(
    changed.length === 0,
    `every case has the same verdict and status as in the unsharded run${changed.length ? ` (differs: ${changed.map(caseKey).join(', ')})` : ''}`,
  );
  check(
    JSON.stringify(report.summary) === JSON.stringify(referenceReport.summary),
    'the merged summary equals the unsharded one',
  );
}

const BIG_EVAL_FILES = 4;
const CASE_FILES_PER_EVAL = 2;

/** Writes the generated project; returns the expected case ids and the planted case id. */
function writeBigProject(dir, count, plant) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'fixtures/big'), { recursive: true });
  mkdirSync(join(dir, 'evals'), { recursive: true });
  const corpus = [];
  const files = Array.from({ length: BIG_EVAL_FILES * CASE_FILES_PER_EVAL }, () => []);
  const ids = new Set();
  const plantedIndex = Math.floor(count / 2);
  for (let i = 0; i < count; i++) {
    const days = 2 + (i % 9);
    const chunk = `c${i}`;
    corpus.push({ id: chunk, text: `Part ${i} ships from warehouse ${1 + (i % 5)} in ${days} business days.` });
    const id = `part-${i}`;
    ids.add(`big / ${id}`);
    const c = {
      id,
      question: `How many business days does part ${i} take to ship?`,
      golden: [chunk],
      answer: `Part ${i} ships in ${days} business days.`,
      contexts: [chunk],
    };
    if (i === plantedIndex && plant !== 'none') {
      c.answer = `Part ${i} ships in ${days} business days, and express delivery costs 99 dollars.`;
      if (plant === 'suite-gate') {
        c.knownFailure = {
          verdict: 'FIX generation (faithfulness)',
          reason: 'planted by ci-shards --plant suite-gate',
        };
      }
    }
    files[i % files.length].push(c);
  }
  const jsonl = (rows) => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;
  writeFileSync(join(dir, 'fixtures/big/corpus.jsonl'), jsonl(corpus));
  files.forEach((rows, n) => {
    const part = Math.floor(n / CASE_FILES_PER_EVAL) + 1;
    writeFileSync(join(dir, `fixtures/big/part-${part}-${(n % CASE_FILES_PER_EVAL) + 1}.jsonl`), jsonl(rows));
  });
  const fromDir = (target) => relative(join(dir, 'evals'), join(repo, target)).replaceAll('\\', '/');
  for (let part = 1; part <= BIG_EVAL_FILES; part++) {
    writeFileSync(
      join(dir, `evals/big-${part}.eval.ts`),
      [
        `import { defineRagSuite } from '${fromDir('src/vitest/index.js')}';`,
        '',
        `// One suite over several eval files: Vitest shards by file, the reporter merges by suite name.`,
        `defineRagSuite({`,
        `  name: 'big',`,
        `  cases: 'fixtures/big/part-${part}-*.jsonl',`,
        `  corpus: 'fixtures/big/corpus.jsonl',`,
        `  concurrency: 50,`,
        `  gates: { minPassRate: 1 },`,
        `  baseline: false,`,
        `});`,
        '',
      ].join('\n'),
    );
  }
  writeFileSync(
    join(dir, 'vitest.config.ts'),
    [
      `import { defineConfig } from 'vitest/config';`,
      `import { ragcheckProject, ragcheckReporters } from '${relative(dir, join(repo, 'src/vitest/node/project.js')).replaceAll('\\', '/')}';`,
      '',
      `export default defineConfig({`,
      `  test: { reporters: ragcheckReporters(), projects: [ragcheckProject({ name: 'evals', maxConcurrency: 50 })] },`,
      `});`,
      '',
    ].join('\n'),
  );
  return { ids, planted: plant === 'none' ? undefined : `part-${plantedIndex}` };
}

function bigMode(count) {
  const dir = join(repo, 'reports/ci-shards-big');
  const plant = options.plant;
  console.log(
    `ci-shards: generated suite "big", ${count} cases in ${BIG_EVAL_FILES * CASE_FILES_PER_EVAL} case files / ${BIG_EVAL_FILES} eval files, ${shards} shards, plant: ${plant}`,
  );
  const { ids, planted } = writeBigProject(dir, count, plant);
  const { shardRuns, merge, report } = shardAndMerge(dir, ['--project', 'evals']);
  const mergeExpected = plant === 'none' ? 0 : 1;
  check(merge.code === mergeExpected, `the merge exits ${mergeExpected} (got ${merge.code})`);
  const failingShards = shardRuns.filter((r) => r.code !== 0).length;
  const shardsExpected = plant === 'case' ? 1 : 0;
  check(
    failingShards === shardsExpected,
    `${shardsExpected} shard(s) exit non-zero (got ${failingShards}: ${shardRuns.map((r) => r.code).join(', ')})`,
  );
  if (!report) return;
  checkCases(report, ids, 'merged reports/ragcheck.json');
  check(
    report.suites.length === 1 && report.suites[0].files.length === BIG_EVAL_FILES,
    `one suite "big" spanning ${BIG_EVAL_FILES} eval files (got ${report.suites.map((s) => `${s.name}: ${s.files.length} files`).join(', ')})`,
  );
  const notPassing = report.cases.filter((c) => c.status !== 'passed').map((c) => `${c.id} (${c.status})`);
  const expectedNotPassing = planted ? [`${planted} (${plant === 'case' ? 'failed' : 'known'})`] : [];
  check(
    JSON.stringify(notPassing) === JSON.stringify(expectedNotPassing),
    `cases not passing: [${expectedNotPassing.join(', ')}] (got [${notPassing.slice(0, 5).join(', ')}${notPassing.length > 5 ? ', ...' : ''}])`,
  );
  if (!options.keep && failures.length === 0) rmSync(dir, { recursive: true, force: true });
  const total = shardRuns.reduce((s, r) => s + r.seconds, 0);
  console.log(
    `\ntimes: shards ${shardRuns.map((r) => `${r.seconds.toFixed(1)} s`).join(' + ')} = ${total.toFixed(1)} s, merge ${merge.seconds.toFixed(1)} s`,
  );
}

if (bigCount === undefined) repoMode();
else bigMode(bigCount);

if (failures.length > 0) {
  console.error(`\nci-shards: ${failures.length} check(s) FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nci-shards: all checks passed');
