import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createTempDirs } from '../../__fixtures__/temp-dirs.js';
import { runCli } from '../run-cli.js';

const SCAFFOLD = [
  '.env.example',
  '.github/workflows/ragcheck.yml',
  'evals/rag.eval.ts',
  'fixtures/ragcheck/cases.jsonl',
  'fixtures/ragcheck/corpus.jsonl',
];

const run = (argv: string[], cwd: string) => runCli(argv, { cwd });

const tempDir = createTempDirs('ragcheck-init-');

function tmp(files: Record<string, string> = {}): string {
  const dir = tempDir();
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? listFiles(dir, join(prefix, e.name)) : [join(prefix, e.name)]))
    .sort();
}

const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

describe('ragcheck init: the files it writes', () => {
  test('adds the installed Vitest’s report folders, reports/ and .env to .gitignore: created, or appended once', async () => {
    const vitest = (version: string) => ({
      'node_modules/vitest/package.json': JSON.stringify({ name: 'vitest', version }),
    });
    const five = tmp(vitest('5.1.2'));
    const created = await run(['init'], five);
    expect(created.stdout).toContain(
      'created .gitignore with (generated reports, your secrets): reports/ .vitest/ .env',
    );
    expect(read(five, '.gitignore')).toBe('reports/\n.vitest/\n.env\n');
    // A second init adds nothing.
    const again = await run(['init'], five);
    expect(again.stdout).not.toContain('.gitignore');
    expect(read(five, '.gitignore')).toBe('reports/\n.vitest/\n.env\n');

    const four = tmp({ ...vitest('4.1.12'), '.gitignore': 'node_modules/\n  reports/  \n.env' });
    const appended = await run(['init'], four);
    expect(appended.stdout).toContain('added to .gitignore (generated reports, your secrets): html/ .vitest-reports/');
    expect(read(four, '.gitignore')).toBe('node_modules/\n  reports/  \n.env\nhtml/\n.vitest-reports/\n');
  });

  test('.env.example names only files that exist after init', async () => {
    const dir = tmp();
    await run(['init'], dir);
    const text = read(dir, '.env.example');
    expect(text).toContain('OPENAI_API_KEY');
    const named = text.match(/\b(?:[\w-]+\/)+[\w.-]+\.[a-z]+\b/g) ?? [];
    for (const path of named) expect(existsSync(join(dir, path)), path).toBe(true);
    expect(text).not.toContain('judge-agreement');
  });

  test('creates the suite, fixtures, Vitest config, workflow and .env.example in an empty directory', async () => {
    const dir = tmp();
    const { code, stdout } = await run(['init'], dir);
    expect(code).toBe(0);
    expect(listFiles(dir)).toEqual([...SCAFFOLD, '.gitignore', 'vitest.config.mts'].sort());
    for (const file of [...SCAFFOLD, 'vitest.config.mts']) expect(stdout).toMatch(new RegExp(`created\\s+${file}`));
    expect(read(dir, 'evals/rag.eval.ts')).toContain("import { defineRagSuite } from 'ragcheck/vitest';");
    expect(read(dir, 'evals/rag.eval.ts')).toContain(
      "export const app = withRecording(myApp, { dir: 'fixtures/ragcheck/recordings' });",
    );
    expect(read(dir, 'evals/rag.eval.ts')).toContain('  // adapter: app,\n');
    // Replay unless the repository opted in to re-recording stale cases and the run has the app's secrets.
    expect(read(dir, '.github/workflows/ragcheck.yml')).toMatch(
      /RAGCHECK_RECORD: \$\{\{ vars\.RAGCHECK_RERECORD == 'true' && .* && 'auto' \|\| 'replay' \}\}\n/,
    );
    expect(read(dir, 'vitest.config.mts')).toContain("ragcheckProject({ name: 'evals'");
    expect(read(dir, '.github/workflows/ragcheck.yml')).toContain('run: npx vitest run --project evals\n');
    expect(read(dir, '.env.example')).toContain('RAGCHECK_CACHE=replay');
  });

  test('prints the next three steps, starting with the command that runs the example suite', async () => {
    const { stdout } = await run(['init'], tmp());
    const steps = stdout.slice(stdout.indexOf('Next steps:'));
    expect(steps).toMatch(/1\. npx vitest run --project evals\n/);
    expect(steps).toContain('2. Plug in your app');
    expect(steps).toContain('3. Commit and push');
  });

  test('never overwrites: existing files stay byte for byte and are listed as skipped', async () => {
    const mine = {
      'evals/rag.eval.ts': '// my own suite\n',
      '.env.example': 'MY_VAR=1\n',
      'fixtures/ragcheck/cases.jsonl': '{"id": "mine"}\n',
    };
    const dir = tmp(mine);
    const { code, stdout } = await run(['init'], dir);
    expect(code).toBe(0);
    for (const [file, text] of Object.entries(mine)) {
      expect(read(dir, file)).toBe(text);
      expect(stdout).toMatch(new RegExp(`skipped\\s+${file}\\s+\\(exists: left unchanged\\)`));
    }
    expect(stdout).toMatch(/created\s+fixtures\/ragcheck\/corpus\.jsonl/);
    expect(stdout).toContain('node_modules/ragcheck/.env.example');
  });

  test('with a Vite or Vitest config already there, keeps it, writes vitest.ragcheck.config.mts and prints the snippet', async () => {
    const viteConfig = "export default { test: { include: ['src/**/*.spec.ts'] } };\n";
    const dir = tmp({ 'vite.config.ts': viteConfig });
    const { code, stdout } = await run(['init'], dir);
    expect(code).toBe(0);
    expect(read(dir, 'vite.config.ts')).toBe(viteConfig);
    expect(existsSync(join(dir, 'vitest.config.mts'))).toBe(false);
    expect(read(dir, 'vitest.ragcheck.config.mts')).toContain('ragcheckReporters()');
    expect(stdout).toContain('vite.config.ts exists, so ragcheck got its own vitest.ragcheck.config.mts');
    expect(stdout).toContain("ragcheckProject({ name: 'evals', include: ['evals/**/*.eval.ts'] })");
    // `ragcheck run` uses vitest.ragcheck.config.mts while it exists, the repo's config once it is merged.
    const command = 'npx ragcheck run';
    expect(read(dir, '.github/workflows/ragcheck.yml')).toContain(`run: ${command}\n`);
    expect(read(dir, 'evals/rag.eval.ts')).toContain(`Run it: ${command}\n`);
    expect(read(dir, 'evals/rag.eval.ts')).not.toContain('--config');
    expect(stdout).toContain(`1. ${command}\n`);
    expect(stdout).toContain('nothing else to change');
  });

  test('--dry-run writes nothing and lists what it would create and skip', async () => {
    const dir = tmp({ '.env.example': 'X=1\n' });
    const { code, stdout } = await run(['init', '--dry-run'], dir);
    expect(code).toBe(0);
    expect(listFiles(dir)).toEqual(['.env.example']);
    expect(stdout).toContain('dry run: nothing is written');
    expect(stdout).toMatch(/would create\s+evals\/rag\.eval\.ts/);
    expect(stdout).toMatch(/would skip\s+\.env\.example/);
  });

  test('a second run creates nothing and changes nothing', async () => {
    const dir = tmp();
    await run(['init'], dir);
    const before = listFiles(dir).map((f) => [f, read(dir, f)]);
    const { code, stdout } = await run(['init'], dir);
    expect(code).toBe(0);
    expect(stdout).not.toMatch(/created/);
    expect(stdout).toMatch(/skipped\s+vitest\.config\.mts/);
    expect(listFiles(dir).map((f) => [f, read(dir, f)])).toEqual(before);
  });
});

describe('ragcheck init: existing configs, what the repo lacks, the example cases', () => {
  test('a config that already uses ragcheckProject() is kept and needs no vitest.ragcheck.config.ts', async () => {
    const config =
      "import { ragcheckProject } from 'ragcheck/vitest';\nexport default { test: { projects: [ragcheckProject()] } };\n";
    const dir = tmp({ 'vitest.config.mts': config });
    const { stdout } = await run(['init'], dir);
    expect(read(dir, 'vitest.config.mts')).toBe(config);
    expect(listFiles(dir).filter((f) => f.startsWith('vitest.ragcheck.config'))).toEqual([]);
    expect(stdout).toMatch(/skipped\s+vitest\.config\.mts/);
    expect(stdout).toContain('1. npx vitest run --project evals\n');
  });

  test('points out what the repo lacks: package.json, vitest, ragcheck, the lock file, .gitignore entries', async () => {
    const { stdout: bare } = await run(['init', '--dry-run'], tmp());
    expect(bare).toContain('no package.json here: run `npm init -y`');
    // No Vitest installed: both its report folders, 5's and 4's.
    expect(bare).toContain(
      'would create .gitignore with (generated reports, your secrets): reports/ .vitest/ html/ .vitest-reports/ .env',
    );
    const project = tmp({
      'package.json': JSON.stringify({ devDependencies: { ragcheck: 'file:ragcheck.tgz', vitest: '4.1.12' } }),
      'package-lock.json': '{}',
      '.gitignore': 'node_modules/\nreports/\n.vitest/\nhtml/\n.vitest-reports/\n.env\n',
    });
    const { stdout } = await run(['init', '--dry-run'], project);
    expect(stdout).not.toContain('Before you run it');
    expect(stdout).not.toContain('.gitignore');
    const noVitest = tmp({ 'package.json': '{"dependencies": {}}' });
    const { stdout: missing } = await run(['init', '--dry-run'], noVitest);
    expect(missing).toContain('vitest is not in package.json: `npm i -D vitest@4`');
    expect(missing).toContain('ragcheck is not in package.json');
    expect(missing).toContain('no package-lock.json');
  });

  test('the example cases pass `ragcheck eval` with the default judge: 3 pass, 1 known failure', async () => {
    const dir = tmp();
    await run(['init'], dir);
    const { code, stdout, stderr } = await run(
      ['eval', '--cases', 'fixtures/ragcheck/cases.jsonl', '--corpus', 'fixtures/ragcheck/corpus.jsonl'],
      dir,
    );
    expect(stderr).toBe('');
    expect(stdout).toContain('4 cases: 3 passed, 0 failed, 1 known, 0 errors');
    expect(stdout).toMatch(/How long do deleted notes stay in the Trash\?.*FIX generation \(faithfulness\) \(known\)/);
    expect(code).toBe(0);
  });
});

describe('ragcheck init: package.json scripts', () => {
  const NPM_INIT = `{
  "name": "my-app",
  "version": "1.0.0",
  "main": "index.js",
  "scripts": {
    "test": "echo \\"Error: no test specified\\" && exit 1"
  },
  "license": "ISC"
}
`;
  const scripts = (dir: string) => JSON.parse(read(dir, 'package.json')).scripts;

  test("adds test, eval, eval:record, baseline:accept and test:ui where missing (npm's placeholder test counts), keeping the rest", async () => {
    const dir = tmp({ 'package.json': NPM_INIT });
    const { code, stdout } = await run(['init'], dir);
    expect(code).toBe(0);
    expect(scripts(dir)).toEqual({
      test: 'vitest run',
      eval: 'vitest run --project evals',
      'eval:record': 'ragcheck record',
      'baseline:accept': 'ragcheck baseline accept',
      'test:ui': 'vitest --ui --project evals',
    });
    const after = read(dir, 'package.json');
    expect(
      after.startsWith('{\n  "name": "my-app",\n  "version": "1.0.0",\n  "main": "index.js",\n  "scripts": {\n'),
    ).toBe(true);
    expect(after.endsWith('  "license": "ISC"\n}\n')).toBe(true);
    expect(stdout).toMatch(/added\s+"test"\s+vitest run\n/);
    expect(stdout).toMatch(/added\s+"baseline:accept"\s+ragcheck baseline accept\n/);
    // The next steps recommend only scripts that exist now.
    expect(stdout).toContain('  1. npm test\n');
    expect(stdout).toContain('     npm run eval:record   (and');
    expect(stdout).toContain('(a drop then fails the run): npm run baseline:accept\n');

    const again = await run(['init'], dir);
    expect(read(dir, 'package.json')).toBe(after);
    expect(again.stdout).toMatch(/present\s+"eval"\s+vitest run --project evals/);
  });

  test('a test script that does not run the evals gets them appended, and says so; other scripts are kept', async () => {
    const mine = `{\n    "name": "x",\n    "scripts": {\n        "test": "jest",\n        "eval": "node my-eval.js"\n    }\n}`;
    const dir = tmp({ 'package.json': mine });
    const { stdout } = await run(['init'], dir);
    expect(scripts(dir)).toEqual({
      test: 'jest && vitest run --project evals',
      eval: 'node my-eval.js',
      'eval:record': 'ragcheck record',
      'baseline:accept': 'ragcheck baseline accept',
      'test:ui': 'vitest --ui --project evals',
    });
    // Its 4-space indentation is kept.
    expect(read(dir, 'package.json')).toContain(
      '\n    "scripts": {\n        "test": "jest && vitest run --project evals",\n',
    );
    expect(stdout).toMatch(
      /changed\s+"test"\s+jest && vitest run --project evals {2}\(was: jest, which did not run the evals\)/,
    );
    expect(stdout).toMatch(/kept\s+"eval"\s+node my-eval\.js {2}\(exists: left unchanged\)/);
    expect(stdout).toContain('  1. npm test\n');
    expect(stdout).not.toContain('npm run eval\n');
  });

  test('a plain `vitest` test script runs the evals with the config init wrote; with a config of its own, scripts name ragcheck’s', async () => {
    const plain = tmp({ 'package.json': '{ "scripts": { "test": "vitest" } }\n' });
    const { stdout } = await run(['init'], plain);
    expect(stdout).not.toContain('Your "test" script');
    expect(stdout).toContain('  1. npm test\n');

    const withConfig = tmp({ 'package.json': NPM_INIT, 'vite.config.ts': 'export default {};\n' });
    const out = await run(['init'], withConfig);
    // No --config anywhere: `ragcheck run` finds vitest.ragcheck.config.mts while it exists.
    expect(scripts(withConfig)).toEqual({
      test: 'vitest run --passWithNoTests && npm run eval',
      eval: 'ragcheck run',
      'eval:record': 'ragcheck record',
      'baseline:accept': 'ragcheck baseline accept',
      'test:ui': 'ragcheck run --ui',
    });
    expect(out.stdout).toContain('  1. npm test\n');

    // With ragcheck's own config, plain `vitest` runs the repo's config only: init makes it run the evals too.
    const keptWithConfig = tmp({ 'package.json': '{ "scripts": { "test": "vitest" } }', 'vitest.config.js': '' });
    const kept = await run(['init'], keptWithConfig);
    expect(scripts(keptWithConfig).test).toBe('vitest run && npm run eval');
    expect(kept.stdout).toMatch(/changed\s+"test"\s+vitest run && npm run eval {2}\(was: vitest,/);
    // A test script that already runs them is left alone.
    const runsThem = tmp({
      'package.json': '{ "scripts": { "test": "vitest run && ragcheck run" } }',
      'vitest.config.js': '',
    });
    await run(['init'], runsThem);
    expect(scripts(runsThem).test).toBe('vitest run && ragcheck run');
  });

  test('--dry-run lists the scripts it would add and writes nothing; CRLF files stay CRLF', async () => {
    const crlf = NPM_INIT.replaceAll('\n', '\r\n');
    const dir = tmp({ 'package.json': crlf });
    const { stdout } = await run(['init', '--dry-run'], dir);
    expect(read(dir, 'package.json')).toBe(crlf);
    expect(stdout).toMatch(/would add\s+"test"\s+vitest run\n/);
    await run(['init'], dir);
    expect(read(dir, 'package.json')).toMatch(/^\{\r\n {2}"name": "my-app",\r\n/);
    expect(read(dir, 'package.json').replaceAll('\r\n', '')).not.toContain('\n');
    expect(scripts(dir).test).toBe('vitest run');
  });

  test('without a package.json there are no scripts, and the next steps use npx', async () => {
    const { stdout } = await run(['init'], tmp());
    expect(stdout).not.toContain('package.json scripts:');
    expect(stdout).toContain('  1. npx vitest run --project evals\n');
    expect(stdout).toContain('     npx ragcheck record   (and');
    expect(stdout).toContain('(a drop then fails the run): npx ragcheck baseline accept\n');
  });
});

describe('ragcheck init: module format, test:ui and options', () => {
  test('writes .ts configs in an ESM package and .mts in any other, so Vite loads them as ESM', async () => {
    const cases: Array<[files: Record<string, string>, expected: string[]]> = [
      [{ 'package.json': '{ "type": "module" }' }, ['vitest.config.ts']],
      [{ 'package.json': '{ "type": "commonjs" }' }, ['vitest.config.mts']],
      [{ 'package.json': '{ "name": "no-type" }' }, ['vitest.config.mts']],
      [{ 'package.json': 'not json' }, ['vitest.config.mts']],
      [{}, ['vitest.config.mts']],
      [{ 'package.json': '{ "type": "module" }', 'vite.config.js': '' }, ['vitest.ragcheck.config.ts']],
      [{ 'package.json': '{ "type": "commonjs" }', 'vite.config.js': '' }, ['vitest.ragcheck.config.mts']],
    ];
    for (const [files, expected] of cases) {
      const dir = tmp(files);
      await run(['init'], dir);
      const configs = listFiles(dir).filter((f) => /^vitest\.(ragcheck\.)?config\./.test(f));
      expect(configs, JSON.stringify(files)).toEqual(expected);
      const own = expected[0]?.startsWith('vitest.ragcheck.') ? expected[0] : undefined;
      // Every command that names ragcheck's own config names the file init wrote.
      const workflow = read(dir, '.github/workflows/ragcheck.yml');
      if (own) {
        expect(workflow).toContain('run: npx ragcheck run\n');
        expect(read(dir, own)).toContain('npx ragcheck run');
      } else {
        expect(workflow).not.toContain('--config');
      }
    }
  });

  test('adds test:ui and names the @vitest/ui that matches the installed Vitest, exactly', async () => {
    const manifest = (name: string, version: string) => JSON.stringify({ name, version });
    const dir = tmp({
      'package.json': '{ "name": "app" }',
      'node_modules/vitest/package.json': manifest('vitest', '4.1.3'),
    });
    const { stdout } = await run(['init'], dir);
    expect(JSON.parse(read(dir, 'package.json')).scripts['test:ui']).toBe('vitest --ui --project evals');
    expect(stdout).toContain(
      "Browse the results in Vitest UI: npm run test:ui\n  (needs @vitest/ui at your Vitest's version: npm i -D @vitest/ui@4.1.3)",
    );
    expect(read(dir, 'evals/rag.eval.ts')).toContain('npm i -D @vitest/ui@4.1.3');
    // A UI of another version is named, with the same fix; the matching one needs nothing.
    const other = tmp({
      'node_modules/vitest/package.json': manifest('vitest', '4.1.3'),
      'node_modules/@vitest/ui/package.json': manifest('@vitest/ui', '5.1.2'),
    });
    expect((await run(['init'], other)).stdout).toContain('not 5.1.2: npm i -D @vitest/ui@4.1.3)');
    const matching = tmp({
      'node_modules/vitest/package.json': manifest('vitest', '4.1.3'),
      'node_modules/@vitest/ui/package.json': manifest('@vitest/ui', '4.1.3'),
    });
    expect((await run(['init'], matching)).stdout).toContain(
      'Browse the results in Vitest UI: npx vitest --ui --project evals\n',
    );
  });

  test('rejects an unknown option with its usage and exit 2', async () => {
    const { code, stderr } = await run(['init', '--force'], tmp());
    expect(code).toBe(2);
    expect(stderr).toContain("Unknown option '--force'");
    expect(stderr).toContain('Usage: ragcheck init [--dry-run]');
  });
});
