import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorMessage, isFileWriteError, RagcheckError } from '../../errors.js';
import { writeFileAtomicSync } from '../../fs/index.js';
import { flagCommand } from '../args.js';
import { type CliIO, EXIT } from '../command.js';
import { scaffoldFromCorpus } from './init-corpus.js';
import { hasScript, planScripts, type ScriptsPlan } from './init-scripts.js';

const usage = `Usage: ragcheck init [--dry-run] [--corpus FILE|GLOB]

Scaffolds ragcheck into the current directory, never overwriting a file (existing ones are skipped and listed):
  evals/rag.eval.ts                 an eval suite with a stub adapter for your app (TODO), replaying the example
  fixtures/ragcheck/corpus.jsonl    a small example corpus
  fixtures/ragcheck/cases.jsonl     example cases with recorded answers (3 pass, 1 known failure)
  vitest.config.ts                  unit + evals projects and the ragcheck reporter; when a Vitest/Vite config
                                    exists, vitest.ragcheck.config.ts instead, and the snippet to merge is printed
                                    (.mts instead of .ts unless package.json says "type": "module", so Vite
                                    loads the config as ESM)
  .github/workflows/ragcheck.yml    runs the evals on pull requests, replaying recorded answers (no app, no key)
  .env.example                      the judge settings
  .gitignore                        reports/, .env and the installed Vitest's report folders (created, or the
                                    missing lines appended)
  package.json scripts              eval, eval:record, baseline:accept, test:ui: each only where that script is
                                    missing; test where missing (npm's placeholder counts), and an existing
                                    test that does not run the evals gets them appended (the change is printed)

Options:
  --dry-run   list what would be created or skipped, write nothing
  --corpus FILE|GLOB
              start from your own corpus instead of the example: a corpus file (.jsonl) or Markdown / text
              documents ("docs/**/*.md", quoted so the shell leaves the glob alone), chunked by heading and
              paragraph into fixtures/ragcheck/corpus.jsonl; fixtures/ragcheck/cases.jsonl gets drafts from
              \`ragcheck generate\` ("draft": true: reported apart until reviewed), and the suite answers with the
              offline lexical app (BM25 + extractive answers) until you plug in yours; repeatable`;

/** Config files Vitest reads on its own: if one exists, ours must not shadow or replace it. */
const VITEST_CONFIGS = ['vitest', 'vite'].flatMap((base) =>
  ['ts', 'mts', 'cts', 'js', 'mjs', 'cjs'].map((ext) => `${base}.config.${ext}`),
);

/**
 * The extension of the config files init writes: `.ts` in an ESM package (`"type": "module"`), else `.mts`. The
 * configs use `import`; Vite loads a `.ts` config of a CommonJS package (npm init's default) as CommonJS and warns on
 * every run that this will stop working, while `.mts` is ESM whatever the package type.
 */
function configExtension(cwd: string): 'ts' | 'mts' {
  try {
    const manifest = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8')) as { type?: unknown };
    return manifest.type === 'module' ? 'ts' : 'mts';
  } catch {
    return 'mts';
  }
}
/**
 * The `.gitignore` lines init adds (never twice): ragcheck's reports, your secrets, and the report folders of the
 * installed Vitest (5 writes `.vitest/`, 4 wrote `html/` and `.vitest-reports/`; both sets when none is installed).
 */
export function gitignoreEntries(cwd: string): string[] {
  const major = Number(installedVersion(cwd, 'vitest')?.split('.')[0]);
  const vitest =
    major >= 5 ? ['.vitest/'] : major === 4 ? ['html/', '.vitest-reports/'] : ['.vitest/', 'html/', '.vitest-reports/'];
  return ['reports/', ...vitest, '.env'];
}

/** The lines of `.gitignore` that are missing (by trimmed line), and the file's text after adding them. */
function planGitignore(cwd: string): { missing: string[]; text: string; exists: boolean } {
  const path = join(cwd, '.gitignore');
  const exists = existsSync(path);
  const current = exists ? readFileSync(path, 'utf8') : '';
  const lines = new Set(current.split(/\r?\n/).map((line) => line.trim()));
  const missing = gitignoreEntries(cwd).filter((entry) => !lines.has(entry));
  const sep = current === '' || current.endsWith('\n') ? '' : '\n';
  return { missing, text: `${current}${sep}${missing.map((m) => `${m}\n`).join('')}`, exists };
}

/**
 * `.env.example` as init writes it: without the paragraphs that name a file of this repo that the scaffold does not
 * create (a variable for one of ragcheck's own eval files), so every file it names exists after init.
 */
function scaffoldEnvExample(text: string, scaffolded: readonly string[]): string {
  const paragraphs = text.split(/\n\s*\n/);
  const kept = paragraphs.filter((paragraph) => {
    const paths = paragraph.match(/\b(?:[\w-]+\/)+[\w.-]+\.[a-z]+\b/g) ?? [];
    return paths.every((path) => scaffolded.includes(path));
  });
  return `${kept.join('\n\n').trimEnd()}\n`;
}

const CONFIG_SNIPPET = `  import { ragcheckProject, ragcheckReporters } from 'ragcheck/vitest';

  export default defineConfig({
    test: {
      reporters: ragcheckReporters(),  // Vitest's default reporter + ragcheck's (+ github-actions on GitHub)
      projects: [
        { extends: true, test: { name: 'unit', include: [/* your current test.include */] } },
        ragcheckProject({ name: 'evals', include: ['evals/**/*.eval.ts'] }),
      ],
    },
  });`;

/** `init --corpus`: the corpus and draft cases (JSONL) that replace the example's, and what the drafting found. */
export interface CorpusScaffold {
  corpus: string;
  cases: string;
  /** The drafting summary (`ragcheck generate`'s), printed after the plan. */
  summary: string;
  /** Drafts written, and how many of them are out of scope. */
  drafts: number;
}

/** One file `init` writes: where it goes, what it holds, whether it is already there (then it is skipped). */
export interface ScaffoldFile {
  path: string;
  content: string;
  exists: boolean;
}

/** What `init` would do in a directory. */
export interface InitPlan {
  files: ScaffoldFile[];
  /** The Vitest or Vite config already there, if any (then ragcheck gets its own config file). */
  existingConfig: string | undefined;
  /** ragcheck's own config file (`vitest.ragcheck.config.ts` or `.mts`), written when a config already exists. */
  ownConfig: string | undefined;
  /** The command that runs the evals, as the next steps and the workflow show it. */
  evalsCommand: string;
  /** The command that opens Vitest UI on the evals. */
  uiCommand: string;
  /** The npm scripts to add to package.json (undefined without a readable package.json). */
  scripts: ScriptsPlan | undefined;
}

/** A file (or a link to one) is there; a folder at a file's path is not "exists" but a write that will fail. */
function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The package root: this file is src/cli/commands/init.ts, or dist/cli/commands/init.js once built. */
function packageRoot(): string {
  return fileURLToPath(new URL('../../../', import.meta.url));
}

function readTemplate(root: string, file: string): string {
  const path = join(root, file);
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new RagcheckError(
      `ragcheck init: cannot read its template ${path} (${errorMessage(error)}). The package looks incomplete: reinstall ragcheck (its package.json "files" must include templates and .env.example).`,
      { cause: error },
    );
  }
}

/** Works out what `init` would create in `cwd`, reading the templates shipped with the package. */
export function planInit(cwd: string, root: string = packageRoot(), fromCorpus?: CorpusScaffold): InitPlan {
  const found = VITEST_CONFIGS.find((name) => existsSync(join(cwd, name)));
  // A config that already sets up ragcheck (ours from an earlier run, or the snippet merged) needs nothing more.
  const configured = found !== undefined && readFileSync(join(cwd, found), 'utf8').includes('ragcheckProject(');
  const existingConfig = configured ? undefined : found;
  const ext = configExtension(cwd);
  const ownConfig = `vitest.ragcheck.config.${ext}`;
  // With ragcheck's own config file, the commands init writes are `ragcheck run`, which uses that file while it
  // exists and the repo's config once the snippet is merged and the file deleted: they stay right in both layouts.
  const evalsCommand = existingConfig ? 'npx ragcheck run' : 'npx vitest run --project evals';
  const adapt = (text: string) =>
    existingConfig
      ? text
          .replaceAll('npx vitest run --project evals', evalsCommand)
          .replaceAll('npx vitest --ui --project evals', 'npx ragcheck run --ui')
      : text;
  const sources: Array<[target: string, source: string]> = [
    ['evals/rag.eval.ts', 'templates/init/evals/rag.eval.ts'],
    ['fixtures/ragcheck/corpus.jsonl', 'templates/init/fixtures/ragcheck/corpus.jsonl'],
    ['fixtures/ragcheck/cases.jsonl', 'templates/init/fixtures/ragcheck/cases.jsonl'],
    existingConfig
      ? [ownConfig, 'templates/init/vitest.ragcheck.config.ts']
      : [configured ? found : `vitest.config.${ext}`, 'templates/init/vitest.config.ts'],
    ['.github/workflows/ragcheck.yml', 'templates/init/github/workflows/ragcheck.yml'],
    ['.env.example', '.env.example'],
  ];
  // --- init --corpus: the user's corpus, drafts from it and the lexical app replace the example and its stub.
  if (fromCorpus) {
    for (const entry of sources)
      if (entry[0] === 'evals/rag.eval.ts') entry[1] = 'templates/init/evals/rag-corpus.eval.ts';
  }
  const generated: Record<string, string> = fromCorpus
    ? { 'fixtures/ragcheck/corpus.jsonl': fromCorpus.corpus, 'fixtures/ragcheck/cases.jsonl': fromCorpus.cases }
    : {};
  // --- end init --corpus
  const targets = sources.map(([path]) => path);
  const files = sources.map(([path, source]) => ({
    path,
    content: adapt(
      generated[path] ??
        (source === '.env.example'
          ? scaffoldEnvExample(readTemplate(root, source), targets)
          : readTemplate(root, source)),
    )
      .replaceAll('vitest.ragcheck.config.ts', ownConfig)
      .replaceAll(
        'needs @vitest/ui at your Vitest version',
        `needs @vitest/ui at your Vitest version: ${vitestUiInstall(cwd)}`,
      ),
    exists: isFile(join(cwd, path)),
  }));
  return {
    files,
    existingConfig,
    ownConfig: existingConfig ? ownConfig : undefined,
    evalsCommand,
    uiCommand: existingConfig ? 'npx ragcheck run --ui' : 'npx vitest --ui --project evals',
    scripts: planPackageScripts(cwd, existingConfig !== undefined),
  };
}

/** The scripts plan for `cwd/package.json`, or undefined when there is none (or it is not JSON: a hint says so). */
function planPackageScripts(cwd: string, ownConfig: boolean): ScriptsPlan | undefined {
  const path = join(cwd, 'package.json');
  if (!existsSync(path)) return undefined;
  try {
    return planScripts(readFileSync(path, 'utf8'), ownConfig);
  } catch {
    return undefined;
  }
}

/**
 * Adds the missing scripts to package.json (a whole-file atomic write: the file is never half written); returns
 * the failure, said like a scaffold file's, when it cannot.
 */
function writeScripts(cwd: string, scripts: ScriptsPlan | undefined): FailedWrite | undefined {
  if (scripts?.updated === undefined) return undefined;
  try {
    writeFileAtomicSync(join(cwd, 'package.json'), scripts.updated, { shownAs: 'package.json' });
    return undefined;
  } catch (error) {
    if (!isFileWriteError(error)) throw error;
    const names = scripts.scripts.filter((s) => s.action === 'add').map((s) => `"${s.name}"`);
    return { path: 'package.json', reason: `${error.reason} (the scripts ${names.join(', ')} were not added)` };
  }
}

/** A scaffold file that could not be written, and why. */
interface FailedWrite {
  path: string;
  reason: string;
}

/**
 * Writes the files that do not exist yet, each atomically and never over an existing one, even on a race. A file
 * that cannot be written (a file where a folder must go) is listed with the reason, and the others are still made.
 */
function writeScaffold(
  cwd: string,
  files: readonly ScaffoldFile[],
): { created: string[]; skipped: string[]; failed: FailedWrite[] } {
  const created: string[] = [];
  const skipped: string[] = [];
  const failed: FailedWrite[] = [];
  for (const file of files) {
    if (file.exists) {
      skipped.push(file.path);
      continue;
    }
    const target = join(cwd, file.path);
    try {
      writeFileAtomicSync(target, file.content, { overwrite: false, shownAs: file.path });
      created.push(file.path);
    } catch (error) {
      if (!isFileWriteError(error)) throw error;
      if (error.systemCode === 'EEXIST' && isFile(target)) skipped.push(file.path);
      else failed.push({ path: file.path, reason: error.reason });
    }
  }
  return { created, skipped, failed };
}

/** The version of a package installed in `cwd`'s node_modules (as Node resolves it from there), if any. */
export function installedVersion(cwd: string, name: string): string | undefined {
  try {
    const manifest = createRequire(join(cwd, 'package.json')).resolve(`${name}/package.json`);
    const version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: unknown }).version;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The exact command that installs the @vitest/ui matching the project's Vitest: a plain `npm i -D @vitest/ui`
 * installs the newest, which wants the newest Vitest and stops npm with ERESOLVE in a project on an older one.
 */
export function vitestUiInstall(cwd: string): string {
  return `npm i -D @vitest/ui@${installedVersion(cwd, 'vitest') ?? '<your vitest version>'}`;
}

/** What the UI line adds: the install command while @vitest/ui is missing or not at Vitest's version. */
function uiNote(cwd: string): string {
  const vitest = installedVersion(cwd, 'vitest');
  const ui = installedVersion(cwd, '@vitest/ui');
  if (ui !== undefined && ui === vitest) return '';
  return `\n  (needs @vitest/ui at your Vitest's version${ui ? `, not ${ui}` : ''}: ${vitestUiInstall(cwd)})`;
}

/** Hints about the repo that would stop the scaffold from running (no package.json, vitest missing...). */
function repoHints(cwd: string): string[] {
  const hints: string[] = [];
  const packageJson = join(cwd, 'package.json');
  if (!existsSync(packageJson)) {
    hints.push('no package.json here: run `npm init -y`, then `npm i -D <ragcheck tarball or git URL> vitest@4`.');
  } else {
    let manifest: Record<string, Record<string, string> | undefined> = {};
    try {
      manifest = JSON.parse(readFileSync(packageJson, 'utf8'));
    } catch {
      hints.push('package.json is not valid JSON: fix it before installing anything.');
    }
    const deps = { ...manifest.dependencies, ...manifest.devDependencies };
    if (!deps.vitest)
      hints.push('vitest is not in package.json: `npm i -D vitest@4` (ragcheck needs Vitest 4.1.0 or a later 4.x).');
    if (!deps.ragcheck) hints.push('ragcheck is not in package.json: `npm i -D <ragcheck tarball or git URL>`.');
    if (!existsSync(join(cwd, 'package-lock.json'))) {
      hints.push(
        'no package-lock.json: the workflow runs `npm ci`, which needs one (commit it, or edit the install step).',
      );
    }
  }
  return hints;
}

function printPlan(
  io: CliIO,
  plan: InitPlan,
  dryRun: boolean,
  fromCorpus: CorpusScaffold | undefined,
  { created, skipped, failed }: { created: string[]; skipped: string[]; failed: FailedWrite[] },
  gitignore?: { missing: string[]; exists: boolean; failed?: string },
): void {
  const verb = (done: string, would: string) => (dryRun ? would : done);
  const width = Math.max(...plan.files.map((f) => f.path.length));
  const lines = [`ragcheck init${dryRun ? ' (dry run: nothing is written)' : ''}: ${plan.files.length} files`, ''];
  for (const file of plan.files) {
    const isCreated = created.includes(file.path);
    const isFailed = failed.some((f) => f.path === file.path);
    const action = isFailed ? 'FAILED' : isCreated ? verb('created', 'would create') : verb('skipped', 'would skip');
    const why = isFailed ? '  (could not write it: see below)' : isCreated ? '' : '  (exists: left unchanged)';
    lines.push(`  ${action.padEnd(12)} ${file.path.padEnd(width)}${why}`.trimEnd());
  }
  if (plan.existingConfig) {
    lines.push(
      '',
      `${plan.existingConfig} exists, so ragcheck got its own ${plan.ownConfig}. To run the evals with your other tests`,
      `instead, add this to ${plan.existingConfig} and delete ${plan.ownConfig}:`,
      '',
      CONFIG_SNIPPET,
      '',
      `The scripts, the workflow and evals/rag.eval.ts run the evals with \`ragcheck run\`, which uses ${plan.ownConfig}`,
      `while it exists and ${plan.existingConfig} once it is gone: nothing else to change (then "test" can be \`vitest run\`).`,
    );
  }
  if (skipped.includes('.env.example')) {
    lines.push(
      '',
      'Your .env.example was kept: the judge settings are documented in node_modules/ragcheck/.env.example.',
    );
  }
  if (skipped.includes('evals/rag.eval.ts')) {
    lines.push('', 'evals/rag.eval.ts exists and was kept: the next steps assume the scaffolded one.');
  }
  const scripts = plan.scripts;
  if (scripts) {
    lines.push('', 'package.json scripts:');
    for (const script of scripts.scripts) {
      const notAdded = failed.some((f) => f.path === 'package.json');
      const action =
        script.action === 'add' || script.action === 'change'
          ? notAdded
            ? 'FAILED'
            : script.action === 'add'
              ? verb('added', 'would add')
              : verb('changed', 'would change')
          : script.action === 'same'
            ? 'present'
            : 'kept';
      const shown =
        script.action === 'kept'
          ? `${script.existing}  (exists: left unchanged)`
          : script.action === 'change'
            ? `${script.command}  (was: ${script.existing}, which did not run the evals)`
            : script.command;
      lines.push(`  ${action.padEnd(12)} ${`"${script.name}"`.padEnd(17)} ${shown}`);
    }
  }
  if (gitignore && gitignore.missing.length > 0) {
    const did = gitignore.failed
      ? `could not update .gitignore (${gitignore.failed}): add these lines yourself`
      : verb(
          gitignore.exists ? 'added to .gitignore' : 'created .gitignore with',
          gitignore.exists ? 'would add to .gitignore' : 'would create .gitignore with',
        );
    lines.push('', `${did} (generated reports, your secrets): ${gitignore.missing.join(' ')}`);
  }
  const hints = repoHints(io.cwd);
  if (hints.length > 0) lines.push('', 'Before you run it:', ...hints.map((h) => `  - ${h}`));
  // Scripts that could not be written do not exist: recommend the commands instead.
  const written = failed.some((f) => f.path === 'package.json') ? undefined : scripts;
  const runs = (name: string, fallback: string) => (hasScript(written, name) ? `npm run ${name}` : fallback);
  const testRunsEvals = hasScript(written, 'test');
  lines.push(
    '',
    'Next steps:',
    `  1. ${testRunsEvals ? 'npm test' : runs('eval', plan.evalsCommand)}`,
    fromCorpus
      ? `     runs the ${fromCorpus.drafts} drafts in fixtures/ragcheck/cases.jsonl against the offline lexical app: reported apart,\n     never failing the run, until you review each and delete its "draft" field (docs/generating-cases.md).`
      : '     runs the example suite: the recorded answers in fixtures/ragcheck/cases.jsonl, 3 pass and 1 known failure.',
    '  2. Plug in your app: in evals/rag.eval.ts make `myApp` call it and pass `adapter: app` (your app wrapped in',
    '     withRecording). Put your corpus and questions in fixtures/ragcheck/ (check them: npx ragcheck validate',
    '     --cases fixtures/ragcheck/cases.jsonl --corpus fixtures/ragcheck/corpus.jsonl). Then record your app once:',
    `     ${runs('eval:record', 'npx ragcheck record')}   (and an LLM judge's answers, if you use one), and commit`,
    '     fixtures/ragcheck/recordings/ (and fixtures/judge-cache/).',
    '  3. Commit and push: .github/workflows/ragcheck.yml runs the evals on every pull request and replays the',
    '     recorded answers: no app, model or key needed. A replay miss is ERROR (adapter) naming the case to record.',
    '',
    `Accept the current scores as baselines (a drop then fails the run): ${runs('baseline:accept', 'npx ragcheck baseline accept')}`,
    '',
    `Browse the results in Vitest UI: ${runs('test:ui', plan.uiCommand)}${uiNote(io.cwd)}`,
  );
  if (fromCorpus) lines.push('', 'Drafted from your corpus:', fromCorpus.summary.trimEnd());
  io.stdout(`${lines.join('\n')}\n`);
}

export const command = flagCommand({
  name: 'init',
  summary: 'scaffold evals, example fixtures, Vitest config and a CI workflow here (never overwrites)',
  usage,
  options: { 'dry-run': { type: 'boolean' }, corpus: { type: 'string', multiple: true } },
  async run(values, io) {
    const dryRun = values['dry-run'] === true;
    const fromCorpus = values.corpus?.length ? scaffoldFromCorpus(values.corpus, io.cwd) : undefined;
    const plan = planInit(io.cwd, packageRoot(), fromCorpus);
    const outcome = dryRun
      ? {
          created: plan.files.filter((f) => !f.exists).map((f) => f.path),
          skipped: plan.files.filter((f) => f.exists).map((f) => f.path),
          failed: [],
        }
      : writeScaffold(io.cwd, plan.files);
    const scriptsFailure = dryRun ? undefined : writeScripts(io.cwd, plan.scripts);
    if (scriptsFailure) outcome.failed.push(scriptsFailure);
    // Reports and secrets must not be committed by accident: .gitignore is created, or appended to.
    const gitignore: { missing: string[]; exists: boolean; text: string; failed?: string } = planGitignore(io.cwd);
    if (!dryRun && gitignore.missing.length > 0) {
      try {
        writeFileAtomicSync(join(io.cwd, '.gitignore'), gitignore.text, { shownAs: '.gitignore' });
      } catch (error) {
        if (!isFileWriteError(error)) throw error;
        gitignore.failed = error.reason;
      }
    }
    printPlan(io, plan, dryRun, fromCorpus, outcome, gitignore);
    if (outcome.failed.length === 0) return EXIT.ok;
    const writes = plan.files.length + (plan.scripts?.updated === undefined ? 0 : 1);
    io.stderr(
      `ragcheck init: ${outcome.failed.length} of ${writes} files could not be written:\n${outcome.failed.map((f) => `  could not write ${f.path}: ${f.reason}\n`).join('')}Move what is in the way (or fix the permissions) and run \`ragcheck init\` again: it keeps what it wrote.\n`,
    );
    return EXIT.error;
  },
});
