/**
 * The project's own source files a module imports, transitively, as Vite resolves them (its aliases, its resolver
 * plugins such as tsconfig paths), and a hash of each: the code part of a recording's fingerprint. Computed in the
 * main process, where Vite's module graph is known (the `ragcheckProject()` global setup, `ragcheck eval --adapter`),
 * and handed to the workers; `withRecording` only compares.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';

/** The part of a Vite dev environment the walk uses (`server.environments.ssr`). */
export interface GraphEnvironment {
  transformRequest(url: string): Promise<unknown>;
  moduleGraph: {
    getModuleById(
      id: string,
    ): { file?: string | null; importedModules: Set<{ id?: string | null; file?: string | null }> } | undefined;
  };
}

/** Project-relative path (forward slashes) -> first 16 hex digits of the SHA-256 of the file's bytes. */
export type CodeHashes = Record<string, string>;

/** What the main process hands to the workers: the hash of each file, and each eval file's files. */
export interface CodeFingerprints {
  root: string;
  hashes: CodeHashes;
  /** Eval file (absolute) -> the project files it imports, transitively (itself excluded). */
  graphs: Record<string, string[]>;
}

/** A file of the project's own: under the root, not a dependency, not a virtual module. */
function ownFile(file: string | null | undefined, root: string): string | undefined {
  if (!file || !isAbsolute(file) || file.includes('\0')) return undefined;
  const path = relative(root, file);
  if (path === '' || path.startsWith('..') || isAbsolute(path)) return undefined;
  if (path.split(sep).includes('node_modules')) return undefined;
  return path.split(sep).join('/');
}

/** First 16 hex digits of the SHA-256 of a file's bytes; undefined when it cannot be read. */
export function hashFile(file: string): string | undefined {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
  } catch {
    return undefined;
  }
}

/**
 * The project files `entry` imports, transitively (static and dynamic imports Vite sees), project-relative and
 * sorted, with `entry` itself excluded unless `includeEntry`. Each module is transformed by Vite (cached in its
 * module graph, so the workers' own transforms reuse it); a module that fails to transform ends the walk there (the
 * run reports it when the test file loads).
 */
export async function importedProjectFiles(
  env: GraphEnvironment,
  entry: string,
  root: string,
  includeEntry = false,
): Promise<string[]> {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = async (id: string): Promise<void> => {
    if (seen.has(id)) return;
    seen.add(id);
    try {
      await env.transformRequest(id);
    } catch {
      return;
    }
    const node = env.moduleGraph.getModuleById(id);
    if (!node) return;
    const own = ownFile(node.file ?? id, root);
    if (own && (includeEntry || id !== entry)) files.add(own);
    const next: string[] = [];
    for (const child of node.importedModules) {
      const childId = child.id ?? child.file;
      if (childId && ownFile(child.file ?? childId, root)) next.push(childId);
    }
    await Promise.all(next.map(visit));
  };
  await visit(entry);
  return [...files].sort();
}

/** The fingerprints of several entries (eval files): each one's files, and one hash per file. */
export async function codeFingerprints(
  env: GraphEnvironment,
  entries: readonly string[],
  root: string,
  includeEntry = false,
): Promise<CodeFingerprints> {
  const graphs: Record<string, string[]> = {};
  const hashes: CodeHashes = {};
  for (const entry of entries) {
    const files = await importedProjectFiles(env, entry, root, includeEntry);
    graphs[entry] = files;
    for (const file of files) {
      if (hashes[file] !== undefined) continue;
      const hash = hashFile(`${root}/${file}`);
      if (hash !== undefined) hashes[file] = hash;
    }
  }
  return { root, hashes, graphs };
}

/** The code hashes of one entry, from what the main process handed over; undefined when it has none for it. */
export function codeOf(fingerprints: CodeFingerprints | undefined, entry: string): CodeHashes | undefined {
  const files = fingerprints?.graphs[entry];
  if (!fingerprints || !files) return undefined;
  const out: CodeHashes = {};
  for (const file of files) {
    const hash = fingerprints.hashes[file];
    if (hash !== undefined) out[file] = hash;
  }
  return out;
}
