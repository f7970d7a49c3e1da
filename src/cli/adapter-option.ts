import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { RECORDING_ADAPTER } from '../adapter/fingerprint.js';
import { createHttpAdapter, createLexicalAdapter, createRecordedAdapter, type RagAdapter } from '../adapter/index.js';
import type { Chunk, EvalCase } from '../types.js';
import { type CodeHashes, codeFingerprints, codeOf, type GraphEnvironment } from '../vitest/shared/code-graph.js';
import { UsageError } from './command.js';

const BUILT_IN = ['recorded', 'lexical', 'http'] as const;

function looksLikePath(value: string): boolean {
  return value.startsWith('.') || isAbsolute(value) || /\.(?:[cm]?[jt]s)$/.test(value);
}

/**
 * Imports a TypeScript module with Vite's module runner. The runner stays open for the rest of the command: its
 * source maps put the app's own lines in the frames of an error the adapter throws later (a runner that was
 * closed leaves them pointing into the transformed code). Nothing is watched or served, so it holds no handle
 * that would keep the process alive.
 */
async function importThroughVite(file: string, cwd: string): Promise<Record<string, unknown>> {
  const { createServerModuleRunner } = await import('vite');
  const server = await viteServer(cwd);
  const runner = createServerModuleRunner(server.environments.ssr, {
    hmr: false,
    sourcemapInterceptor: 'prepareStackTrace',
  });
  const mod = (await runner.import(file)) as Record<string, unknown>;
  servers.set(file, server);
  return mod;
}

const servers = new Map<string, import('vite').ViteDevServer>();
const moduleCode = new WeakMap<object, CodeHashes>();

async function viteServer(cwd: string): Promise<import('vite').ViteDevServer> {
  const { createServer } = await import('vite');
  return createServer({
    root: cwd,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, watch: null, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
}

/**
 * The code fingerprint of an adapter module whose default export records (`withRecording`): the module and the
 * project files it imports, through Vite's module graph, as `ragcheckProject()` computes it for an eval file.
 */
async function fingerprintModule(file: string, cwd: string, adapter: object): Promise<void> {
  if ((adapter as { [RECORDING_ADAPTER]?: boolean })[RECORDING_ADAPTER] !== true) return;
  let server = servers.get(file);
  const own = server === undefined;
  server ??= await viteServer(cwd);
  try {
    const env = server.environments.ssr as unknown as GraphEnvironment;
    const code = codeOf(await codeFingerprints(env, [file], cwd, true), file);
    if (code) moduleCode.set(adapter, code);
  } finally {
    if (own) await server.close();
  }
}

/** The code fingerprint of an adapter loaded with `--adapter ./module.ts`, when it records. */
export function adapterModuleCode(adapter: RagAdapter): CodeHashes | undefined {
  return moduleCode.get(adapter);
}

/**
 * Loads a user's adapter module: its default export must be a RagAdapter (or a function returning one). Node 20
 * cannot import TypeScript, so `.ts` modules go through Vite's module runner (Vite is already a dependency of the
 * Vitest setup).
 */
export async function loadAdapterModule(path: string, cwd: string): Promise<RagAdapter> {
  const file = resolve(cwd, path);
  if (!existsSync(file)) throw new UsageError(`--adapter ${path}: no such file (${file})`);
  let mod: Record<string, unknown>;
  if (/\.[cm]?ts$/.test(file)) {
    mod = await importThroughVite(file, cwd);
  } else {
    mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  }
  let exported = mod.default ?? mod.adapter;
  if (typeof exported === 'function') exported = await (exported as () => unknown)();
  if (!exported || typeof (exported as RagAdapter).ask !== 'function') {
    throw new UsageError(
      `--adapter ${path}: the module's default export must be a RagAdapter ({ ask({ question, case }, { k, signal }) }); wrap your app with defineAdapter({ ask })`,
    );
  }
  await fingerprintModule(file, cwd, exported as object);
  return exported as RagAdapter;
}

/** The adapter the CLI evaluates with: a built-in by name, or a module by path. */
export async function selectAdapter(
  name: string | undefined,
  context: {
    cases: readonly EvalCase[];
    corpus: readonly Chunk[] | undefined;
    url: string | undefined;
    k: number;
    cwd: string;
  },
): Promise<RagAdapter> {
  let choice = name;
  if (choice === undefined) {
    const answered = context.cases.filter((c) => c.answer !== undefined).length;
    if (answered === context.cases.length) choice = 'recorded';
    else if (answered === 0) choice = 'lexical';
    else {
      throw new UsageError(
        `${answered} of ${context.cases.length} cases carry a recorded answer and the others don't: choose with --adapter recorded (answers only) or --adapter lexical / http / ./your-adapter.ts`,
      );
    }
  }
  if (choice === 'recorded') return createRecordedAdapter({ corpus: context.corpus ?? [] });
  if (choice === 'lexical') {
    if (!context.corpus?.length) throw new UsageError('--adapter lexical answers from a corpus: pass --corpus FILE');
    return createLexicalAdapter({ corpus: context.corpus, k: context.k });
  }
  if (choice === 'http') {
    if (!context.url) throw new UsageError('--adapter http needs --url, e.g. --url http://127.0.0.1:8787/ask');
    return createHttpAdapter({ url: context.url });
  }
  if (looksLikePath(choice)) return loadAdapterModule(choice, context.cwd);
  throw new UsageError(`--adapter must be one of ${BUILT_IN.join(', ')} or a path to a module (got "${choice}")`);
}
