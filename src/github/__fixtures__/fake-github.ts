/**
 * A fake of the few GitHub REST endpoints the PR view and the history use, on a real node:http server on 127.0.0.1:
 * issue comments (list, create, update) and Actions artifacts (list newest first in pages with a `Link` header, zip
 * download through a redirect, 410 for an expired one, as GitHub serves them). Tests script failures: a read-only
 * token (403 on writes, as for a PR from a fork), a token without `actions: read` (403 on the artifact list) and 5xx
 * answers.
 */

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateRawSync } from 'node:zlib';

export interface FakeComment {
  id: number;
  body: string;
}

export interface FakeArtifact {
  id: number;
  name: string;
  branch: string;
  createdAt: string;
  expired?: boolean;
  /** Made by a run on a fork's branch of that name. */
  fromFork?: boolean;
  sha?: string;
  /** The workflow run that uploaded it. @default 1 */
  runId?: number;
  zip: Uint8Array;
}

export interface FakeGitHub {
  url: string;
  comments: FakeComment[];
  artifacts: FakeArtifact[];
  /** Every request as `METHOD path`, its query string (`?page=2...`, or empty) and its Authorization header. */
  requests: { line: string; search: string; authorization: string | undefined }[];
  /** Writes answer 403 (the token of a PR from a fork). */
  readOnly: boolean;
  /** The artifact list answers 403 (a token without `actions: read`). */
  forbidArtifacts: boolean;
  /** The artifact list's pages carry a `Link` header (GitHub's); false: the client must count pages itself. */
  linkHeader: boolean;
  /** The artifact list's page size when the request gives no `per_page` (GitHub's default is 30, its maximum 100). */
  defaultPerPage: number;
  /** The next N requests answer this 5xx status. */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export async function startFakeGitHub(repo = 'acme/shop'): Promise<FakeGitHub> {
  let failures = 0;
  let failStatus = 502;
  let nextId = 1000;
  const state: Omit<FakeGitHub, 'url' | 'close' | 'failNext'> = {
    comments: [],
    artifacts: [],
    requests: [],
    readOnly: false,
    forbidArtifacts: false,
    linkHeader: true,
    defaultPerPage: 30,
  };
  /** The artifact list as GitHub pages it: newest first, `per_page` (at most 100) a page, `Link` to the next. */
  function listArtifacts(url: URL, base: string) {
    const name = url.searchParams.get('name');
    const size = Math.min(100, Number(url.searchParams.get('per_page') ?? state.defaultPerPage));
    const page = Number(url.searchParams.get('page') ?? '1');
    const matching = state.artifacts
      .filter((a) => name === null || a.name === name)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    const pages = Math.max(1, Math.ceil(matching.length / size));
    const link = (n: number, rel: string) => {
      const next = new URL(url.pathname, base);
      for (const [key, value] of url.searchParams) next.searchParams.set(key, value);
      next.searchParams.set('page', String(n));
      return `<${next.href}>; rel="${rel}"`;
    };
    const links = page < pages ? [link(page + 1, 'next'), link(pages, 'last')] : [];
    return { page: matching.slice((page - 1) * size, page * size), total: matching.length, links };
  }
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    state.requests.push({
      line: `${request.method} ${url.pathname}`,
      search: url.search,
      authorization: request.headers.authorization,
    });
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (failures > 0) {
      failures--;
      json(failStatus, { message: 'Server Error' });
      return;
    }
    const comments = new RegExp(`^/repos/${repo}/issues/(\\d+)/comments$`).exec(url.pathname);
    const comment = new RegExp(`^/repos/${repo}/issues/comments/(\\d+)$`).exec(url.pathname);
    const zip = /^\/storage\/(\d+)\.zip$/.exec(url.pathname);
    const download = new RegExp(`^/repos/${repo}/actions/artifacts/(\\d+)/zip$`).exec(url.pathname);
    if (comments && request.method === 'GET') {
      const page = Number(url.searchParams.get('page') ?? '1');
      const size = Number(url.searchParams.get('per_page') ?? '30');
      json(
        200,
        state.comments.slice((page - 1) * size, page * size).map((c) => ({ ...c, html_url: `c/${c.id}` })),
      );
    } else if (comments && request.method === 'POST') {
      if (state.readOnly) return json(403, { message: 'Resource not accessible by integration' });
      const body = (await readBody(request)) as { body: string };
      const created = { id: nextId++, body: body.body };
      state.comments.push(created);
      json(201, { ...created, html_url: `c/${created.id}` });
    } else if (comment && request.method === 'PATCH') {
      if (state.readOnly) return json(403, { message: 'Resource not accessible by integration' });
      const found = state.comments.find((c) => c.id === Number(comment[1]));
      if (!found) return json(404, { message: 'Not Found' });
      found.body = ((await readBody(request)) as { body: string }).body;
      json(200, { ...found, html_url: `c/${found.id}` });
    } else if (url.pathname === `/repos/${repo}/actions/artifacts` && request.method === 'GET') {
      if (state.forbidArtifacts) return json(403, { message: 'Resource not accessible by integration' });
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const { page, total, links } = listArtifacts(url, base);
      response.writeHead(200, {
        'content-type': 'application/json',
        ...(state.linkHeader && links.length ? { link: links.join(', ') } : {}),
      });
      response.end(
        JSON.stringify({
          total_count: total,
          artifacts: page.map((a) => ({
            id: a.id,
            name: a.name,
            expired: a.expired ?? false,
            created_at: a.createdAt,
            archive_download_url: `${base}/repos/${repo}/actions/artifacts/${a.id}/zip`,
            workflow_run: {
              id: a.runId ?? 1,
              head_branch: a.branch,
              head_sha: a.sha ?? 'abc123',
              repository_id: 1,
              head_repository_id: a.fromFork ? 2 : 1,
            },
          })),
        }),
      );
    } else if (download && request.method === 'GET') {
      // GitHub answers with a redirect to a short-lived storage URL.
      response.writeHead(302, { location: `/storage/${download[1]}.zip` });
      response.end();
    } else if (zip && request.method === 'GET') {
      const artifact = state.artifacts.find((a) => a.id === Number(zip[1]));
      if (!artifact) return json(404, { message: 'Not Found' });
      if (artifact.expired) return json(410, { message: 'Artifact has expired' });
      response.writeHead(200, { 'content-type': 'application/zip' });
      response.end(Buffer.from(artifact.zip));
    } else {
      json(404, { message: `no route ${request.method} ${url.pathname}` });
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    failNext(count: number, status = 502) {
      failures = count;
      failStatus = status;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  });
}

/** A zip of `entries` (deflated), as GitHub serves artifacts: for tests and the fake API. */
export function writeZip(entries: readonly { name: string; data: Uint8Array | string }[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data) : Buffer.from(entry.data);
    const body = deflateRawSync(data);
    const name = Buffer.from(entry.name);
    const crc = crc32(data);
    /** The fields both headers hold, from `at` on: version 2.0 needed, deflate, crc, sizes, name length. */
    const entryFields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at);
      header.writeUInt16LE(8, at + 4);
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(body.length, at + 14);
      header.writeUInt32LE(data.length, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    entryFields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    entryFields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
