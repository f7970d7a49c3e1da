/**
 * The runner emulation scripts/ci/init-pack.mjs runs init's workflow with (scripts/ci/init-pack-app.mjs): `${{ }}`
 * expressions evaluated as Actions does for the event, jobs and steps skipped by their `if:`, and the artifact a
 * job downloads checked against what the jobs it needs upload (init's template once downloaded a name no job
 * uploaded: the pull-request job fails on GitHub, and nothing off GitHub runs that step).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { type FakeGitHub, startFakeGitHub, writeZip } from './github/__fixtures__/fake-github.js';
import { simulatedReports } from './history/simulate.js';

interface Contexts {
  [name: string]: unknown;
}
interface Job {
  id: string;
  skipped?: string;
  matrix?: Record<string, unknown>;
  runs: Array<{ name: string; run?: string; env?: Record<string, string>; skipped?: string }>;
  uses: string[];
}
interface Emulation {
  evaluateExpression(expression: string, contexts: Contexts): unknown;
  interpolate(text: string, contexts: Contexts): string;
  eventContexts(event: string, matrix?: Record<string, unknown>, index?: number, total?: number): Contexts;
  workflowJobs(file: string, options: { event: string; nodeMajor: string; vars?: Record<string, string> }): Job[];
  unmetDownloads(file: string, event: string): string[];
}
const emulation = join(import.meta.dirname, '../scripts/ci/init-pack-app.mjs');
const { evaluateExpression, interpolate, eventContexts, workflowJobs, unmetDownloads } = (await import(
  emulation
)) as Emulation;

const work = mkdtempSync(join(tmpdir(), 'ragcheck-workflow-emulation-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const workflow = (name: string, text: string) => {
  const file = join(work, name);
  writeFileSync(file, text);
  return file;
};

describe('expressions', () => {
  const push = eventContexts('push', { node: 22 }, 1, 2);
  const pull = eventContexts('pull_request', { node: 24 });

  test('operators as in Actions: && and || yield an operand, == ignores case between strings', () => {
    const sample = "github.event_name == 'pull_request' && vars.RAGCHECK_PR_SAMPLE || ''";
    expect(evaluateExpression(sample, push)).toBe('');
    expect(evaluateExpression(sample, { ...pull, vars: { RAGCHECK_PR_SAMPLE: '25%' } })).toBe('25%');
    expect(evaluateExpression("github.event_name == 'PULL_REQUEST'", pull)).toBe(true);
    expect(evaluateExpression("github.event_name != 'pull_request' && !cancelled()", push)).toBe(true);
    expect(evaluateExpression('matrix.node == 22 && (strategy.job-index > 0)', push)).toBe(true);
    expect(evaluateExpression("matrix.node == '22'", push)).toBe(true);
    expect(evaluateExpression('github.event.pull_request.number || github.ref', push)).toBe('refs/heads/main');
    expect(evaluateExpression("steps.compare.outputs.code == '1'", push)).toBe(false);
    expect(evaluateExpression("'it''s'", push)).toBe("it's");
  });

  test("init's re-recording switch: only with the repository variable and the repository's secrets (no fork)", () => {
    const text = readFileSync(join(import.meta.dirname, '../templates/init/github/workflows/ragcheck.yml'), 'utf8');
    const expression = /RAGCHECK_RECORD: \$\{\{ (.+) \}\}/.exec(text)?.[1] as string;
    const optIn = { vars: { RAGCHECK_RERECORD: 'true' } };
    expect(evaluateExpression(expression, push)).toBe('replay');
    expect(evaluateExpression(expression, { ...push, ...optIn })).toBe('auto');
    const repo = (push.github as { repository?: string }).repository ?? 'owner/app';
    const fromHere = {
      ...(pull.github as object),
      repository: repo,
      event: { pull_request: { head: { repo: { full_name: repo } } } },
    };
    const fromFork = { ...fromHere, event: { pull_request: { head: { repo: { full_name: 'someone/app' } } } } };
    expect(evaluateExpression(expression, { ...pull, ...optIn, github: fromHere })).toBe('auto');
    expect(evaluateExpression(expression, { ...pull, ...optIn, github: fromFork })).toBe('replay');
    expect(evaluateExpression(expression, { ...pull, github: fromHere })).toBe('replay');
  });

  test('interpolation: each expression by its value, null as nothing; format() fills its placeholders', () => {
    const name = `ragcheck-report\${{ strategy.job-index > 0 && format('-node{0}', matrix.node) || '' }}`;
    expect(interpolate(name, push)).toBe('ragcheck-report-node22');
    expect(interpolate(name, pull)).toBe('ragcheck-report');
    expect(interpolate(`seed=\${{ github.event.pull_request.base.sha }}.`, push)).toBe('seed=.');
  });

  test('a context or function the emulation does not know fails, naming it', () => {
    expect(() => evaluateExpression('secrets.OPENAI_API_KEY', push)).toThrow(/the secrets context is not emulated/);
    expect(() => evaluateExpression("hashFiles('compare.md') != ''", push)).toThrow(/hashFiles\(\) is not emulated/);
    expect(() => evaluateExpression('github.ref =~ x', push)).toThrow(/cannot read "="/);
    expect(() => evaluateExpression("(github.ref == 'x'", push)).toThrow(/a \( is not closed/);
    expect(() => evaluateExpression('github.ref github.sha', push)).toThrow(/cannot read "github.sha"/);
  });
});

describe('a workflow run for an event', () => {
  const file = workflow(
    'two-jobs.yml',
    `on: [push, pull_request]
jobs:
  test:
    strategy: { matrix: { node: [24, 22] } }
    env: { MODE: replay }
    steps:
      - uses: actions/checkout@v4
      - run: npm ci
      - name: run
        env: { SAMPLE: "\${{ github.event_name == 'pull_request' && '10%' || '' }}", NODE: "\${{ matrix.node }}" }
        run: npx vitest run
      - name: pull requests only
        if: github.event_name == 'pull_request'
        run: exit 2
      - uses: actions/upload-artifact@v4
        with: { name: "report\${{ strategy.job-index > 0 && format('-{0}', matrix.node) || '' }}", path: reports/ }
  compare:
    needs: test
    if: \${{ github.event_name == 'pull_request' && !cancelled() }}
    steps:
      - uses: actions/download-artifact@v4
        with: { name: report }
      - run: exit 2
`,
  );

  test('a push runs the matrix entry of this Node with its expressions evaluated, and skips what is for pull requests', () => {
    const [tests, compare] = workflowJobs(file, { event: 'push', nodeMajor: '22' });
    expect(tests?.matrix).toEqual({ node: 22 });
    expect(tests?.uses).toEqual(['actions/checkout', 'actions/upload-artifact']);
    expect(tests?.runs).toEqual([
      { name: 'npm ci', run: 'npm ci', env: { MODE: 'replay' } },
      { name: 'run', run: 'npx vitest run', env: { MODE: 'replay', SAMPLE: '', NODE: '22' } },
      { name: 'pull requests only', skipped: "if: github.event_name == 'pull_request'" },
    ]);
    expect(compare).toMatchObject({ id: 'compare', runs: [] });
    expect(compare?.skipped).toMatch(/pull_request/);
  });

  test('a pull request runs both jobs; a Node outside the matrix runs its first entry', () => {
    const jobs = workflowJobs(file, { event: 'pull_request', nodeMajor: '20' });
    expect(jobs.map((j) => j.skipped)).toEqual([undefined, undefined]);
    expect(jobs[0]?.matrix).toEqual({ node: 24 });
    expect(jobs[0]?.runs.find((r) => r.name === 'run')?.env?.SAMPLE).toBe('10%');
    expect(jobs[0]?.runs.map((r) => r.name)).toContain('pull requests only');
  });

  test('a download of a name no needed job uploads is reported; the one the first matrix entry uploads is met', () => {
    expect(unmetDownloads(file, 'pull_request')).toEqual([]);
    const renamed = workflow(
      'renamed.yml',
      readFileSync(file, 'utf8').replace(
        "strategy.job-index > 0 && format('-{0}', matrix.node) || ''",
        "format('-{0}', matrix.node)",
      ),
    );
    expect(unmetDownloads(renamed, 'pull_request')).toEqual(['compare: report (uploaded: report-24, report-22)']);
  });

  test("init's workflow and this repo's: every download is met", () => {
    for (const path of ['../templates/init/github/workflows/ragcheck.yml', '../.github/workflows/ci.yml'])
      for (const event of ['push', 'pull_request'])
        expect(unmetDownloads(join(import.meta.dirname, path), event)).toEqual([]);
  });
});

describe("init's scheduled drift job", () => {
  const template = join(import.meta.dirname, '../templates/init/github/workflows/ragcheck.yml');
  const nodeMajor = process.versions.node.split('.')[0] as string;
  const optIn = { RAGCHECK_RERECORD: 'true' };
  const drift = (event: string, vars: Record<string, string> = {}) =>
    workflowJobs(template, { event, nodeMajor, vars }).find((j) => j.id === 'drift') as Job;

  test('skipped without the repository variable; with it, a schedule or a manual run runs drift and nothing else', () => {
    for (const event of ['schedule', 'workflow_dispatch']) {
      expect(drift(event).skipped).toMatch(/vars\.RAGCHECK_RERECORD == 'true'/);
      const jobs = workflowJobs(template, { event, nodeMajor, vars: optIn });
      expect(jobs.filter((j) => !j.skipped).map((j) => j.id)).toEqual(['drift']);
      const step = drift(event, optIn).runs.find((r) => r.run?.includes('ragcheck drift'));
      expect(step?.run).toContain('npx ragcheck drift --format markdown --out drift.md');
      expect(drift(event, optIn).uses).toContain('actions/upload-artifact');
    }
  });

  test('never runs for a pull request or a push, opted in or not; the evals run for those and never on the schedule', () => {
    // The whole workflow cannot be emulated for a pull request (its compare job reads hashFiles()): the job's if.
    const text = readFileSync(template, 'utf8');
    const condition = /\n {2}drift:\n {4}if: \$\{\{ (.+) \}\}\n/.exec(text)?.[1] as string;
    expect(condition).toBeDefined();
    for (const event of ['pull_request', 'push']) {
      for (const vars of [{}, optIn])
        expect(evaluateExpression(condition, { ...eventContexts(event), vars })).toBe(false);
    }
    expect(evaluateExpression(condition, { ...eventContexts('schedule'), vars: optIn })).toBe(true);
    expect(drift('push', optIn).skipped).toBeDefined();
    expect(
      workflowJobs(template, { event: 'push', nodeMajor, vars: optIn }).find((j) => j.id === 'evals')?.skipped,
    ).toBeUndefined();
    expect(
      workflowJobs(template, { event: 'schedule', nodeMajor }).find((j) => j.id === 'evals')?.skipped,
    ).toBeDefined();
  });

  test("the step's exit is drift's: a significant drift (1) or an app that is down (3) fails the job; the summary gets the markdown either way", {
    timeout: 60_000,
  }, () => {
    const step = drift('schedule', optIn).runs.find((r) => r.run?.includes('ragcheck drift')) as Job['runs'][0];
    expect(step.env).toEqual({ RAGCHECK_CACHE: 'replay' });
    // `npx` as the runner would find it, here a stand-in with drift's exit code and output: the step's own shell
    // (set +e, the summary, the exit) is what is under test; `ragcheck drift` itself is tested in src/cli.
    const bin = join(work, 'bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(
      join(bin, 'npx'),
      '#!/bin/sh\necho "$@" > args.txt\n[ "$DRIFT_CODE" = 2 ] || printf "## drift %s\\n" "$DRIFT_CODE" > drift.md\nexit "$DRIFT_CODE"\n',
    );
    chmodSync(join(bin, 'npx'), 0o755);
    for (const code of [0, 1, 2, 3]) {
      const cwd = mkdtempSync(join(work, 'job-'));
      const summary = join(cwd, 'summary.md');
      writeFileSync(summary, '');
      const result = spawnSync('bash', ['-e', '-c', step.run as string], {
        cwd,
        env: {
          ...step.env,
          PATH: `${bin}:${process.env.PATH}`,
          GITHUB_STEP_SUMMARY: summary,
          DRIFT_CODE: String(code),
        },
        encoding: 'utf8',
      });
      expect(result.status, result.stderr).toBe(code);
      expect(readFileSync(join(cwd, 'args.txt'), 'utf8')).toBe(
        'ragcheck drift --format markdown --out drift.md --keep-reports drift-reports\n',
      );
      expect(readFileSync(summary, 'utf8')).toBe(code === 2 ? '' : `## drift ${code}\n`);
    }
  });
});

describe("init's history steps: the real CLI against the fake GitHub API", () => {
  const template = join(import.meta.dirname, '../templates/init/github/workflows/ragcheck.yml');
  const nodeMajor = process.versions.node.split('.')[0] as string;
  const cliBin = join(import.meta.dirname, '../dist/cli/bin.js');
  /** The steps of a job by name, straight from the YAML (the compare job reads hashFiles(), not emulated). */
  const stepOf = (job: string, name: string) => {
    const steps = (parseYaml(readFileSync(template, 'utf8')) as { jobs: Record<string, { steps: YamlStep[] }> }).jobs[
      job
    ]?.steps;
    return steps?.find((s) => s.name === name) as YamlStep;
  };
  interface YamlStep {
    name: string;
    run: string;
    env: Record<string, string>;
  }

  /** `npx` as the runner finds it once `npm ci` installed ragcheck: here, the built CLI of this checkout. */
  function npxBin(): string {
    const bin = join(work, 'history-bin');
    mkdirSync(bin, { recursive: true });
    writeFileSync(
      join(bin, 'npx'),
      `#!/bin/sh\n[ "$1" = ragcheck ] || exit 127\nshift\nexec "${process.execPath}" "${cliBin}" "$@"\n`,
    );
    chmodSync(join(bin, 'npx'), 0o755);
    return bin;
  }

  /** The step's shell, run without blocking this process (the fake GitHub API answers from it). */
  function runStep(run: string, cwd: string, env: Record<string, string>) {
    const child = spawn('bash', ['-e', '-c', run], { cwd, env: { PATH: `${npxBin()}:${process.env.PATH}`, ...env } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      out += d.toString();
    });
    return new Promise<{ code: number | null; out: string }>((done) =>
      child.on('close', (code) => done({ code, out })),
    );
  }

  async function withArtifacts(slide: number, count: number, body: (github: FakeGitHub) => Promise<void>) {
    const github = await startFakeGitHub('acme/shop');
    simulatedReports({ seed: 9000, slide })
      .slice(0, count)
      .forEach((report, i) => {
        github.artifacts.push({
          id: i + 1,
          name: 'ragcheck-report',
          branch: 'main',
          createdAt: `2026-11-${String(i + 1).padStart(2, '0')}T09:00:00Z`,
          runId: 700 + i,
          zip: writeZip([{ name: 'ragcheck.json', data: JSON.stringify(report) }]),
        });
      });
    try {
      await body(github);
    } finally {
      await github.close();
    }
  }

  test('a push: the branch history is a Mermaid chart in the job summary; a drop warns and the step still exits 0', {
    timeout: 60_000,
  }, async () => {
    const job = workflowJobs(template, { event: 'push', nodeMajor }).find((j) => j.id === 'evals') as Job;
    const step = job.runs.find((r) => r.name === "The branch's history (a chart in the job summary)");
    expect(step?.skipped).toBeUndefined();
    expect(step?.env).toMatchObject({ BRANCH: 'main' });
    await withArtifacts(0.03, 11, async (github) => {
      const cwd = mkdtempSync(join(work, 'push-'));
      mkdirSync(join(cwd, 'reports'));
      writeFileSync(
        join(cwd, 'reports/ragcheck.json'),
        JSON.stringify(simulatedReports({ seed: 9000, slide: 0.03 })[11]),
      );
      const summary = join(cwd, 'summary.md');
      const result = await runStep(step?.run as string, cwd, {
        ...(step?.env as Record<string, string>),
        GITHUB_TOKEN: 'ghs_emulated',
        GITHUB_API_URL: github.url,
        GITHUB_REPOSITORY: 'acme/shop',
        GITHUB_STEP_SUMMARY: summary,
      });
      expect(result.code, result.out).toBe(0);
      expect(result.out).toContain("::warning::ragcheck history: a drop over the branch's runs");
      expect(readFileSync(summary, 'utf8')).toMatch(/```mermaid\n[\s\S]*?\nxychart-beta\n/);
      expect(readFileSync(summary, 'utf8')).not.toContain('ghs_emulated');
    });
    // Without a token (or runs yet): a notice, no chart, the push is not failed.
    const cwd = mkdtempSync(join(work, 'push-'));
    mkdirSync(join(cwd, 'reports'));
    writeFileSync(join(cwd, 'reports/ragcheck.json'), JSON.stringify(simulatedReports({ seed: 1, slide: 0 })[0]));
    const alone = await runStep(step?.run as string, cwd, {
      BRANCH: 'main',
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_STEP_SUMMARY: join(cwd, 'summary.md'),
    });
    expect(alone.code, alone.out).toBe(0);
    expect(alone.out).toContain('::notice::ragcheck history: no chart this time (exit 2');
  });

  test('a pull request: the base branch history and this run follow the comparison in the comment markdown', {
    timeout: 60_000,
  }, async () => {
    const step = stepOf('compare', "The base branch's history and this run (a chart in the comment)");
    const expression = (name: string) => `\${{ ${name} }}`;
    expect(step.env).toEqual({ GITHUB_TOKEN: expression('github.token'), BASE_REF: expression('github.base_ref') });
    await withArtifacts(0, 6, async (github) => {
      const cwd = mkdtempSync(join(work, 'pr-'));
      mkdirSync(join(cwd, 'head-report'));
      writeFileSync(
        join(cwd, 'head-report/ragcheck.json'),
        JSON.stringify(simulatedReports({ seed: 9000, slide: 0 })[6]),
      );
      writeFileSync(join(cwd, 'compare.md'), '## compare\n');
      const result = await runStep(step.run, cwd, {
        GITHUB_TOKEN: 'ghs_emulated',
        BASE_REF: 'main',
        GITHUB_API_URL: github.url,
        GITHUB_REPOSITORY: 'acme/shop',
      });
      expect(result.code, result.out).toBe(0);
      const comment = readFileSync(join(cwd, 'compare.md'), 'utf8');
      expect(comment.startsWith('## compare\n\n')).toBe(true);
      expect(comment).toMatch(/```mermaid\n[\s\S]*?\nxychart-beta\n/);
      expect(comment).not.toContain('ghs_emulated');
    });
  });
});
