/**
 * `ragcheck pr-comment` and `ragcheck base-report`: the GitHub side of the pull request view, for a workflow step.
 * Both read the runner's environment (GITHUB_API_URL, GITHUB_TOKEN, GITHUB_REPOSITORY, GITHUB_EVENT_PATH) and end
 * with exit 0 whatever GitHub answers: a PR from a fork (read-only token) or an API outage is a notice or a warning
 * in the log, never a failed run. Only bad usage is exit 2.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createGitHubClient, type GitHubClient } from '../../github/client.js';
import { fetchBaseReport, type Outcome, upsertPrComment } from '../../github/pr-view.js';
import { flagCommand, intOption } from '../args.js';
import { type CliCommand, type CliIO, EXIT, UsageError } from '../command.js';

/** The GitHub client of a command: the runner's API URL and token, retries waiting `--retry-delay` first. */
export function client(io: CliIO, retryDelay: string | undefined): GitHubClient {
  const delay = intOption('retry-delay', retryDelay, 1000, 0);
  return createGitHubClient({
    ...(io.env.GITHUB_API_URL ? { apiUrl: io.env.GITHUB_API_URL } : {}),
    ...(io.env.GITHUB_TOKEN ? { token: io.env.GITHUB_TOKEN } : {}),
    retry: { retryDelayMs: delay, maxRetryDelayMs: Math.max(delay, delay * 8) },
  });
}

/** `--repo`, else $GITHUB_REPOSITORY, checked to be owner/name. */
export function repoOf(io: CliIO, given: string | undefined): string {
  const repo = given ?? io.env.GITHUB_REPOSITORY;
  if (!repo || !/^[\w.-]+\/[\w.-]+$/.test(repo)) {
    throw new UsageError(`--repo must be owner/name (got ${JSON.stringify(repo ?? '')}; default: $GITHUB_REPOSITORY)`);
  }
  return repo;
}

/** The flags of a GitHub command, all strings: its own, `--repo` and `--retry-delay`. */
type GitHubFlags<K extends string> = { [P in K | 'repo' | 'retry-delay']?: string };

/** A GitHub command: its flags parsed (with `--repo`, `--retry-delay` and `--help`), then `run`. */
function gitHubCommand<K extends string>(spec: {
  name: string;
  summary: string;
  usage: string;
  flags: readonly K[];
  run(values: GitHubFlags<K>, io: CliIO): Promise<number>;
}): CliCommand {
  const options = Object.fromEntries(
    [...spec.flags, 'repo', 'retry-delay'].map((flag) => [flag, { type: 'string' as const }]),
  );
  return flagCommand({ ...spec, options, run: (values, io) => spec.run(values as GitHubFlags<K>, io) });
}

/** Prints an outcome as a GitHub workflow command (shown in the run's annotations) and a plain line. */
export function report(io: CliIO, command: string, outcome: Outcome<string>): void {
  io.stdout(`::${outcome.level}::ragcheck ${command}: ${outcome.message}\n`);
}

const commentUsage = `Usage: ragcheck pr-comment --markdown FILE [--pr N] [--repo OWNER/NAME]

Keeps ONE comment with the markdown on the pull request (the output of \`ragcheck compare --format markdown\`):
finds the comment by its hidden marker and updates it, or creates it on the first run. Also appends the markdown
to the job summary ($GITHUB_STEP_SUMMARY). Reads GITHUB_API_URL, GITHUB_TOKEN (pull-requests: write),
GITHUB_REPOSITORY and the pull request number from $GITHUB_EVENT_PATH.

Options:
  --markdown FILE    the comment's markdown (required)
  --pr N             the pull request number (default: from $GITHUB_EVENT_PATH)
  --repo OWNER/NAME  default $GITHUB_REPOSITORY
  --retry-delay MS   first wait before retrying a 5xx (default 1000; 3 retries)

Exit codes: 0 whatever GitHub answers (a fork's read-only token or an API outage is a notice or a warning: the
summary still has the comparison), 2 bad usage or an unreadable --markdown file.`;

export const prComment = gitHubCommand({
  name: 'pr-comment',
  summary: 'keep one PR comment with the comparison (GitHub Actions; never fails the run for GitHub)',
  usage: commentUsage,
  flags: ['markdown', 'pr'],
  async run(values, io) {
    if (!values.markdown)
      throw new UsageError('--markdown is required: the file `ragcheck compare --format markdown` wrote');
    let markdown: string;
    try {
      markdown = readFileSync(resolve(io.cwd, values.markdown), 'utf8');
    } catch (error) {
      throw new UsageError(`--markdown ${values.markdown}: cannot read it (${(error as NodeJS.ErrnoException).code})`);
    }
    const repo = repoOf(io, values.repo);
    let pr = values.pr === undefined ? undefined : intOption('pr', values.pr, 1);
    if (pr === undefined && io.env.GITHUB_EVENT_PATH) {
      try {
        const event = JSON.parse(readFileSync(io.env.GITHUB_EVENT_PATH, 'utf8'));
        if (Number.isInteger(event?.pull_request?.number)) pr = event.pull_request.number;
      } catch {
        // Not readable: --pr is required then, said below.
      }
    }
    if (pr === undefined) {
      throw new UsageError(
        '--pr is required outside a pull_request event (no pull_request.number in $GITHUB_EVENT_PATH)',
      );
    }
    if (io.env.GITHUB_STEP_SUMMARY) appendFileSync(io.env.GITHUB_STEP_SUMMARY, `${markdown.trimEnd()}\n`);
    report(io, 'pr-comment', await upsertPrComment(client(io, values['retry-delay']), { repo, pr }, markdown));
    return EXIT.ok;
  },
});

const baseUsage = `Usage: ragcheck base-report --branch BRANCH --out DIR [--artifact NAME] [--repo OWNER/NAME]

Downloads the newest unexpired report artifact of BRANCH (made by a run on the repository itself, not a fork) and
unzips it into DIR, for \`ragcheck compare DIR HEAD\`. Writes found=true or found=false to $GITHUB_OUTPUT. With no
such artifact, no token or an API outage it says so (compare with --baselines then: no verdict changes).
Reads GITHUB_API_URL, GITHUB_TOKEN (actions: read) and GITHUB_REPOSITORY.

Options:
  --branch BRANCH    the base branch (required; in a workflow: \${{ github.base_ref }})
  --out DIR          where to unzip the report (required)
  --artifact NAME    the artifact's name (default ragcheck-report)
  --repo OWNER/NAME  default $GITHUB_REPOSITORY
  --retry-delay MS   first wait before retrying a 5xx (default 1000; 3 retries)

Exit codes: 0 whatever GitHub answers (found or not: see found= and the log), 2 bad usage.`;

export const baseReport = gitHubCommand({
  name: 'base-report',
  summary: "download the base branch's latest report artifact (GitHub Actions)",
  usage: baseUsage,
  flags: ['branch', 'out', 'artifact'],
  async run(values, io) {
    if (!values.branch) throw new UsageError('--branch is required: the base branch (in a workflow: github.base_ref)');
    if (!values.out) throw new UsageError('--out is required: the folder to unzip the base report into');
    const outcome = await fetchBaseReport(client(io, values['retry-delay']), {
      repo: repoOf(io, values.repo),
      branch: values.branch,
      artifact: values.artifact ?? 'ragcheck-report',
      out: resolve(io.cwd, values.out),
    });
    report(io, 'base-report', outcome);
    if (io.env.GITHUB_OUTPUT) appendFileSync(io.env.GITHUB_OUTPUT, `found=${outcome.state === 'found'}\n`);
    return EXIT.ok;
  },
});
