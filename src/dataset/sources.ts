/**
 * Finds and reads dataset files: plain paths are read as given (so a missing file says so), globs are expanded
 * with tinyglobby and must match at least one file; text must be valid UTF-8. Problems become issues so every
 * file is reported at once.
 */
import { readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { glob, globSync, isDynamicPattern } from 'tinyglobby';
import { ConfigError, type DatasetIssue } from '../errors.js';
import { decodeUtf8 } from './decode-utf8.js';

/** A file to read: the path shown to the user and the absolute path. */
interface SourceFile {
  file: string;
  absolute: string;
}

/** The text of one dataset file. */
export interface SourceText {
  file: string;
  text: string;
}

/** Validates the `paths` argument of a loader; caller misuse is a TypeError, not a dataset problem. */
export function normalizePaths(paths: string | readonly string[], name = 'paths'): string[] {
  const list = typeof paths === 'string' ? [paths] : paths;
  if (!Array.isArray(list) || list.length === 0 || list.some((p) => typeof p !== 'string' || p.trim() === '')) {
    throw new ConfigError(
      `\`${name}\` must be a file path, a glob, or a non-empty array of them (got ${String(paths)}).`,
    );
  }
  return list;
}

const GLOB_OPTIONS = { absolute: true, onlyFiles: true, expandDirectories: false } as const;

function collect(
  patterns: readonly string[],
  cwd: string,
  matches: (pattern: string) => string[],
  issues: DatasetIssue[],
) {
  const files = new Map<string, SourceFile>();
  for (const pattern of patterns) {
    if (!isDynamicPattern(pattern)) {
      const absolute = resolve(cwd, pattern);
      if (!files.has(absolute)) files.set(absolute, { file: pattern, absolute });
      continue;
    }
    const found = matches(pattern);
    if (found.length === 0) {
      issues.push({
        file: pattern,
        message: `no file matches this pattern (searched from ${cwd}). Check the pattern, or pass the \`cwd\` option.`,
      });
    }
    for (const absolute of found) {
      if (!files.has(absolute))
        files.set(absolute, { file: isAbsolute(pattern) ? absolute : relative(cwd, absolute), absolute });
    }
  }
  return [...files.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

function readIssue(file: SourceFile, error: unknown): DatasetIssue {
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOENT') {
    return {
      file: file.file,
      message: `file not found (looked for ${file.absolute}). Check the path, or pass the \`cwd\` option.`,
    };
  }
  if (code === 'EISDIR') {
    return { file: file.file, message: 'is a directory, not a file. Name a file, or a glob such as "dir/*.jsonl".' };
  }
  if (code === 'EACCES' || code === 'EPERM') {
    return { file: file.file, message: 'cannot be read: permission denied. Fix the file permissions.' };
  }
  return { file: file.file, message: `cannot be read: ${error instanceof Error ? error.message : String(error)}` };
}

/**
 * What the files the patterns name are now: path, size, modification and change times of each, in sorted path
 * order. Undefined when a file cannot be listed or stat-ed (the loader then reports it). Two equal fingerprints
 * mean the same files, unchanged (to the file system's time resolution).
 */
export function fingerprintSourcesSync(patterns: readonly string[], cwd: string): string | undefined {
  const issues: DatasetIssue[] = [];
  const files = collect(patterns, cwd, (pattern) => globSync(pattern, { ...GLOB_OPTIONS, cwd }), issues);
  if (issues.length > 0) return undefined;
  const parts: string[] = [];
  for (const file of files) {
    try {
      const stat = statSync(file.absolute, { bigint: true });
      parts.push(`${file.absolute}\0${stat.size}\0${stat.mtimeNs}\0${stat.ctimeNs}\0${stat.ino}`);
    } catch {
      return undefined;
    }
  }
  return parts.join('\n');
}

/** The absolute paths of the files the patterns name now (a glob that matches nothing names none). */
export function sourceFilesSync(patterns: readonly string[], cwd: string): string[] {
  return collect(patterns, cwd, (pattern) => globSync(pattern, { ...GLOB_OPTIONS, cwd }), []).map((f) => f.absolute);
}

/** Reads every file the patterns name, in sorted path order, pushing unreadable files onto `issues`. */
export function readSourcesSync(patterns: readonly string[], cwd: string, issues: DatasetIssue[]): SourceText[] {
  const files = collect(patterns, cwd, (pattern) => globSync(pattern, { ...GLOB_OPTIONS, cwd }), issues);
  const sources: SourceText[] = [];
  for (const file of files) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(file.absolute);
    } catch (error) {
      issues.push(readIssue(file, error));
      continue;
    }
    const decoded = decodeUtf8(file.file, bytes);
    if ('text' in decoded) sources.push({ file: file.file, text: decoded.text });
    else issues.push(decoded.issue);
  }
  return sources;
}

/** Async {@link readSourcesSync}: globs and reads without blocking. */
export async function readSources(
  patterns: readonly string[],
  cwd: string,
  issues: DatasetIssue[],
): Promise<SourceText[]> {
  const matches = new Map<string, string[]>();
  await Promise.all(
    patterns
      .filter((pattern) => isDynamicPattern(pattern))
      .map(async (pattern) => matches.set(pattern, await glob(pattern, { ...GLOB_OPTIONS, cwd }))),
  );
  const files = collect(patterns, cwd, (pattern) => matches.get(pattern) ?? [], issues);
  const results = await Promise.all(
    files.map(async (file) => {
      let bytes: Buffer;
      try {
        bytes = await readFile(file.absolute);
      } catch (error) {
        return readIssue(file, error);
      }
      const decoded = decodeUtf8(file.file, bytes);
      return 'text' in decoded ? { file: file.file, text: decoded.text } : decoded.issue;
    }),
  );
  const sources: SourceText[] = [];
  for (const result of results) {
    if ('text' in result) sources.push(result);
    else issues.push(result);
  }
  return sources;
}
