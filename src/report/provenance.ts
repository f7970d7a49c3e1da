/**
 * What produced a run, written at the top of its JSON report so a series of reports can be labelled (`ragcheck
 * history`): the commit, the branch and the run's date. Read from the GitHub Actions environment when there, else
 * from git in one short call; a run outside a git repository, or without git, simply has no commit and branch.
 */
import { execFileSync } from 'node:child_process';

/** The commit, branch and ISO date of a run; each optional (a report of an older ragcheck has none). */
export interface RunProvenance {
  commit?: string;
  branch?: string;
  date?: string;
}

/** The git answer per working directory: git is asked once per process, never once per report. */
const gitAnswers = new Map<string, { commit?: string; branch?: string }>();

function fromGit(cwd: string): { commit?: string; branch?: string } {
  const known = gitAnswers.get(cwd);
  if (known) return known;
  let answer: { commit?: string; branch?: string } = {};
  try {
    // One process for both: `rev-parse HEAD --abbrev-ref HEAD` prints the commit, then the branch (`HEAD` when
    // detached). A second at most: a slow or hung git must not hold a run up.
    const out = execFileSync('git', ['rev-parse', 'HEAD', '--abbrev-ref', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 1000,
      windowsHide: true,
    });
    const [commit, branch] = out.trim().split('\n');
    answer = {
      ...(commit && /^[0-9a-f]{40,64}$/.test(commit) ? { commit } : {}),
      ...(branch && branch !== 'HEAD' ? { branch } : {}),
    };
  } catch {
    // Not a git repository, no git, no commit yet: a run without a commit, never a failed run.
  }
  gitAnswers.set(cwd, answer);
  return answer;
}

/**
 * The run's provenance: in GitHub Actions `GITHUB_SHA` and `GITHUB_HEAD_REF` (a pull request's branch) or
 * `GITHUB_REF_NAME`; else git's HEAD in `cwd`. `date` is `now` as ISO 8601. Never throws.
 */
export function runProvenance(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
  now: Date = new Date(),
): RunProvenance {
  const date = now.toISOString();
  if (env.GITHUB_ACTIONS === 'true' && env.GITHUB_SHA) {
    const branch = env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME;
    return { commit: env.GITHUB_SHA, ...(branch ? { branch } : {}), date };
  }
  return { ...fromGit(cwd), date };
}
