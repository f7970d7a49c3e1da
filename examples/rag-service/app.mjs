// The HTTP layer of the sample RAG service: POST /ask and GET /health over node:http, around any app with
// `ask({ question, case }, { k, signal })` (a ragcheck RagAdapter). Kept apart from server.mjs so tests can run it
// in-process with the app built from source.
import { createServer } from 'node:http';

const MAX_BODY_BYTES = 64 * 1024;
const MAX_K = 50;

function send(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readJson(req) {
  let size = 0;
  const parts = [];
  for await (const part of req) {
    size += part.length;
    if (size > MAX_BODY_BYTES)
      throw Object.assign(new Error(`body larger than ${MAX_BODY_BYTES} bytes`), { status: 413 });
    parts.push(part);
  }
  try {
    return JSON.parse(Buffer.concat(parts).toString('utf8'));
  } catch {
    throw Object.assign(new Error('body is not JSON; send {"question": "...", "k": 3}'), { status: 400 });
  }
}

function readQuestion(body, defaultK) {
  const question = typeof body?.question === 'string' ? body.question.trim() : '';
  if (!question) throw Object.assign(new Error('"question" must be a non-empty string'), { status: 400 });
  const k = body.k ?? defaultK;
  if (!Number.isInteger(k) || k < 1 || k > MAX_K) {
    throw Object.assign(new Error(`"k" must be an integer from 1 to ${MAX_K}`), { status: 400 });
  }
  return { question, k };
}

/**
 * Creates (does not start) the service's HTTP server.
 * @param {{ ask: Function, name?: string }} app the RAG app
 * @param {{ chunks?: number, defaultK?: number }} [info]
 */
export function createRagServer(app, info = {}) {
  const defaultK = info.defaultK ?? 3;
  return createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    try {
      if (req.method === 'GET' && path === '/health') {
        return send(res, 200, { status: 'ok', app: app.name ?? 'rag', chunks: info.chunks ?? null });
      }
      if (path !== '/ask')
        return send(res, 404, { error: `no route ${req.method} ${path}; use POST /ask or GET /health` });
      if (req.method !== 'POST') return send(res, 405, { error: 'use POST /ask with {"question": "...", "k": 3}' });
      const { question, k } = readQuestion(await readJson(req), defaultK);
      const controller = new AbortController();
      res.once('close', () => controller.abort(new Error('client disconnected')));
      const { answer, contexts } = await app.ask(
        { question, case: { id: 'http', question, golden: [] } },
        { k, signal: controller.signal },
      );
      const out = contexts.map(({ id, text, title, source }) => ({ id, text, title, source }));
      return send(res, 200, { answer, contexts: out });
    } catch (error) {
      const status = typeof error?.status === 'number' ? error.status : 500;
      if (!res.headersSent) send(res, status, { error: error instanceof Error ? error.message : String(error) });
    }
  });
}

/**
 * Starts the server and resolves once it listens.
 * @returns {Promise<{ url: string, server: import('node:http').Server, close: () => Promise<void> }>}
 */
export async function listen(server, { port = 8787, host = '127.0.0.1' } = {}) {
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const url = `http://${host}:${address.port}`;
  const close = () =>
    new Promise((resolve, reject) => {
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return { url, server, close };
}
