/**
 * The pull request view on GitHub: fetch the base branch's latest report artifact, and keep ONE comment on the PR
 * with the comparison (found by its hidden marker: created on the first run, updated on every later push). Nothing
 * here fails a run for GitHub's sake: a read-only token (a PR from a fork: 403) leaves the job summary only, an API
 * that keeps failing (5xx after retries) is a warning.
 */
import { COMMENT_MARKER } from '../compare/render.js';
import { type Artifact, isOwnBranchArtifact, newestFirst, unzipInto } from './artifacts.js';
import { type GitHubClient, GitHubUnavailableError } from './client.js';
import { ZipError } from './zip.js';

/** What happened, as one line for the log and a GitHub workflow command level. */
export interface Outcome<S extends string> {
  state: S;
  message: string;
  level: 'notice' | 'warning';
}

export type CommentState = 'created' | 'updated' | 'no-token' | 'read-only' | 'unavailable' | 'failed';

interface Comment {
  id: number;
  body?: string;
}

/** The PR's comment with the marker (undefined: none yet), or the status of a listing that failed. */
async function findComment(
  client: GitHubClient,
  repo: string,
  pr: number,
): Promise<{ comment: Comment | undefined } | { status: number }> {
  for (let page = 1; page <= 50; page++) {
    const response = await client.request('GET', `/repos/${repo}/issues/${pr}/comments?per_page=100&page=${page}`);
    if (response.status !== 200 || !Array.isArray(response.body)) return { status: response.status };
    const comments = response.body as Comment[];
    const found = comments.find((c) => typeof c.body === 'string' && c.body.includes(COMMENT_MARKER));
    if (found) return { comment: found };
    if (comments.length < 100) break;
  }
  return { comment: undefined };
}

const readOnly = (status: number) => status === 403 || status === 404;

/**
 * Creates the PR's ragcheck comment, or updates the one that carries {@link COMMENT_MARKER}. `markdown` gets the
 * marker when it lacks it. Never throws for GitHub's answers: the outcome says what happened.
 */
export async function upsertPrComment(
  client: GitHubClient,
  target: { repo: string; pr: number },
  markdown: string,
): Promise<Outcome<CommentState>> {
  const body = markdown.includes(COMMENT_MARKER) ? markdown : `${COMMENT_MARKER}\n${markdown}`;
  if (!client.hasToken) {
    return {
      state: 'no-token',
      level: 'notice',
      message: 'no GITHUB_TOKEN: the comparison is in the job summary only (give the step GITHUB_TOKEN to comment)',
    };
  }
  const fork = {
    state: 'read-only' as const,
    level: 'notice' as const,
    message:
      'the token may not write to this pull request (a pull request from a fork, or no `pull-requests: write`): the comparison is in the job summary only',
  };
  try {
    const listed = await findComment(client, target.repo, target.pr);
    if ('status' in listed) {
      if (readOnly(listed.status)) return fork;
      return { state: 'failed', level: 'warning', message: `listing the PR's comments answered HTTP ${listed.status}` };
    }
    const existing = listed.comment;
    const response =
      existing === undefined
        ? await client.request('POST', `/repos/${target.repo}/issues/${target.pr}/comments`, { body })
        : await client.request('PATCH', `/repos/${target.repo}/issues/comments/${existing.id}`, { body });
    if (response.status === 200 || response.status === 201) {
      const url = (response.body as { html_url?: string } | undefined)?.html_url;
      const state = existing === undefined ? 'created' : 'updated';
      return { state, level: 'notice', message: `${state} the ragcheck comment${url ? `: ${url}` : ''}` };
    }
    if (readOnly(response.status)) return fork;
    return { state: 'failed', level: 'warning', message: `writing the comment answered HTTP ${response.status}` };
  } catch (error) {
    if (error instanceof GitHubUnavailableError) {
      return {
        state: 'unavailable',
        level: 'warning',
        message: `GitHub's API kept failing (${error.message}): no comment this time; the comparison is in the job summary`,
      };
    }
    throw error;
  }
}

export type BaseReportState = 'found' | 'none' | 'no-token' | 'forbidden' | 'unavailable' | 'failed';

/**
 * Downloads the newest unexpired artifact `name` made on `branch` of `repo` itself (not a fork's branch of that
 * name) and unzips it into `out`. The outcome says what was found; nothing is thrown for GitHub's answers.
 */
export async function fetchBaseReport(
  client: GitHubClient,
  options: { repo: string; branch: string; artifact: string; out: string },
): Promise<Outcome<BaseReportState> & { files?: string[]; sha?: string }> {
  const none = (state: BaseReportState, message: string, level: 'notice' | 'warning' = 'notice') => ({
    state,
    level,
    message: `${message}: verdict changes are not available, metric deltas are compared with the committed baselines`,
  });
  if (!client.hasToken) return none('no-token', 'no GITHUB_TOKEN to fetch the base branch report');
  try {
    const response = await client.request(
      'GET',
      `/repos/${options.repo}/actions/artifacts?name=${encodeURIComponent(options.artifact)}&per_page=100`,
    );
    if (response.status === 403 || response.status === 404) {
      return none(
        'forbidden',
        `the token may not list artifacts (HTTP ${response.status}; the job needs actions: read)`,
      );
    }
    if (response.status !== 200) return none('failed', `listing artifacts answered HTTP ${response.status}`, 'warning');
    const artifacts = ((response.body as { artifacts?: Artifact[] } | undefined)?.artifacts ?? []).filter(
      (a) => !a.expired && isOwnBranchArtifact(a, options.artifact, options.branch),
    );
    artifacts.sort(newestFirst);
    const newest = artifacts[0];
    if (!newest) {
      return none('none', `no unexpired "${options.artifact}" artifact from ${options.branch} yet`);
    }
    const download = await client.download(newest.archive_download_url as string);
    if (download.status !== 200) {
      return none('failed', `downloading artifact ${newest.id} answered HTTP ${download.status}`, 'warning');
    }
    const files = unzipInto(download.bytes, options.out);
    const sha = newest.workflow_run?.head_sha;
    return {
      state: 'found',
      level: 'notice',
      message: `base report: artifact ${newest.id} from ${options.branch}${sha ? ` at ${sha.slice(0, 12)}` : ''} (${files.length} file(s) in ${options.out})`,
      files,
      ...(sha ? { sha } : {}),
    };
  } catch (error) {
    if (error instanceof GitHubUnavailableError) {
      return none('unavailable', `GitHub's API kept failing (${error.message})`, 'warning');
    }
    if (error instanceof ZipError)
      return none('failed', `the artifact is not a readable zip (${error.message})`, 'warning');
    throw error;
  }
}
