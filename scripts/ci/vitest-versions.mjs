#!/usr/bin/env node
/**
 * Runs the tests that touch Vitest itself (the harness, the reporter, the internals, the GitHub annotations:
 * TEST_FILES) on each Vitest version and Node major given, as `<vitest version>@node<major>`: one copy of this
 * checkout per Vitest version (its files, and node_modules with `vitest`, `@vitest/ui` and `vite` swapped for that
 * version: one install, shared by the Node majors; none for the version this repo pins), then `vitest run
 * <TEST_FILES>` in it under each Node (the registry's `node` package when it is not this process's). The UI e2e
 * (Chromium) runs on the repo's own version (`npm run test:e2e`), not here.
 *
 *   node scripts/ci/vitest-versions.mjs 4.1.0@node20 4.1.0@node22 5.1.2@node24   (.ci/run pins the list)
 *   --jobs N                                                                   N Vitest versions at a time (1)
 *   --keep                                                                     keep the temp directory
 *
 * With --jobs 2 two versions' copies run side by side (a version's Nodes still run one after the other: they share
 * the copy's Vitest module cache). On 2 cores it did not pay: 1.12x the wall time and 1.09x the CPU of --jobs 1
 * (farm-bench, 2 pairs of 4.1.12@node22 5.0.0@node24, load 14-27), so .ci/run runs one at a time.
 *
 * A run that fails names its failed tests (from Vitest's JSON reporter) with their first error lines, then runs their
 * files once more: tests that fail twice fail the check; tests that pass the second time are printed as FLAKY in the
 * notes at the end, with the first failure, so a flake is seen and fixed rather than blocking every merge.
 *
 * Exit codes: 0 every run passed (flakes named in the notes), 1 a run failed twice (each failure is printed), 2 usage.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { createRun, nodeDir, parseVersionRuns, pathWithNode, repo, runInTemp, Stop } from './pack-lib.mjs';

/** The test files that use Vitest's APIs and internals beyond `test` and `expect`. */
export const TEST_FILES = [
  'src/vitest/harness.test.ts',
  'src/vitest/results-files-harness.test.ts',
  'src/vitest/reporter.test.ts',
  'src/vitest/internals.test.ts',
  'src/vitest/github-annotations.test.ts',
];

const args = process.argv.slice(2);
const jobsAt = args.indexOf('--jobs');
const jobs = jobsAt < 0 ? 1 : Number(args[jobsAt + 1]);
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(`vitest-versions: --jobs takes a whole number of at least 1 (got ${args[jobsAt + 1]})`);
  process.exit(2);
}
const runs = parseVersionRuns(
  'vitest-versions',
  args.filter((a, i) => !a.startsWith('--') && (jobsAt < 0 || i !== jobsAt + 1)),
  { example: '5.1.2@node24', flags: '[--jobs N] [--keep]' },
);
const { check, must, note, sh, shAsync, report } = createRun('vitest-versions');

/** The failed tests in a Vitest JSON report (`--reporter=json`): file (relative), name and first error lines. */
function failedTests(resultsFile) {
  let results;
  try {
    results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  } catch {
    return [];
  }
  return (results.testResults ?? []).flatMap((file) => {
    const path = relative(dirname(resultsFile), file.name);
    const tests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    if (tests.length === 0 && file.status === 'failed')
      return [{ file: path, name: '(the file)', message: file.message ?? '' }];
    return tests.map((t) => ({ file: path, name: t.fullName, message: (t.failureMessages ?? []).join('\n') }));
  });
}

/** Each failed test on its own lines: its name, then its first error lines. */
function describeFailures(failed) {
  return failed
    .map(({ file, name, message }) => {
      const lines = message
        .split('\n')
        // The message and the first stack frame (the test's own line); Vitest's frames say nothing more.
        .filter((l, i, all) => l.trim() !== '' && (!/^\s*at /.test(l) || all.findIndex((m) => /^\s*at /.test(m)) === i))
        .slice(0, 8)
        .map((l) => `        ${l.slice(0, 240)}`);
      return `\n    ${file} > ${name}\n${lines.join('\n')}`;
    })
    .join('');
}

/** The Vite each Vitest major runs with here: 4.x as it was tested when 4.x was this repo's, 5.x the repo's pin. */
const pinned = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')).devDependencies;
const viteFor = (version) => (version.startsWith('4.') ? '8.3.8' : pinned.vite);

/** Each Node major's directory, found before any run starts (npx fetches a missing one once, not twice at a time). */
const nodeDirs = new Map();
for (const node of new Set(runs.map((r) => r.node))) {
  try {
    nodeDirs.set(node, nodeDir(node));
  } catch (error) {
    nodeDirs.set(node, error);
  }
}

/** A copy of this checkout with `version`'s Vitest, then the test files under each of its Nodes, one at a time. */
async function runVersion(root, files, version) {
  const copy = join(root, version);
  for (const file of files.filter(Boolean)) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    try {
      cpSync(join(repo, file), join(copy, file));
    } catch {
      // deleted in the work tree but still in the index
    }
  }
  // A hard-linked copy of this checkout's node_modules (instant), minus npm's own record of it, which npm would
  // rewrite in place (through the link, into this checkout): npm then replaces only the packages that differ.
  must(
    sh(root, 'cp', ['-al', join(repo, 'node_modules'), join(copy, 'node_modules')], version).code === 0,
    `${version}: node_modules copied`,
  );
  rmSync(join(copy, 'node_modules/.package-lock.json'), { force: true });
  if (version !== pinned.vitest) {
    const wanted = [`vitest@${version}`, `@vitest/ui@${version}`, `vite@${viteFor(version)}`];
    const install = await shAsync(
      copy,
      'npm',
      ['i', '--no-save', '-E', '--ignore-scripts', '--no-audit', '--no-fund', ...wanted],
      version,
    );
    must(install.code === 0, `${version}: npm i ${wanted.join(' ')} (no peer conflict)`);
  }
  const installed = JSON.parse(readFileSync(join(copy, 'node_modules/vitest/package.json'), 'utf8')).version;
  must(installed === version, `${version}: node_modules/vitest is ${version} (got ${installed})`);

  for (const { node } of runs.filter((r) => r.vitest === version)) {
    const where = `vitest ${version}, node ${node}`;
    const dir = nodeDirs.get(node);
    if (dir instanceof Error) {
      check(false, `${where}: ${dir.message}`);
      continue;
    }
    const env = pathWithNode(dir);
    const runFiles = (files, results) =>
      shAsync(
        copy,
        'node',
        [
          'node_modules/vitest/vitest.mjs',
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${results}`,
          ...files,
        ],
        where,
        { ...env, CI: '', GITHUB_ACTIONS: undefined },
      );
    const results = join(copy, `.vitest-results-node${node}.json`);
    const run = await runFiles(TEST_FILES, results);
    const said = /RUN {2}v(\S+) /.exec(run.out)?.[1];
    const nodeSaid = sh(copy, 'node', ['--version'], where, env).out.trim();
    check(said === version, `${where}: the run says it is Vitest ${version} (got ${said})`);
    check(nodeSaid.startsWith(`v${node}.`), `${where}: ran under Node ${node} (${nodeSaid})`);
    const tests = /^ +Tests +(.+)$/m.exec(run.out)?.[1]?.trim() ?? 'no summary';
    if (run.code === 0) {
      check(true, `${where}: ${TEST_FILES.length} test files pass (${tests})`);
      continue;
    }
    // The failed tests by name, with their first error lines, so the end of the log says what failed (the output
    // above is cut to its head and tail). Their files run once more: a test that passes then is a flake, named in
    // the notes, not hidden; one that fails twice fails the check.
    const failed = failedTests(results);
    const first = `${where}: ${TEST_FILES.length} test files pass (exit ${run.code}; ${tests})${describeFailures(failed)}`;
    const files = [...new Set(failed.map((f) => f.file))];
    if (files.length === 0) {
      check(false, first);
      continue;
    }
    const again = await runFiles(files, `${results}.rerun`);
    if (again.code === 0) note(`FLAKY, passed when its files ran again: ${first}`);
    else
      check(
        false,
        `${first}\n    and again:${describeFailures(failedTests(`${results}.rerun`)) || ` exit ${again.code}`}`,
      );
  }
}

await runInTemp('ragcheck-vitest-versions-', args.includes('--keep'), report, async (root) => {
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repo,
    encoding: 'utf8',
  }).stdout.split('\0');
  // `jobs` versions at a time; a version whose setup fails (a `must`) stops only its own runs, and is reported.
  const pending = [...new Set(runs.map((r) => r.vitest))];
  const stops = [];
  const worker = async () => {
    for (let version = pending.shift(); version !== undefined; version = pending.shift()) {
      try {
        await runVersion(root, files, version);
      } catch (error) {
        if (!(error instanceof Stop)) throw error;
        stops.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, pending.length) }, worker));
  if (stops.length > 0) throw stops[0];
});
