#!/usr/bin/env node
/**
 * `ragcheck init` as a user meets it, from an `npm pack` tarball (the npm registry is the only network used):
 *   1. an EMPTY project (`npm init -y`): `npm i` the tarball with Vitest, `npx ragcheck init` (files and npm
 *      scripts), `npm test` green on the example's recorded answers; the scaffold type-checks; shards merge;
 *   2. a project with files of its own: nothing of theirs changes but the scripts added to package.json, its
 *      `test` script is kept, both configs run;
 *   3. the documented adoption path (docs/plugging-in.md) in the empty project: an app that needs a model server plugged in as the
 *      template's TODOs say, recorded once (`npm run eval:record`) against a fake OpenAI-compatible server playing
 *      the app's model and the LLM judge, then `npm test` and the workflow init wrote (its `run:` steps, as a
 *      runner executes them) replay everything with no server, no model and no key;
 *   4. stack traces: an app that throws shows its own line in Vitest and in `ragcheck eval`, and every frame and
 *      every source map of the package names a file that exists.
 *
 *   node scripts/ci/init-pack.mjs          (about two minutes; needs the npm registry and a built dist/)
 *   node scripts/ci/init-pack.mjs --git    also installs from a git URL (git+file:// of this repo's HEAD): npm runs
 *                                       the `prepare` script (build) in a clone, as for a GitHub URL
 *   --no-build                          pack dist/ as it is (.ci/run: `npm ci` built it through `prepare`)
 *   --keep                              keep the temp directories and print where they are
 *
 * Exit codes: 0 every check passed, 1 a check failed (each failure is printed).
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  APP_CASES,
  APP_SOURCE,
  deadMapSources,
  fakeModel,
  framePaths,
  unmetDownloads,
  workflowJobs,
} from './init-pack-app.mjs';
import { bundlerTsconfig, createRun, repo, Stop } from './pack-lib.mjs';

const args = new Set(process.argv.slice(2));
const VITEST = 'vitest@4.1.12';
const VITE = 'vite@8.3.8';
const { check, must, sh, shAsync, packRepo, report } = createRun('init-pack');
/** `npx <args>` in `cwd`, as a user types it. */
const npx = (cwd, args, where) => sh(cwd, 'npx', args, where);

function snapshot(dir) {
  const files = {};
  const walk = (sub) => {
    for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else
        files[rel] = createHash('sha256')
          .update(readFileSync(join(dir, rel)))
          .digest('hex');
    }
  };
  walk('');
  return files;
}

function readReport(dir) {
  const file = join(dir, 'reports/ragcheck.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** The example suite's expected outcome: 3 passing cases (one a correct refusal) and 1 known failure. */
function checkExampleReport(dir, label) {
  const report = readReport(dir);
  check(report !== undefined, `${label}: wrote reports/ragcheck.json`);
  if (!report) return;
  const statuses = Object.fromEntries(report.cases.map((c) => [c.id, `${c.status}: ${c.verdict}`]));
  check(
    JSON.stringify(statuses) ===
      JSON.stringify({
        'pro-price': 'passed: pass',
        'export-formats': 'passed: pass',
        'watch-app': 'passed: correct refusal',
        'trash-days': 'known: FIX generation (faithfulness)',
      }),
    `${label}: 3 cases pass and trash-days is a known failure (got ${JSON.stringify(statuses)})`,
  );
}

/** Type-checks the scaffold with this repo's TypeScript, as a Vite-style project (bundler resolution) would. */
function typecheck(dir, include, where) {
  writeFileSync(
    join(dir, 'tsconfig.ragcheck-check.json'),
    bundlerTsconfig(include, { skipLibCheck: true, typeRoots: [join(repo, 'node_modules/@types')] }),
  );
  const tsc = sh(
    dir,
    process.execPath,
    [join(repo, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.ragcheck-check.json'],
    where,
  );
  check(tsc.code === 0, `${where}: the scaffolded TypeScript type-checks against the installed package`);
  rmSync(join(dir, 'tsconfig.ragcheck-check.json'));
}

/** Replaces `from` in a file, or fails the check: the template must still hold what its instructions name. */
function edit(file, from, to) {
  const text = readFileSync(file, 'utf8');
  must(text.includes(from), `${file.slice(file.lastIndexOf('/evals/') + 1)} holds ${JSON.stringify(from.trim())}`);
  writeFileSync(file, text.replace(from, to));
}

/** What the last run wrote to reports/ragcheck.json, per case: `status: verdict (judge cache)`. */
function caseOutcomes(dir) {
  return Object.fromEntries(
    (readReport(dir)?.cases ?? []).map((c) => [
      c.id,
      `${c.status}: ${c.verdict}${c.judge.cache ? ` (${c.judge.cache})` : ''}`,
    ]),
  );
}

const list = (dir) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.json')) : []);

/**
 * The documented adoption path (docs/plugging-in.md, "Record once, replay in CI"): the app plugged into the scaffold as its TODOs say, recorded once against a
 * model server (with an LLM judge), then replayed by `npm test` and by the workflow's own steps with no server, no
 * model and no key.
 */
async function adoptApp(app) {
  mkdirSync(join(app, 'src'), { recursive: true });
  writeFileSync(join(app, 'src/rag.ts'), APP_SOURCE);
  writeFileSync(join(app, 'fixtures/ragcheck/cases.jsonl'), `${APP_CASES.map((c) => JSON.stringify(c)).join('\n')}\n`);
  const suite = join(app, 'evals/rag.eval.ts');
  edit(
    suite,
    "import { defineRagSuite } from 'ragcheck/vitest';",
    "import { defineRagSuite } from 'ragcheck/vitest';\nimport { answerQuestion } from '../src/rag.js';",
  );
  // The stub's body becomes a call of the app, as the comment above it shows.
  const stub = /^ {4}throw new Error\(`evals\/rag\.eval\.ts: myApp is a stub.*$/m.exec(readFileSync(suite, 'utf8'));
  must(stub !== null, 'evals/rag.eval.ts holds the stub that throws');
  edit(
    suite,
    stub[0],
    '    const result = await answerQuestion(question, { topK: k });\n    return { answer: result.text, contexts: result.sources };',
  );
  edit(suite, '  // adapter: app,\n', "  adapter: app,\n  judge: 'openai',\n");
  const offline = { APP_MODEL_URL: undefined, OPENAI_BASE_URL: undefined, OPENAI_API_KEY: undefined };

  // Nothing recorded yet: the suite replays, so every answered case is an ERROR that says how to record.
  const unrecorded = sh(app, 'npm', ['test'], 'app', offline);
  check(unrecorded.code !== 0, 'npm test fails before anything is recorded');
  check(
    unrecorded.out.includes('no recorded response for case "pro-price"') &&
      unrecorded.out.includes('npx ragcheck record'),
    'a replay miss names the case and `npx ragcheck record`',
  );

  const server = await startFakeOpenAIServer(fakeModel);
  try {
    const live = { ...offline, APP_MODEL_URL: server.baseURL, OPENAI_BASE_URL: server.baseURL };
    const recorded = await shAsync(app, 'npm', ['run', 'eval:record'], 'app', live);
    check(
      recorded.code === 1,
      `npm run eval:record exits 1: the app's ids never meet the corpus (got ${recorded.code})`,
    );
    // The diagnosis wraps at the terminal's width (a continuation is the same words after a newline and an indent).
    const recordedFlat = recorded.out.replace(/\s+/g, ' ');
    check(
      recordedFlat.includes('plans-pro#chunk0 -> plans-pro') &&
        recordedFlat.includes('add `contextId: (id) => id.split("#")[0]` to your adapter'),
      'the run says the ids never met the corpus, with a did-you-mean and the contextId hook',
    );
    check(list(join(app, 'fixtures/ragcheck/recordings')).length === 4, "the app's 4 answers are recorded");
    check(
      list(join(app, 'fixtures/judge-cache')).length === 4,
      "the judge's 4 answers are recorded (the refusal too: the LLM judge's refusal call decides)",
    );
    const calls = server.requests.length;
    check(calls === 7, `recording called the model 3 times and the judge 4 times (got ${calls} requests)`);

    // The hook, as the template's comment has it: recordings keep the app's ids, so nothing is recorded again.
    edit(suite, "  // contextId: (id) => id.split('#')[0],", "  contextId: (id) => id.split('#')[0],");
    const replayed = sh(app, 'npm', ['test'], 'app', offline);
    check(replayed.code === 0, `npm test replays the recordings and exits 0 (got ${replayed.code})`);
    const outcomes = caseOutcomes(app);
    check(
      JSON.stringify(outcomes) ===
        JSON.stringify({
          'pro-price': 'passed: pass (hit)',
          'export-formats': 'passed: pass (hit)',
          'trash-days': 'passed: pass (hit)',
          'watch-app': 'passed: correct refusal (hit)',
        }),
      `every case passes on the recorded app and judge answers (got ${JSON.stringify(outcomes)})`,
    );
    check(server.requests.length === calls, 'the replay sent nothing to the model server');
  } finally {
    await server.close();
  }

  // CI: the workflow init wrote, executed as a runner would for a push to main, with no server, model or key: the
  // `${{ }}` expressions evaluated for a push (no PR sample), one matrix entry (this process's Node), `uses:` steps
  // (the runner's own actions) not run, and the pull-request-only compare job skipped by its `if:` (it needs
  // GitHub's API: base-report, pr-comment). What runs only on GitHub is checked statically: the report the compare
  // job downloads is one the job it needs uploads.
  const workflowFile = join(app, '.github/workflows/ragcheck.yml');
  const jobs = workflowJobs(workflowFile, { event: 'push', nodeMajor: process.versions.node.split('.')[0] });
  const uses = jobs.flatMap((job) => job.uses);
  check(
    uses.every((u) => ['actions/checkout', 'actions/setup-node', 'actions/upload-artifact'].includes(u)),
    `the push jobs' other steps are the runner's own actions (${uses.join(', ')})`,
  );
  const skipped = jobs.filter((job) => job.skipped);
  check(
    JSON.stringify(skipped.map((job) => job.id)) === '["compare","drift"]' &&
      skipped[0].skipped.includes('pull_request') &&
      skipped[1].skipped.includes('schedule'),
    `on a push only the pull-request compare job and the scheduled drift job are skipped (skipped: ${skipped.map((j) => `${j.id} (${j.skipped})`).join(', ') || 'none'})`,
  );
  for (const event of ['pull_request', 'push']) {
    const unmet = unmetDownloads(workflowFile, event);
    check(
      unmet.length === 0,
      `${event}: every artifact a job downloads is uploaded by a job it needs (${unmet.join('; ') || 'all met'})`,
    );
  }
  rmSync(join(app, 'reports'), { recursive: true, force: true });
  const summary = join(app, 'step-summary.md');
  const runs = jobs.flatMap((job) => job.runs);
  for (const step of runs) {
    if (step.skipped) {
      console.log(`(workflow step "${step.name}" skipped on a push: ${step.skipped})`);
      continue;
    }
    const result = sh(app, 'bash', ['-e', '-c', step.run], `workflow: ${step.name}`, {
      ...offline,
      ...step.env,
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_EVENT_NAME: 'push',
      GITHUB_STEP_SUMMARY: summary,
    });
    check(result.code === 0, `workflow step "${step.name}" exits 0 (got ${result.code})`);
  }
  check(
    runs.some((r) => r.run?.includes('vitest run')) && readReport(app)?.cases.length === 4,
    'the workflow ran the evals: reports/ragcheck.json has the 4 cases',
  );
  check(
    Object.values(caseOutcomes(app)).every((o) => o.startsWith('passed')),
    `in CI every case passed on the replayed answers (${JSON.stringify(caseOutcomes(app))})`,
  );
  check(existsSync(summary) && readFileSync(summary, 'utf8').includes('my-rag-app'), 'the job summary got the report');
  await scheduledDrift(app, workflowFile, offline);
}

/**
 * The scheduled drift job, opted in with the repository variable, its steps executed as a runner would: the live
 * app (the fake model server; its URL is the app's secret) asked every recorded case and judged live, against the
 * recordings. The app has not changed since it was recorded: no drift, exit 0, the job summary says so, the two
 * runs' reports are kept for the artifact, and not one recording is written.
 */
async function scheduledDrift(app, workflowFile, offline) {
  const nodeMajor = process.versions.node.split('.')[0];
  const jobs = workflowJobs(workflowFile, { event: 'schedule', nodeMajor, vars: { RAGCHECK_RERECORD: 'true' } });
  const ran = jobs.filter((job) => !job.skipped).map((job) => job.id);
  check(
    JSON.stringify(ran) === '["drift"]',
    `a scheduled run, opted in, runs the drift job only (ran: ${ran.join(', ')})`,
  );
  const recordings = join(app, 'fixtures/ragcheck/recordings');
  const before = list(recordings).map((f) => readFileSync(join(recordings, f), 'utf8'));
  const summary = join(app, 'drift-summary.md');
  const server = await startFakeOpenAIServer(fakeModel);
  try {
    const secrets = { APP_MODEL_URL: server.baseURL, OPENAI_BASE_URL: server.baseURL };
    for (const step of jobs.find((job) => job.id === 'drift')?.runs ?? []) {
      if (step.skipped || step.run === 'npm ci') continue;
      const result = await shAsync(app, 'bash', ['-e', '-c', step.run], `workflow (schedule): ${step.name}`, {
        ...offline,
        ...step.env,
        ...secrets,
        CI: 'true',
        GITHUB_ACTIONS: 'true',
        GITHUB_EVENT_NAME: 'schedule',
        GITHUB_STEP_SUMMARY: summary,
      });
      check(result.code === 0, `drift step "${step.name}" exits 0 on the app as recorded (got ${result.code})`);
    }
  } finally {
    await server.close();
  }
  const text = existsSync(summary) ? readFileSync(summary, 'utf8') : '';
  check(
    text.includes('drift of the live app against its recordings') && text.includes('no drift'),
    `the job summary says there is no drift (${text.split('\n').slice(0, 4).join(' / ')})`,
  );
  check(
    existsSync(join(app, 'drift-reports/recorded/ragcheck.json')) &&
      existsSync(join(app, 'drift-reports/live/ragcheck.json')),
    "the two runs' reports are kept for the ragcheck-drift artifact",
  );
  const after = list(recordings).map((f) => readFileSync(join(recordings, f), 'utf8'));
  check(JSON.stringify(after) === JSON.stringify(before), 'drift wrote no recording');
}

/** An app that throws: Vitest and the CLI show its frames, and every frame printed names a file that exists. */
function checkStacks(app) {
  const dead = deadMapSources(join(app, 'node_modules/ragcheck/dist'));
  check(
    dead.length === 0,
    `every source map of the package names a shipped file (dead: ${dead.slice(0, 3).join(', ') || 'none'})`,
  );
  writeFileSync(
    join(app, 'src/broken.ts'),
    "export async function callModel(question: string): Promise<string> {\n  await new Promise((r) => setTimeout(r, 1));\n  throw new Error('Connection error. (' + question.length + ')');\n}\n",
  );
  writeFileSync(
    join(app, 'broken-adapter.ts'),
    "import { defineAdapter } from 'ragcheck';\nimport { callModel } from './src/broken.js';\nexport default defineAdapter({ name: 'broken', async ask({ question }) { return { answer: await callModel(question), contexts: [] }; } });\n",
  );
  writeFileSync(
    join(app, 'evals/broken.eval.ts'),
    "import { defineRagSuite } from 'ragcheck/vitest';\nimport adapter from '../broken-adapter.js';\ndefineRagSuite({ name: 'broken', cases: 'fixtures/ragcheck/cases.jsonl', baseline: false, adapter });\n",
  );
  const vitest = npx(app, ['vitest', 'run', '--project', 'evals', 'evals/broken.eval.ts'], 'stacks');
  check(vitest.code === 1, 'a suite whose app throws fails');
  check(
    /❯ callModel src\/broken\.ts:3:9/.test(vitest.out) &&
      vitest.out.includes("3|   throw new Error('Connection error."),
    'Vitest shows the line of the app that threw, with its code',
  );
  const cli = npx(
    app,
    ['ragcheck', 'eval', '--cases', 'fixtures/ragcheck/cases.jsonl', '--adapter', './broken-adapter.ts'],
    'stacks',
  );
  check(cli.code === 3, 'ragcheck eval exits 3 when the adapter throws');
  check(
    /adapter stack:\n {4}at callModel \(\S*src\/broken\.ts:3:9\)/.test(cli.out),
    "ragcheck eval lists the app's frames",
  );
  const frames = [...framePaths(vitest.out, app), ...framePaths(cli.out, app)];
  const missing = frames.filter((f) => !existsSync(f));
  check(
    frames.length > 0 && missing.length === 0,
    `every frame printed names a file that exists (missing: ${missing.join(', ') || 'none'})`,
  );
  for (const file of ['src/broken.ts', 'broken-adapter.ts', 'evals/broken.eval.ts']) rmSync(join(app, file));
}

const { startFakeOpenAIServer } = await import('../../dist/testing/index.js').catch(() => {
  console.error('init-pack: dist/ is missing: run `npm run build` first (npm ci does it).');
  process.exit(1);
});
const root = mkdtempSync(join(tmpdir(), 'ragcheck-init-pack-'));
let stopped;
try {
  // 1. The tarball, as `npm pack` makes it from a fresh build (or dist/ as it is, with --no-build).
  const tarballPath = packRepo(join(root, 'pack'), { build: !args.has('--no-build') });
  const listing = sh(root, 'tar', ['-tzf', tarballPath], 'pack');
  for (const file of [
    'dist/cli/bin.js',
    'dist/vitest/index.js',
    'src/evaluate/evaluate-case.ts',
    'templates/init/evals/rag.eval.ts',
    '.env.example',
  ]) {
    check(listing.out.includes(`package/${file}`), `the tarball holds ${file}`);
  }
  // The refusal vocabularies, all data files: the build imports them from dist/, and src/ keeps them readable.
  for (const language of ['en', 'de', 'es', 'fr', 'pt', 'it', 'ja', 'zh']) {
    for (const dir of ['dist/refusal/languages', 'src/refusal/languages']) {
      const file = `${dir}/${language}.json`;
      check(listing.out.includes(`package/${file}`), `the tarball holds ${file}`);
    }
  }

  // 2. An empty project: install, init, run.
  const empty = join(root, 'empty');
  mkdirSync(empty);
  sh(empty, 'npm', ['init', '-y'], 'empty');
  const install = sh(empty, 'npm', ['i', '-D', '--no-audit', '--no-fund', tarballPath, VITEST, VITE], 'empty');
  must(install.code === 0, `npm i <tarball> ${VITEST} ${VITE} (the tarball holds dist/, so no build runs)`);
  check(!existsSync(join(empty, 'node_modules/typescript')), 'no TypeScript was installed: prepare did not run');
  const help = npx(empty, ['ragcheck', '--help'], 'empty');
  check(help.code === 0 && /\binit\b/.test(help.out), 'npx ragcheck --help lists init');
  const init = npx(empty, ['ragcheck', 'init'], 'empty');
  must(init.code === 0, 'npx ragcheck init exits 0');
  for (const file of [
    'evals/rag.eval.ts',
    'fixtures/ragcheck/corpus.jsonl',
    'fixtures/ragcheck/cases.jsonl',
    // npm init -y writes a CommonJS package: the config is .mts, so Vite loads it as ESM (no warning, see below).
    'vitest.config.mts',
    '.github/workflows/ragcheck.yml',
    '.env.example',
  ]) {
    check(
      existsSync(join(empty, file)) && new RegExp(`created\\s+${file.replaceAll('.', '\\.')}`).test(init.out),
      `init created ${file}`,
    );
  }
  check(
    init.out.includes('Next steps:') && init.out.includes('3. Commit and push'),
    'init printed the next three steps',
  );
  const scripts = JSON.parse(readFileSync(join(empty, 'package.json'), 'utf8')).scripts;
  check(
    JSON.stringify(scripts) ===
      JSON.stringify({
        test: 'vitest run',
        eval: 'vitest run --project evals',
        'eval:record': 'ragcheck record',
        'baseline:accept': 'ragcheck baseline accept',
        'test:ui': 'vitest --ui --project evals',
      }),
    `init replaced npm's placeholder test and added eval, eval:record, baseline:accept (got ${JSON.stringify(scripts)})`,
  );
  const recommended = [...init.out.matchAll(/npm (?:test|run ([\w:]+))/g)].map((m) => m[1] ?? 'test');
  check(
    recommended.length > 0 && recommended.every((name) => name in scripts),
    `init recommends only scripts that exist (${[...new Set(recommended)].join(', ')})`,
  );
  const scaffoldedSuite = readFileSync(join(empty, 'evals/rag.eval.ts'), 'utf8');
  const npmTest = sh(empty, 'npm', ['test'], 'empty');
  check(npmTest.code === 0, `npm test exits 0 on the recorded example answers (got ${npmTest.code})`);
  check(
    !/configLoader|loaded as CommonJS/.test(npmTest.out),
    'Vite loads the scaffolded config as ESM in a CommonJS package: no config-loader warning',
  );
  checkExampleReport(empty, 'npm test');
  rmSync(join(empty, 'reports'), { recursive: true, force: true });
  const evalsRun = npx(empty, ['vitest', 'run', '--project', 'evals'], 'empty');
  check(evalsRun.code === 0, `npx vitest run --project evals exits 0 (got ${evalsRun.code})`);
  checkExampleReport(empty, 'npx vitest run --project evals');
  const validate = npx(
    empty,
    ['ragcheck', 'validate', '--cases', 'fixtures/ragcheck/cases.jsonl', '--corpus', 'fixtures/ragcheck/corpus.jsonl'],
    'empty',
  );
  check(validate.code === 0, 'npx ragcheck validate (next step 2) exits 0 on the example fixtures');
  // ragcheck/testing by package path, as a user testing an adapter imports it: it type-checks and its fake
  // OpenAI server answers over the network. The same text is valid TypeScript and JavaScript.
  const fakeServerCheck = [
    "import { startFakeOpenAIServer } from 'ragcheck/testing';",
    "const server = await startFakeOpenAIServer([{ status: 429, headers: { 'retry-after-ms': '1' } }, { content: 'hi' }]);",
    'const post = () => fetch(server.baseURL + "/chat/completions", { method: "POST", body: "{}" });',
    'const first = await post();',
    'const second = await post();',
    'const body = await second.json();',
    'await server.close();',
    "const ok = first.status === 429 && body.choices[0].message.content === 'hi' && server.requests.length === 2;",
    "console.log(ok ? 'fake server ok' : 'fake server wrong: ' + first.status + ' ' + JSON.stringify(body));",
    '',
  ].join('\n');
  writeFileSync(join(empty, 'fake-server-check.ts'), fakeServerCheck);
  writeFileSync(join(empty, 'fake-server-check.mjs'), fakeServerCheck);
  const fakeServer = sh(empty, process.execPath, ['fake-server-check.mjs'], 'empty');
  check(
    fakeServer.code === 0 && fakeServer.out.includes('fake server ok'),
    `import('ragcheck/testing') from the installed package serves a fake OpenAI API (${fakeServer.out.trim()})`,
  );
  typecheck(empty, ['evals', 'vitest.config.mts', 'fake-server-check.ts'], 'empty');
  for (const file of ['fake-server-check.ts', 'fake-server-check.mjs']) rmSync(join(empty, file));
  const again = npx(empty, ['ragcheck', 'init'], 'empty');
  check(again.code === 0 && !/created/.test(again.out), 'a second init creates nothing');

  // The sharding commands of docs/ci.md as a user runs them: a second eval file, 2 blob shards, one merge.
  const suite = readFileSync(join(empty, 'evals/rag.eval.ts'), 'utf8');
  writeFileSync(join(empty, 'evals/rag-2.eval.ts'), suite.replace("name: 'my-rag-app'", "name: 'my-rag-app-2'"));
  rmSync(join(empty, 'reports'), { recursive: true, force: true });
  for (const shard of ['1/2', '2/2']) {
    const run = npx(empty, ['vitest', 'run', '--project', 'evals', `--shard=${shard}`, '--reporter=blob'], 'empty');
    check(run.code === 0, `shard ${shard} exits 0`);
  }
  const merged = npx(empty, ['vitest', '--merge-reports'], 'empty');
  check(merged.code === 0, 'npx vitest --merge-reports (the config reporters) exits 0');
  const countCases = () => readReport(empty)?.cases.length;
  check(countCases() === 8, `the merged reports/ragcheck.json has the 8 cases of both files (got ${countCases()})`);
  rmSync(join(empty, 'reports'), { recursive: true, force: true });
  const mergedCli = npx(
    empty,
    [
      'vitest',
      '--merge-reports',
      '--reporter=default',
      '--reporter=ragcheck/reporter',
      '--reporter=junit',
      '--outputFile.junit=reports/junit.xml',
    ],
    'empty',
  );
  check(mergedCli.code === 0, 'npx vitest --merge-reports with --reporter=ragcheck/reporter and JUnit exits 0');
  check(
    countCases() === 8 && existsSync(join(empty, 'reports/junit.xml')),
    'it wrote reports/ragcheck.json (8 cases) and reports/junit.xml',
  );
  rmSync(join(empty, 'evals/rag-2.eval.ts'));

  // 3. A project with files of its own: nothing may change; ragcheck gets its own config.
  const existing = join(root, 'existing');
  const own = {
    'package.json': `${JSON.stringify({ name: 'my-app', private: true, type: 'module', scripts: { test: 'vitest run' }, devDependencies: { ragcheck: `file:${tarballPath}`, vitest: '4.1.12' } }, null, 2)}\n`,
    'vitest.config.ts':
      "import { defineConfig } from 'vitest/config';\n\nexport default defineConfig({ test: { include: ['src/**/*.test.ts'] } });\n",
    'src/sum.test.ts': "import { expect, test } from 'vitest';\n\ntest('adds', () => expect(1 + 1).toBe(2));\n",
    '.env.example': 'MY_APP_URL=http://127.0.0.1:3000\n',
    '.github/workflows/ci.yml':
      'name: ci\non: push\njobs:\n  t:\n    runs-on: ubuntu-latest\n    steps:\n      - run: npm test\n',
    'evals/rag.eval.ts':
      "// my own eval file, not ragcheck's\nimport { test } from 'vitest';\ntest('mine', () => {});\n",
  };
  for (const [file, text] of Object.entries(own)) {
    mkdirSync(dirname(join(existing, file)), { recursive: true });
    writeFileSync(join(existing, file), text);
  }
  // Same packages as the empty project: reuse its install rather than a second download.
  symlinkSync(join(empty, 'node_modules'), join(existing, 'node_modules'), 'dir');
  const before = snapshot(existing);
  const initExisting = npx(existing, ['ragcheck', 'init'], 'existing');
  must(initExisting.code === 0, 'npx ragcheck init exits 0 in a project with files of its own');
  const after = snapshot(existing);
  const changed = Object.keys(before).filter((f) => after[f] !== before[f]);
  check(
    JSON.stringify(changed) === '["package.json"]',
    `no existing file changed but package.json (changed: ${changed.join(', ') || 'none'})`,
  );
  const ownManifest = JSON.parse(own['package.json']);
  const newManifest = JSON.parse(readFileSync(join(existing, 'package.json'), 'utf8'));
  check(
    JSON.stringify(newManifest) ===
      JSON.stringify({
        ...ownManifest,
        scripts: {
          // init runs the evals from the project's test script, through `ragcheck run`, which finds
          // vitest.ragcheck.config.ts while it exists and the project's config once the snippet is merged
          test: 'vitest run && npm run eval',
          eval: 'ragcheck run',
          'eval:record': 'ragcheck record',
          'baseline:accept': 'ragcheck baseline accept',
          'test:ui': 'ragcheck run --ui',
        },
      }),
    'package.json: its test script runs the evals too, the missing scripts added (ragcheck run), nothing else touched',
  );
  check(
    /changed\s+"test"\s+vitest run && npm run eval/.test(initExisting.out),
    'init said it changed the test line so that it also runs the evals',
  );
  check(
    initExisting.out.includes('vitest.config.ts exists, so ragcheck got its own vitest.ragcheck.config.ts'),
    'init said it kept vitest.config.ts',
  );
  for (const file of ['.env.example', 'evals/rag.eval.ts']) {
    check(
      new RegExp(`skipped\\s+${file.replaceAll('.', '\\.')}\\s+\\(exists: left unchanged\\)`).test(initExisting.out),
      `init listed ${file} as skipped`,
    );
  }
  check(
    existsSync(join(existing, 'vitest.ragcheck.config.ts')),
    'init wrote vitest.ragcheck.config.ts beside the existing config',
  );
  check(initExisting.out.includes('ragcheckProject('), 'init printed the config snippet to merge');
  const created = Object.keys(after)
    .filter((f) => !(f in before))
    .sort();
  check(
    JSON.stringify(created) ===
      JSON.stringify([
        '.github/workflows/ragcheck.yml',
        // Reports and secrets kept out of commits: created here, appended to where one exists.
        '.gitignore',
        'fixtures/ragcheck/cases.jsonl',
        'fixtures/ragcheck/corpus.jsonl',
        'vitest.ragcheck.config.ts',
      ]),
    `only new files were added (${created.join(', ')})`,
  );
  check(
    ['reports/', '.env'].every((line) =>
      (existsSync(join(existing, '.gitignore')) ? readFileSync(join(existing, '.gitignore'), 'utf8') : '')
        .split('\n')
        .includes(line),
    ),
    'init wrote reports/ and .env into the new .gitignore',
  );
  const ownRun = npx(existing, ['vitest', 'run'], 'existing');
  check(ownRun.code === 0 && /1 passed/.test(ownRun.out), "the project's own config still runs its own test");
  // The kept evals/rag.eval.ts is the project's own file; the scaffolded suite is what init would have written.
  writeFileSync(join(existing, 'evals/ragcheck.eval.ts'), scaffoldedSuite);
  const ragRun = sh(existing, 'npm', ['run', 'eval'], 'existing');
  check(ragRun.code === 0, `npm run eval (vitest run --config vitest.ragcheck.config.ts --project evals) exits 0`);
  checkExampleReport(existing, 'npm run eval');

  // 4. The app plugged in, recorded, and replayed by the workflow with no model and no key.
  await adoptApp(join(root, 'empty'));
  // 5. Stack traces from the packed install lead to files that exist.
  checkStacks(join(root, 'empty'));

  // 6. Optional: a git URL install, where npm runs `prepare` (the build) in a clone.
  if (args.has('--git')) {
    const git = join(root, 'git');
    mkdirSync(git);
    sh(git, 'npm', ['init', '-y'], 'git');
    const gitInstall = sh(
      git,
      'npm',
      ['i', '-D', '--no-audit', '--no-fund', `git+file://${repo}`, VITEST, VITE],
      'git',
    );
    check(gitInstall.code === 0, 'npm i git+file://<repo> (prepare builds dist in a clone)');
    check(existsSync(join(git, 'node_modules/ragcheck/dist/cli/bin.js')), 'the git install has dist/cli/bin.js');
    check(npx(git, ['ragcheck', 'init'], 'git').code === 0, 'npx ragcheck init exits 0 (git install)');
    check(npx(git, ['vitest', 'run'], 'git').code === 0, 'npx vitest run exits 0 (git install)');
  }
} catch (error) {
  if (!(error instanceof Stop)) throw error;
  stopped = error;
} finally {
  if (args.has('--keep')) console.log(`\nkept: ${root}`);
  else rmSync(root, { recursive: true, force: true });
}
process.exit(report(stopped));
