import type { Server } from 'node:http';
import type { RagAdapter } from '../../src/adapter/index.js';

/** Creates (does not start) the sample service's HTTP server: `POST /ask`, `GET /health`. */
export function createRagServer(app: RagAdapter, info?: { chunks?: number; defaultK?: number }): Server;

/** Starts the server on `host:port` (port 0 picks a free one) and resolves once it listens. */
export function listen(
  server: Server,
  options?: { port?: number; host?: string },
): Promise<{ url: string; server: Server; close: () => Promise<void> }>;
