/**
 * Fetching a branch's last N reports through the real fetch client against the fake GitHub API on 127.0.0.1:
 * pages of artifacts (with and without a Link header), expired artifacts, fewer than asked, no token, a 403.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createTempDirs } from '../__fixtures__/temp-dirs.js';
import { type FakeArtifact, type FakeGitHub, startFakeGitHub, writeZip } from './__fixtures__/fake-github.js';
import { createGitHubClient } from './client.js';
import { fetchRecentReports, type RecentReportsOptions } from './recent-reports.js';

const TOKEN = 'ghs_secret-token-value';
const tempDir = createTempDirs('ragcheck-recent-');
let github: FakeGitHub;
let out: string;

beforeEach(async () => {
  github = await startFakeGitHub('acme/shop');
  out = join(tempDir(), 'history');
});
afterEach(() => github.close());

/** Artifact `id` of run `100 + id` on `branch`, made on day `id` of November, holding a report labelled with its id. */
function artifact(id: number, extra: Partial<FakeArtifact> = {}): FakeArtifact {
  return {
    id,
    name: 'ragcheck-report',
    branch: 'main',
    createdAt: `2026-11-${String(id).padStart(2, '0')}T09:00:00Z`,
    sha: `${String(id).padStart(2, '0')}${'c'.repeat(38)}`,
    runId: 100 + id,
    zip: writeZip([{ name: 'ragcheck.json', data: JSON.stringify({ label: `report ${id}` }) }]),
    ...extra,
  };
}

function fetchLast(count: number, extra: Partial<RecentReportsOptions> = {}) {
  const client = createGitHubClient({ apiUrl: github.url, token: TOKEN, retry: { retries: 1, retryDelayMs: 1 } });
  return fetchRecentReports({
    client,
    repo: 'acme/shop',
    branch: 'main',
    artifactName: 'ragcheck-report',
    count,
    out,
    ...extra,
  });
}

const labels = (files: readonly string[][]) =>
  files.map((f) => (JSON.parse(readFileSync(f[0] as string, 'utf8')) as { label: string }).label);
const listings = () => github.requests.filter((r) => r.line === 'GET /repos/acme/shop/actions/artifacts');

describe('fetchRecentReports', () => {
  test("reads the artifact list over several pages and returns the newest N of the branch's own runs, oldest first", async () => {
    for (let id = 1; id <= 14; id++) github.artifacts.push(artifact(id));
    // Not the branch's own runs: another branch, a fork's branch of the same name, another artifact's name.
    github.artifacts.push(
      artifact(20, { branch: 'feature' }),
      artifact(21, { fromFork: true }),
      artifact(22, { name: 'html-report' }),
    );
    const result = await fetchLast(12, { perPage: 5 });
    expect(result.state).toBe('found');
    expect(result.notes).toEqual([]);
    expect(result.reports.map((r) => r.artifactId)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(labels(result.reports.map((r) => r.files))).toEqual(Array.from({ length: 12 }, (_, i) => `report ${i + 3}`));
    expect(result.reports[0]).toEqual({
      dir: join(out, '0001-3'),
      files: [join(out, '0001-3', 'ragcheck.json')],
      artifactId: 3,
      runId: 103,
      commit: `03${'c'.repeat(38)}`,
      branch: 'main',
      date: '2026-11-03T09:00:00Z',
      source: 'artifact 3 (ragcheck-report)',
    });
    // The folders' name order is the runs' order, so the whole folder can be read as the series.
    expect(readdirSync(out).sort()).toEqual(result.reports.map((r) => basename(r.dir)));
    // 16 artifacts of that name, 5 a page, the fork's and the feature branch's newest: main's newest 12 are on the
    // first three pages, and the fourth is not asked for.
    expect(listings().map((r) => new URLSearchParams(r.search).get('page'))).toEqual([null, '2', '3']);
    expect(listings().every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
    // The token goes to the API, not to the storage URLs downloads are redirected to.
    const storage = github.requests.filter((r) => r.line.startsWith('GET /storage/'));
    expect(storage).toHaveLength(12);
    expect(storage.every((r) => r.authorization === undefined)).toBe(true);
  });

  test('counts pages itself when the API sends no Link header, and stops once it has N', async () => {
    github.linkHeader = false;
    for (let id = 1; id <= 14; id++) github.artifacts.push(artifact(id));
    const result = await fetchLast(7, { perPage: 5 });
    expect(result.reports.map((r) => r.artifactId)).toEqual([8, 9, 10, 11, 12, 13, 14]);
    expect(listings().map((r) => new URLSearchParams(r.search).get('page'))).toEqual([null, '2']);
  });

  test('skips expired artifacts and names each one in the window with its run and date; older ones are counted', async () => {
    for (let id = 1; id <= 12; id++) github.artifacts.push(artifact(id, { expired: id <= 6 || id === 10 }));
    const result = await fetchLast(6, { perPage: 100 });
    expect(result.reports.map((r) => r.artifactId)).toEqual([7, 8, 9, 11, 12]);
    expect(result.state).toBe('found');
    expect(result.message).toBe(
      `5 "ragcheck-report" report(s) from main (fewer than the 6 asked for), oldest first, in ${out}`,
    );
    const expired = "artifact expired: the run's figures are lost unless kept in a JSONL history";
    expect(result.notes).toEqual([
      `artifact 10 (run 110, 2026-11-10T09:00:00Z, commit 10ccccc): ${expired}`,
      `artifact 6 (run 106, 2026-11-06T09:00:00Z, commit 06ccccc): ${expired}`,
      `artifact 5 (run 105, 2026-11-05T09:00:00Z, commit 05ccccc): ${expired}`,
      `artifact 4 (run 104, 2026-11-04T09:00:00Z, commit 04ccccc): ${expired}`,
      `artifact 3 (run 103, 2026-11-03T09:00:00Z, commit 03ccccc): ${expired}`,
      `artifact 2 (run 102, 2026-11-02T09:00:00Z, commit 02ccccc): ${expired}`,
      '1 older expired artifact(s) of main',
    ]);
    // An expired artifact is never downloaded.
    expect(github.requests.some((r) => /\/(10|[1-6])\/zip$|\/(10|[1-6])\.zip$/.test(r.line))).toBe(false);
  });

  test('returns what there is when fewer than N were uploaded, and says so; none at all is state none', async () => {
    github.artifacts.push(artifact(1), artifact(2));
    const few = await fetchLast(12);
    expect(few.reports.map((r) => r.artifactId)).toEqual([1, 2]);
    expect(few.message).toMatch(/^2 "ragcheck-report" report\(s\) from main \(fewer than the 12 asked for\)/);
    github.artifacts.length = 0;
    const none = await fetchLast(12);
    expect(none).toMatchObject({ state: 'none', reports: [], notes: [] });
    expect(none.message).toBe('no readable "ragcheck-report" artifact from main (fewer than the 12 asked for)');
  });

  test('the run folders an earlier fetch left are removed first, and nothing else in the folder', async () => {
    for (let id = 1; id <= 4; id++) github.artifacts.push(artifact(id));
    await fetchLast(4);
    expect(readdirSync(out).sort()).toEqual(['0001-1', '0002-2', '0003-3', '0004-4']);
    writeFileSync(join(out, '0004-4', 'stale.json'), '{}');
    mkdirSync(join(out, 'mine'));
    writeFileSync(join(out, 'notes.txt'), 'kept');
    const result = await fetchLast(2);
    expect(readdirSync(out).sort()).toEqual(['0001-3', '0002-4', 'mine', 'notes.txt']);
    expect(readdirSync(join(out, '0002-4'))).toEqual(['ragcheck.json']);
    expect(result.reports.map((r) => basename(r.dir))).toEqual(['0001-3', '0002-4']);
  });

  test('an artifact that is not a readable zip or holds no report is left out with a note', async () => {
    github.artifacts.push(
      artifact(1),
      artifact(2, { zip: new Uint8Array([1, 2, 3]) }),
      artifact(3, { zip: writeZip([{ name: 'summary.md', data: '# no report' }]) }),
    );
    const result = await fetchLast(3);
    expect(result.reports.map((r) => r.artifactId)).toEqual([1]);
    expect(result.notes).toEqual([
      expect.stringMatching(
        /^artifact 2 \(run 102, .*\): not a readable zip \(not a zip file.*\); the run is left out$/,
      ),
      'artifact 3 (run 103, 2026-11-03T09:00:00Z, commit 03ccccc): holds no report (no .json file); the run is left out',
    ]);
  });

  test('no token: state no-token, nothing asked of the API', async () => {
    github.artifacts.push(artifact(1));
    const client = createGitHubClient({ apiUrl: github.url });
    const result = await fetchRecentReports({
      client,
      repo: 'acme/shop',
      branch: 'main',
      artifactName: 'ragcheck-report',
      count: 3,
      out,
    });
    expect(result).toEqual({
      state: 'no-token',
      level: 'notice',
      message: 'no GITHUB_TOKEN to list the uploaded reports',
      reports: [],
      notes: [],
    });
    expect(github.requests).toEqual([]);
  });

  test('a token that may not read artifacts (403) and an API that keeps failing are outcomes, the token never in them', async () => {
    github.artifacts.push(artifact(1));
    github.forbidArtifacts = true;
    const forbidden = await fetchLast(3);
    expect(forbidden).toMatchObject({ state: 'forbidden', level: 'notice', reports: [] });
    expect(forbidden.message).toBe('the token may not list artifacts (HTTP 403; the job needs actions: read)');
    github.forbidArtifacts = false;
    github.failNext(10, 503);
    const down = await fetchLast(3);
    expect(down).toMatchObject({ state: 'unavailable', level: 'warning', reports: [] });
    expect(down.message).toMatch(/^GitHub's API kept failing \(GET \/repos\/acme\/shop\/actions\/artifacts.* HTTP 503/);
    expect(JSON.stringify([forbidden, down])).not.toContain('ghs_secret');
  });

  test('a count that is not a positive integer is a RangeError naming `count`', async () => {
    await expect(fetchLast(0)).rejects.toThrow(RangeError);
    await expect(fetchLast(2.5)).rejects.toThrow(/`count` must be a positive integer \(got 2\.5\)/);
  });
});
