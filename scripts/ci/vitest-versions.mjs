#!/usr/bin/env node
/**
 * Runs this repo's eval suites against the packed package under each Vitest version given (the ends of the peer
 * range ragcheck declares): builds and packs the repo, copies evals/, fixtures/ and vitest.config.ts into a temp
 * project with their imports pointed at the installed package (`ragcheck`, `ragcheck/vitest`), installs the
 * tarball with `vitest@<version>` and `vite@8.3.8`, and runs `npx vitest run --project evals` once per version.
 * Every run must exit 0, under the version asked for, and give every case the same verdict.
 *
 *   node scripts/ci/vitest-versions.mjs 4.1.0 4.1.12     (.ci/run pins the versions; needs the npm registry)
 *   --keep                                            keep the temp directory and print where it is
 *
 * Exit codes: 0 every check passed, 1 a check failed (each failure is printed).
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRun, repo, Stop } from './pack-lib.mjs';

const args = process.argv.slice(2);
const versions = args.filter((a) => !a.startsWith('--'));
if (versions.length === 0) {
  console.error('usage: node scripts/ci/vitest-versions.mjs <vitest version>... [--keep]');
  process.exit(2);
}
const VITE = 'vite@8.3.8';
const { check, must, sh, packRepo, report } = createRun('vitest-versions');

/** `../src/vitest/index.js` and friends become the package's public entry points, as a user imports them. */
function pointAtPackage(source, file) {
  const rewritten = source
    .replace(/(['"])(?:\.\.?\/)+src\/vitest\/(?:index|project)\.js\1/g, "'ragcheck/vitest'")
    .replace(/(['"])(?:\.\.?\/)+src\/(?:[a-z-]+\/)?index\.js\1/g, "'ragcheck'");
  must(!/['"](?:\.\.?\/)+src\//.test(rewritten), `${file} imports only the package's entry points once rewritten`);
  return rewritten;
}

/** The suite names the repo's eval files define (what every run's report must hold). */
function suiteNames() {
  const names = new Set();
  for (const file of readdirSync(join(repo, 'evals'))) {
    for (const m of readFileSync(join(repo, 'evals', file), 'utf8').matchAll(/defineRagSuite\(\{\s*name: '([^']+)'/g)) {
      names.add(m[1]);
    }
  }
  return [...names].sort();
}

const root = mkdtempSync(join(tmpdir(), 'ragcheck-vitest-versions-'));
let stopped;
try {
  const tarball = packRepo(join(root, 'pack'));
  const app = join(root, 'app');
  mkdirSync(join(app, 'evals'), { recursive: true });
  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify({ name: 'ragcheck-vitest-versions', private: true, type: 'module' }, null, 2)}\n`,
  );
  cpSync(join(repo, 'fixtures'), join(app, 'fixtures'), { recursive: true });
  for (const file of readdirSync(join(repo, 'evals'))) {
    const source = readFileSync(join(repo, 'evals', file), 'utf8');
    writeFileSync(join(app, 'evals', file), pointAtPackage(source, `evals/${file}`));
  }
  const config = readFileSync(join(repo, 'vitest.config.ts'), 'utf8');
  writeFileSync(join(app, 'vitest.config.ts'), pointAtPackage(config, 'vitest.config.ts'));
  const expectedSuites = suiteNames();

  let first;
  for (const [i, version] of versions.entries()) {
    const install = sh(
      app,
      'npm',
      ['i', '-D', '-E', '--no-audit', '--no-fund', ...(i === 0 ? [tarball, VITE] : []), `vitest@${version}`],
      version,
    );
    must(install.code === 0, `npm i vitest@${version} beside the packed ragcheck (no peer conflict)`);
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/vitest/package.json'), 'utf8')).version;
    must(installed === version, `node_modules/vitest is ${version} (got ${installed})`);

    rmSync(join(app, 'reports'), { recursive: true, force: true });
    const run = sh(app, 'npx', ['vitest', 'run', '--project', 'evals'], version);
    check(run.code === 0, `vitest ${version}: npx vitest run --project evals exits 0 (got ${run.code})`);
    check(run.out.includes(`RUN  v${version} `), `vitest ${version}: the run says it is Vitest ${version}`);
    const file = join(app, 'reports/ragcheck.json');
    if (!check(existsSync(file), `vitest ${version}: the ragcheck reporter wrote reports/ragcheck.json`)) continue;
    const json = JSON.parse(readFileSync(file, 'utf8'));
    const names = (json.suites ?? []).map((s) => s.name).sort();
    check(
      JSON.stringify(names) === JSON.stringify(expectedSuites),
      `vitest ${version}: the report has every suite of evals/ (${expectedSuites.join(', ')}; got ${names.join(', ')})`,
    );
    const verdicts = Object.fromEntries(json.cases.map((c) => [`${c.suite}/${c.id}`, `${c.status}: ${c.verdict}`]));
    const errors = json.cases.filter((c) => c.status === 'error' || c.status === 'failed').map((c) => c.id);
    check(errors.length === 0, `vitest ${version}: no case failed or errored (${errors.join(', ') || 'none'})`);
    if (first === undefined) {
      first = { version, verdicts };
      check(Object.keys(verdicts).length > 0, `vitest ${version}: ${Object.keys(verdicts).length} cases reported`);
    } else {
      const differ = Object.keys({ ...first.verdicts, ...verdicts }).filter((k) => first.verdicts[k] !== verdicts[k]);
      check(
        differ.length === 0,
        `vitest ${version}: the ${Object.keys(verdicts).length} cases get the verdicts they got under ${first.version} (differ: ${differ.slice(0, 5).join(', ') || 'none'})`,
      );
    }
  }
} catch (error) {
  if (!(error instanceof Stop)) throw error;
  stopped = error;
} finally {
  if (args.includes('--keep')) console.log(`\nkept: ${root}`);
  else rmSync(root, { recursive: true, force: true });
}
process.exit(report(stopped));
