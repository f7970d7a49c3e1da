/**
 * The last N reports a branch uploaded as artifacts (`ragcheck history --last N`): pages through the repository's
 * artifact list (following the `Link` header, else counting pages), keeps the newest N unexpired artifacts of that
 * name made on the branch of the repository itself, downloads and unzips each into its own folder, and says what it
 * skipped and why. Nothing is thrown for GitHub's answers: the outcome and the notes say what happened.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Artifact, isOwnBranchArtifact, newestFirst, unzipInto } from './artifacts.js';
import { type GitHubClient, GitHubUnavailableError } from './client.js';
import type { Outcome } from './pr-view.js';
import { ZipError } from './zip.js';

/** What {@link fetchRecentReports} needs. */
export interface RecentReportsOptions {
  client: GitHubClient;
  /** `owner/name` (`GITHUB_REPOSITORY`). */
  repo: string;
  /** The branch whose runs' reports are wanted (the base branch, usually `main`). */
  branch: string;
  /** The artifact's name, as the workflow uploads it (`ragcheck-report`). */
  artifactName: string;
  /** How many of the newest reports to fetch: a positive integer. */
  count: number;
  /**
   * The folder the artifacts are unzipped into, one sub-folder each, `<out>/<position>-<artifact id>` with the
   * position oldest first (`0001-4100`, `0002-4107`, ...), so the sub-folders' name order is the runs' order. The
   * sub-folders of that form an earlier fetch left are removed first (nothing else in `out` is touched), so the
   * folder holds this series only.
   */
  out: string;
  /** The page size of the artifact list (GitHub's maximum). @default 100 */
  perPage?: number;
  /** Pages read at most before giving up looking for more (a repository with thousands of artifacts). @default 50 */
  maxPages?: number;
}

/** One fetched report: its folder and files, and what labels it in a history (see `HistoryRun`). */
export interface RecentReport {
  /** `<out>/<position>-<artifact id>`: give it to the history reader as one run (a folder of report files). */
  dir: string;
  files: string[];
  artifactId: number;
  /** The workflow run that uploaded it. */
  runId?: number;
  /** The commit the run tested (`head_sha`). */
  commit?: string;
  branch: string;
  /** When the artifact was made (ISO 8601). */
  date?: string;
  /** `artifact <id> (<name>)`: the run's source in the history. */
  source: string;
}

export type RecentReportsState = 'found' | 'none' | 'no-token' | 'forbidden' | 'unavailable' | 'failed';

/** The outcome, the reports oldest first (the history's order), and a note for each artifact skipped. */
export interface RecentReports extends Outcome<RecentReportsState> {
  reports: RecentReport[];
  notes: string[];
}

const EXPIRED = "artifact expired: the run's figures are lost unless kept in a JSONL history";

/** An artifact in words, for notes: `artifact 41 (run 7, 2026-11-01T09:00:00Z, commit a1b2c3d)`. */
function named(artifact: Artifact): string {
  const parts = [
    artifact.workflow_run?.id === undefined ? undefined : `run ${artifact.workflow_run.id}`,
    artifact.created_at,
    artifact.workflow_run?.head_sha ? `commit ${artifact.workflow_run.head_sha.slice(0, 7)}` : undefined,
  ].filter((p): p is string => Boolean(p));
  return `artifact ${artifact.id}${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

/** The `rel="next"` URL of a `Link` header, when it stays on the API's origin (the token goes with the request). */
function nextLink(link: string | null, apiUrl: string): string | undefined {
  const next = link?.split(',').find((part) => /;\s*rel="?next"?/.test(part));
  const target = next ? /<([^>]+)>/.exec(next)?.[1] : undefined;
  if (!target) return undefined;
  try {
    return new URL(target).origin === new URL(apiUrl).origin ? target : undefined;
  } catch {
    return undefined;
  }
}

const RUN_FOLDER = /^\d{4,}-\d+$/;

/** Removes the run folders (`<position>-<artifact id>`) an earlier fetch left in `out`, and nothing else. */
function removeEarlierRuns(out: string): void {
  let names: string[];
  try {
    names = readdirSync(out);
  } catch {
    return; // no folder yet
  }
  for (const name of names) if (RUN_FOLDER.test(name)) rmSync(join(out, name), { recursive: true, force: true });
}

type Listing = { artifacts: Artifact[] } | { status: number };

/**
 * The branch's own artifacts of that name, newest first, read page by page until `count` unexpired ones are found
 * or the pages end. GitHub lists artifacts newest first, so the pages after that hold only older runs.
 */
async function listBranchArtifacts(options: RecentReportsOptions): Promise<Listing> {
  const { client, repo, branch, artifactName, count } = options;
  const perPage = options.perPage ?? 100;
  const first = `/repos/${repo}/actions/artifacts?name=${encodeURIComponent(artifactName)}&per_page=${perPage}`;
  const found: Artifact[] = [];
  let path: string | undefined = first;
  for (let page = 1; path && page <= (options.maxPages ?? 50); page++) {
    const response = await client.request('GET', path);
    if (response.status !== 200) return { status: response.status };
    const listed = (response.body as { artifacts?: Artifact[] } | undefined)?.artifacts ?? [];
    found.push(...listed.filter((a) => isOwnBranchArtifact(a, artifactName, branch)));
    if (found.filter((a) => !a.expired).length >= count) break;
    const link = response.headers.get('link');
    path = link !== null ? nextLink(link, client.apiUrl) : undefined;
    // Without a Link header a full page may have a next one: ask for it by number.
    if (link === null && listed.length >= perPage) path = `${first}&page=${page + 1}`;
  }
  return { artifacts: found.sort(newestFirst) };
}

/** Downloads and unzips one artifact; a note instead when it cannot be read. */
async function download(
  options: RecentReportsOptions,
  artifact: Artifact,
  position: number,
): Promise<{ report: RecentReport } | { note: string }> {
  const response = await options.client.download(artifact.archive_download_url as string);
  if (response.status === 410) return { note: `${named(artifact)}: ${EXPIRED}` };
  if (response.status !== 200) {
    return { note: `${named(artifact)}: the download answered HTTP ${response.status}; the run is left out` };
  }
  const dir = join(options.out, `${String(position).padStart(4, '0')}-${artifact.id}`);
  let files: string[];
  try {
    files = unzipInto(response.bytes, dir);
  } catch (error) {
    if (!(error instanceof ZipError)) throw error;
    return { note: `${named(artifact)}: not a readable zip (${error.message}); the run is left out` };
  }
  if (!files.some((f) => f.endsWith('.json'))) {
    return { note: `${named(artifact)}: holds no report (no .json file); the run is left out` };
  }
  const run = artifact.workflow_run;
  return {
    report: {
      dir,
      files,
      artifactId: artifact.id,
      ...(run?.id === undefined ? {} : { runId: run.id }),
      ...(run?.head_sha ? { commit: run.head_sha } : {}),
      branch: options.branch,
      ...(artifact.created_at ? { date: artifact.created_at } : {}),
      source: `artifact ${artifact.id} (${artifact.name})`,
    },
  };
}

/**
 * Fetches the newest `count` unexpired reports `artifactName` uploaded by runs on `branch` of `repo` (a fork's branch
 * of that name is skipped), each unzipped into `<out>/<position>-<artifact id>`, and returns them oldest first. An expired
 * artifact among the newest is skipped with a note naming its run and date (its figures are lost unless kept in a
 * JSONL history); so is one that fails to download or unzip. No token, a token that may not read artifacts (403) or
 * an API that keeps failing is an outcome, never a throw.
 *
 * @example
 * const client = createGitHubClient({ apiUrl: process.env.GITHUB_API_URL, token: process.env.GITHUB_TOKEN });
 * const { reports, notes } = await fetchRecentReports({
 *   client, repo: 'acme/shop', branch: 'main', artifactName: 'ragcheck-report', count: 12, out: '.ragcheck/history',
 * });
 */
export async function fetchRecentReports(options: RecentReportsOptions): Promise<RecentReports> {
  const { client, branch, artifactName, count } = options;
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`\`count\` must be a positive integer (got ${count}): how many of the last reports to fetch`);
  }
  const outcome = (state: RecentReportsState, message: string, level: 'notice' | 'warning' = 'notice') => ({
    state,
    level,
    message,
    reports: [],
    notes: [],
  });
  if (!client.hasToken) return outcome('no-token', 'no GITHUB_TOKEN to list the uploaded reports');
  try {
    const listing = await listBranchArtifacts(options);
    if ('status' in listing) {
      if (listing.status === 403 || listing.status === 404) {
        return outcome(
          'forbidden',
          `the token may not list artifacts (HTTP ${listing.status}; the job needs actions: read)`,
        );
      }
      return outcome('failed', `listing artifacts answered HTTP ${listing.status}`, 'warning');
    }
    const notes: string[] = [];
    const chosen: Artifact[] = [];
    const expired: Artifact[] = [];
    for (const artifact of listing.artifacts) {
      if (chosen.length >= count) break;
      (artifact.expired ? expired : chosen).push(artifact);
    }
    // The expired runs in the window asked for are said; a long tail of older ones is counted, not listed.
    for (const artifact of expired.slice(0, count)) notes.push(`${named(artifact)}: ${EXPIRED}`);
    if (expired.length > count) notes.push(`${expired.length - count} older expired artifact(s) of ${branch}`);
    removeEarlierRuns(options.out);
    const reports: RecentReport[] = [];
    for (const [i, artifact] of chosen.reverse().entries()) {
      const got = await download(options, artifact, i + 1);
      if ('report' in got) reports.push(got.report);
      else notes.push(got.note);
    }
    const fewer = reports.length < count ? ` (fewer than the ${count} asked for)` : '';
    if (reports.length === 0) {
      return { ...outcome('none', `no readable "${artifactName}" artifact from ${branch}${fewer}`), notes };
    }
    return {
      state: 'found',
      level: 'notice',
      message: `${reports.length} "${artifactName}" report(s) from ${branch}${fewer}, oldest first, in ${options.out}`,
      reports,
      notes,
    };
  } catch (error) {
    if (error instanceof GitHubUnavailableError) {
      return outcome('unavailable', `GitHub's API kept failing (${error.message})`, 'warning');
    }
    throw error;
  }
}
