/**
 * The GitHub side of the PR view through the real CLI (`ragcheck pr-comment`, `ragcheck base-report`) and the real
 * fetch client, against a fake GitHub API on 127.0.0.1.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createTempDirs } from '../__fixtures__/temp-dirs.js';
import { runCli } from '../cli/run-cli.js';
import { COMMENT_MARKER } from '../compare/index.js';
import { type FakeGitHub, startFakeGitHub, writeZip } from './__fixtures__/fake-github.js';
import { readZip, ZipError } from './zip.js';

const tempDir = createTempDirs('ragcheck-github-');
let github: FakeGitHub;
let dir: string;

beforeEach(async () => {
  github = await startFakeGitHub('acme/shop');
  dir = tempDir();
});
afterEach(() => github.close());

function env(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const event = join(dir, 'event.json');
  writeFileSync(event, JSON.stringify({ pull_request: { number: 7 } }));
  return {
    GITHUB_API_URL: github.url,
    GITHUB_TOKEN: 'ghs_secret-token-value',
    GITHUB_REPOSITORY: 'acme/shop',
    GITHUB_EVENT_PATH: event,
    GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
    GITHUB_OUTPUT: join(dir, 'output.txt'),
    ...extra,
  };
}

async function comment(markdown: string, extra: NodeJS.ProcessEnv = {}) {
  writeFileSync(join(dir, 'compare.md'), markdown);
  return runCli(['pr-comment', '--markdown', 'compare.md', '--retry-delay', '1'], { cwd: dir, env: env(extra) });
}

const summary = () => readFileSync(join(dir, 'summary.md'), 'utf8');

describe('ragcheck pr-comment', () => {
  test('creates the comment on the first push and updates that one on the next, never a second one', async () => {
    github.comments.push({ id: 1, body: 'LGTM' });
    const first = await comment(`${COMMENT_MARKER}\n## first push\n`);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/created the ragcheck comment/);
    expect(github.comments).toHaveLength(2);
    const second = await comment(`${COMMENT_MARKER}\n## second push\n`);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/updated the ragcheck comment/);
    expect(github.comments).toEqual([
      { id: 1, body: 'LGTM' },
      { id: expect.any(Number), body: `${COMMENT_MARKER}\n## second push\n` },
    ]);
    expect(github.requests.map((r) => r.line)).toEqual([
      'GET /repos/acme/shop/issues/7/comments',
      'POST /repos/acme/shop/issues/7/comments',
      'GET /repos/acme/shop/issues/7/comments',
      `PATCH /repos/acme/shop/issues/comments/${github.comments[1]?.id}`,
    ]);
    expect(github.requests.every((r) => r.authorization === 'Bearer ghs_secret-token-value')).toBe(true);
    // The job summary gets the markdown every time; the token is never printed.
    expect(summary()).toBe(`${COMMENT_MARKER}\n## first push\n${COMMENT_MARKER}\n## second push\n`);
    expect(first.stdout + first.stderr + second.stdout + second.stderr).not.toContain('ghs_secret');
  });

  test('markdown without the marker gets it, so the next run still finds the comment', async () => {
    await comment('## plain\n');
    await comment('## plain again\n');
    expect(github.comments).toEqual([{ id: expect.any(Number), body: `${COMMENT_MARKER}\n## plain again\n` }]);
  });

  test('a read-only token (a pull request from a fork: 403) leaves the job summary only, exit 0', async () => {
    github.readOnly = true;
    const run = await comment(`${COMMENT_MARKER}\n## from a fork\n`);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^::notice::ragcheck pr-comment: the token may not write to this pull request/m);
    expect(github.comments).toEqual([]);
    expect(summary()).toContain('## from a fork');
  });

  test('a 5xx is retried; one that keeps failing is a warning, not a failed run', async () => {
    github.failNext(2, 502);
    const retried = await comment('## after two 502s\n');
    expect(retried.code).toBe(0);
    expect(retried.stdout).toMatch(/created/);
    expect(github.comments).toHaveLength(1);
    github.failNext(100, 503);
    const down = await comment('## GitHub down\n');
    expect(down.code).toBe(0);
    expect(down.stdout).toMatch(
      /^::warning::ragcheck pr-comment: GitHub's API kept failing \(.*HTTP 503 after 4 attempt/m,
    );
    expect(github.comments[0]?.body).toContain('after two 502s');
    expect(summary()).toContain('## GitHub down');
  });

  test('no token: the summary only, said as a notice', async () => {
    const run = await comment('## no token\n', { GITHUB_TOKEN: '' });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/::notice::.*no GITHUB_TOKEN/);
    expect(github.requests).toEqual([]);
  });

  test('bad usage is exit 2: no --markdown, no pull request number', async () => {
    expect((await runCli(['pr-comment'], { cwd: dir, env: env() })).code).toBe(2);
    writeFileSync(join(dir, 'm.md'), 'x');
    const noPr = await runCli(['pr-comment', '--markdown', 'm.md'], {
      cwd: dir,
      env: { ...env(), GITHUB_EVENT_PATH: '' },
    });
    expect(noPr.code).toBe(2);
    expect(noPr.stderr).toMatch(/--pr is required/);
  });
});

describe('ragcheck base-report', () => {
  const report = (label: string) => writeZip([{ name: 'ragcheck.json', data: `{"label":"${label}"}` }]);
  const fetchBase = (extra: NodeJS.ProcessEnv = {}) =>
    runCli(['base-report', '--branch', 'main', '--out', 'base', '--retry-delay', '1'], { cwd: dir, env: env(extra) });

  test("downloads the newest unexpired artifact of the base branch's own runs, through GitHub's redirect", async () => {
    github.artifacts.push(
      { id: 1, name: 'ragcheck-report', branch: 'main', createdAt: '2026-01-01T00:00:00Z', zip: report('old') },
      { id: 2, name: 'ragcheck-report', branch: 'main', createdAt: '2026-01-03T00:00:00Z', zip: report('newest') },
      { id: 3, name: 'ragcheck-report', branch: 'feature', createdAt: '2026-01-05T00:00:00Z', zip: report('pr') },
      {
        id: 4,
        name: 'ragcheck-report',
        branch: 'main',
        createdAt: '2026-01-06T00:00:00Z',
        fromFork: true,
        zip: report('fork'),
      },
      {
        id: 5,
        name: 'ragcheck-report',
        branch: 'main',
        createdAt: '2026-01-07T00:00:00Z',
        expired: true,
        zip: report('expired'),
      },
      { id: 6, name: 'html-report', branch: 'main', createdAt: '2026-01-08T00:00:00Z', zip: report('html') },
    );
    const run = await fetchBase();
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/::notice::ragcheck base-report: base report: artifact 2 from main/);
    expect(JSON.parse(readFileSync(join(dir, 'base/ragcheck.json'), 'utf8'))).toEqual({ label: 'newest' });
    expect(readFileSync(join(dir, 'output.txt'), 'utf8')).toBe('found=true\n');
    // The token goes to the API, not to the storage URL the download is redirected to.
    const storage = github.requests.find((r) => r.line.startsWith('GET /storage/'));
    expect(storage?.authorization).toBeUndefined();
  });

  test('none yet, no token, a 403 and an outage: found=false with a notice or a warning, exit 0', async () => {
    const none = await fetchBase();
    expect(none.stdout).toMatch(
      /no unexpired "ragcheck-report" artifact from main yet: verdict changes are not available/,
    );
    const noToken = await fetchBase({ GITHUB_TOKEN: '' });
    expect(noToken.stdout).toMatch(/::notice::.*no GITHUB_TOKEN/);
    github.failNext(100, 500);
    const down = await fetchBase();
    expect(down.code).toBe(0);
    expect(down.stdout).toMatch(/^::warning::.*kept failing/m);
    expect(readFileSync(join(dir, 'output.txt'), 'utf8')).toBe('found=false\nfound=false\nfound=false\n');
  });
});

describe('the zip reader', () => {
  test('reads what a deflating writer wrote, and refuses a path out of the folder and corrupt data', () => {
    const zip = writeZip([
      { name: 'reports/ragcheck.json', data: '{"a":1}' },
      { name: 'summary.md', data: 'x'.repeat(10_000) },
    ]);
    expect(readZip(zip).map((e) => [e.name, Buffer.from(e.data).toString()])).toEqual([
      ['reports/ragcheck.json', '{"a":1}'],
      ['summary.md', 'x'.repeat(10_000)],
    ]);
    expect(() => readZip(writeZip([{ name: '../evil.sh', data: 'rm -rf' }]))).toThrow(ZipError);
    const corrupt = writeZip([{ name: 'a.json', data: 'hello hello hello' }]);
    corrupt[37] = (corrupt[37] as number) ^ 0xff; // a byte of the deflated data (30-byte header + 6-byte name)
    expect(() => readZip(corrupt)).toThrow(/corrupt|invalid|incorrect/i);
    expect(() => readZip(new TextEncoder().encode('not a zip at all, not even close to one'))).toThrow(/not a zip/);
  });
});
