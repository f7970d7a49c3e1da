/**
 * The little of the GitHub REST API the PR view needs, through `fetch` against `GITHUB_API_URL` (so tests run it
 * against a fake API on 127.0.0.1): transient failures (5xx, 429, network) are retried with the shared retry
 * engine; every other status is returned to the caller, which decides (a 403 on a fork is not a failure).
 */
import { RagcheckError } from '../errors.js';
import { isTransientStatus, parseRetryAfter, type RetryPolicy, withRetries } from '../http/index.js';

export interface GitHubClientOptions {
  /** `GITHUB_API_URL`. @default https://api.github.com */
  apiUrl?: string;
  /** `GITHUB_TOKEN`; never printed. */
  token?: string;
  /** @default { retries: 3, retryDelayMs: 1000, maxRetryDelayMs: 8000, maxRetryAfterMs: 30000 } */
  retry?: Partial<RetryPolicy>;
}

export interface GitHubResponse {
  status: number;
  /** The parsed JSON body (undefined for an empty or non-JSON body). */
  body: unknown;
  headers: Headers;
}

/** A request that kept failing with a transient error (5xx, 429, a network error) after its retries. */
export class GitHubUnavailableError extends RagcheckError {
  override name = 'GitHubUnavailableError' as const;
}

/** A transient answer (5xx, 429) inside the retry loop: retried, never seen outside this module. */
class TransientStatus extends RagcheckError {
  override name = 'TransientStatus' as const;
  constructor(
    readonly status: number,
    readonly afterMs: number | undefined,
  ) {
    super(`HTTP ${status}`);
  }
}

const DEFAULT_RETRY: RetryPolicy = { retries: 3, retryDelayMs: 1000, maxRetryDelayMs: 8000, maxRetryAfterMs: 30_000 };

export interface GitHubClient {
  readonly apiUrl: string;
  readonly hasToken: boolean;
  /** `method path` (path relative to the API URL, or an absolute URL), JSON in and out. */
  request(method: string, path: string, body?: unknown): Promise<GitHubResponse>;
  /** GET of a file (an artifact's zip): its bytes, following redirects. */
  download(url: string): Promise<{ status: number; bytes: Uint8Array }>;
}

export function createGitHubClient(options: GitHubClientOptions = {}): GitHubClient {
  const apiUrl = (options.apiUrl || 'https://api.github.com').replace(/\/+$/, '');
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const headers = (json: boolean): Record<string, string> => ({
    accept: json ? 'application/vnd.github+json' : '*/*',
    'x-github-api-version': '2022-11-28',
    'user-agent': 'ragcheck',
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(json ? { 'content-type': 'application/json' } : {}),
  });
  const url = (path: string) =>
    /^https?:\/\//.test(path) ? path : `${apiUrl}${path.startsWith('/') ? '' : '/'}${path}`;
  async function send<T>(what: string, once: () => Promise<T & { status: number; headers: Headers }>): Promise<T> {
    return withRetries(
      async () => {
        const response = await once();
        if (isTransientStatus(response.status) && response.status !== 409) {
          throw new TransientStatus(response.status, parseRetryAfter(response.headers));
        }
        return response;
      },
      {
        policy,
        decide: (error) =>
          error instanceof TransientStatus
            ? { retry: true, ...(error.afterMs === undefined ? {} : { afterMs: error.afterMs }) }
            : { retry: true },
        giveUp: (error, why) =>
          new GitHubUnavailableError(
            `${what}: ${error instanceof TransientStatus ? `HTTP ${error.status}` : (error as Error).message} after ${why.attempts} attempt(s)`,
          ),
      },
    );
  }
  return {
    apiUrl,
    hasToken: Boolean(options.token),
    async request(method, path, body) {
      return send(`${method} ${path}`, async () => {
        const response = await fetch(url(path), {
          method,
          headers: headers(true),
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        const text = await response.text();
        let parsed: unknown;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          parsed = undefined;
        }
        return { status: response.status, body: parsed, headers: response.headers };
      });
    },
    async download(target) {
      return send(`GET ${target.replace(/\?.*$/, '')}`, async () => {
        // GitHub redirects to a short-lived storage URL: follow it without the token (it must not leave the API).
        let response = await fetch(url(target), { headers: headers(false), redirect: 'manual' });
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          response = await fetch(new URL(location, url(target)), { headers: { 'user-agent': 'ragcheck' } });
        }
        const bytes = new Uint8Array(await response.arrayBuffer());
        return { status: response.status, bytes, headers: response.headers };
      });
    },
  };
}
