/**
 * Atomic file writes for every file ragcheck owns (baselines, reports, recordings, judge cache entries, `--out`
 * files, scaffolded files). The content goes to a temporary file in the target's folder, is flushed to disk
 * (fsync), then renamed over the target: a reader, a crash, `kill -9` or a full disk leaves either the previous
 * file whole or the new one whole, never a cut. A failure removes the temporary file and throws a
 * `FileWriteError` that names the file and says why.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  copyFileSync,
  type Dirent,
  fsyncSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  realpathSync,
  renameSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { copyFile, type FileHandle, link, lstat, mkdir, open, realpath, rename, stat, unlink } from 'node:fs/promises';
import { basename, dirname, join, parse } from 'node:path';
import { FileWriteError, RagcheckError } from '../errors.js';
import { isProcessRunning } from './process.js';

/** What to write: the whole text, or its pieces in order (a large report is never held as one string). */
export type FileContent = string | Iterable<string>;

export interface WriteFileAtomicOptions {
  /**
   * `false` never replaces an existing file: the write fails with code `EEXIST` instead (and the existing file is
   * untouched), even when the file appears between the check and the write.
   * @default true
   */
  overwrite?: boolean;
  /** Appended to the error message: how to fix or retry, e.g. "Free some space and accept again.". */
  hint?: string;
  /**
   * How messages name the file, e.g. relative to the working directory as the user gave it.
   * @default the `file` argument
   */
  shownAs?: string;
}

const REASONS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is exhausted',
  EFBIG: 'the file is larger than this process may write (a file size limit, `ulimit -f`)',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  EISDIR: 'a folder is in the way: the path names a directory',
  EEXIST: 'the file exists and is never overwritten',
  EMFILE: 'too many open files',
  EIO: 'an input/output error of the disk',
};

/** The system error code (`ENOSPC`...) of a failed call; a ragcheck error's `code` is not one. */
function errnoCode(error: unknown): string | undefined {
  if (error instanceof RagcheckError) return undefined;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The ancestor of `path` that exists and is not a folder, if one is what blocks creating the folder. */
function blockingFile(path: string): string | undefined {
  for (let dir = dirname(path); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      return statSync(dir).isDirectory() ? undefined : dir;
    } catch {
      // not there yet: look further up
    }
  }
  return undefined;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function failure(path: string, error: unknown, existed: boolean, options: WriteFileAtomicOptions): FileWriteError {
  const file = options.shownAs ?? path;
  // A folder at the target's path is reported as such, whichever call tripped on it (open, rename or link).
  const code = errnoCode(error) === 'EEXIST' && isDirectory(path) ? 'EISDIR' : errnoCode(error);
  const blocker = code === 'ENOTDIR' || code === 'EEXIST' ? blockingFile(path) : undefined;
  // Name the blocking file the way the target is named (relative when the caller shows it relative).
  const root = path.endsWith(file) ? path.slice(0, path.length - file.length) : '';
  const reason = blocker
    ? `${root && blocker.startsWith(root) ? blocker.slice(root.length) : blocker} is a file, not a folder`
    : ((code && REASONS[code]) ?? (error instanceof Error ? error.message : String(error)));
  const kept = existed ? `The previous ${basename(file)} is unchanged.` : 'Nothing was written.';
  const hint = options.hint ? ` ${options.hint}` : '';
  const because = `${reason}${code ? ` (${code})` : ''}`;
  return new FileWriteError(`cannot write ${file}: ${because}. ${kept}${hint}`, {
    file,
    reason: because,
    ...(code ? { code } : {}),
    cause: error,
  });
}

/** A hidden temporary name next to the target, so globs over the folder (`*.json`) never pick it up. */
function tempPath(target: string): string {
  const { dir, base } = parse(target);
  const temp = join(dir, `.${base}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  inFlight.add(temp);
  watchForSignals();
  return temp;
}

/** The temporary files this process is writing now: removed if it is stopped by SIGINT or SIGTERM. */
const inFlight = new Set<string>();
/** `.<name>.<pid>.<12 hex>.tmp`: a temporary file of these writes, and the process that made it. */
const TEMP_NAME = /^\..+\.(\d+)\.[0-9a-f]{12}\.tmp$/;

function removeInFlight(): void {
  for (const temp of inFlight) {
    try {
      unlinkSync(temp);
    } catch {
      // already renamed or removed
    }
  }
  inFlight.clear();
}

let watching = false;

/**
 * On SIGINT or SIGTERM (Ctrl-C during `ragcheck record`), removes the temporary files this process was writing,
 * then lets the signal do what it would have done: with no other listener, the process ends by that signal, as if
 * ragcheck had not listened. A process ended by SIGKILL cannot clean up: {@link removeStaleTempFiles} does it later.
 */
function watchForSignals(): void {
  if (watching) return;
  watching = true;
  process.on('exit', removeInFlight);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    const onSignal = () => {
      removeInFlight();
      process.off(signal, onSignal);
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    };
    process.on(signal, onSignal);
  }
}

/**
 * Removes, under `dir` (recursively), the temporary files of writes whose process no longer runs (killed with
 * SIGKILL mid-write, or a crash), so `git add` never picks them up. Files of running processes are kept. Returns the
 * paths removed; a folder that does not exist has none.
 */
export function removeStaleTempFiles(dir: string): string[] {
  const removed: string[] = [];
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return removed;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      removed.push(...removeStaleTempFiles(path));
      continue;
    }
    const pid = Number(TEMP_NAME.exec(entry.name)?.[1]);
    if (!entry.isFile() || !Number.isSafeInteger(pid) || pid <= 0 || isProcessRunning(pid)) continue;
    try {
      unlinkSync(path);
      removed.push(path);
    } catch {
      // removed meanwhile
    }
  }
  return removed;
}

const pieces = (content: FileContent): Iterable<string> => (typeof content === 'string' ? [content] : content);

/** Writes every byte: one write() may write fewer (the disk filling up) and only the next one fails. */
function writeAllSync(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length; ) at += writeSync(fd, bytes, at, bytes.length - at);
}

async function writeAll(handle: FileHandle, text: string): Promise<void> {
  const bytes = Buffer.from(text, 'utf8');
  for (let at = 0; at < bytes.length; ) at += (await handle.write(bytes, at, bytes.length - at)).bytesWritten;
}

function resolveTargetSync(file: string): { target: string; mode: number | undefined } {
  try {
    const target = lstatSync(file).isSymbolicLink() ? realpathSync(file) : file;
    const stats = statSync(target);
    return { target, mode: stats.isFile() ? stats.mode & 0o7777 : undefined };
  } catch {
    return { target: file, mode: undefined };
  }
}

async function resolveTarget(file: string): Promise<{ target: string; mode: number | undefined }> {
  try {
    const target = (await lstat(file)).isSymbolicLink() ? await realpath(file) : file;
    const stats = await stat(target);
    return { target, mode: stats.isFile() ? stats.mode & 0o7777 : undefined };
  } catch {
    return { target: file, mode: undefined };
  }
}

const exists = () => Object.assign(new Error('the file exists'), { code: 'EEXIST' });

/** Links the complete temporary file in place without replacing anything (`EEXIST` if the target exists). */
function placeNewSync(temp: string, target: string): void {
  try {
    linkSync(temp, target);
  } catch (error) {
    if (errnoCode(error) === 'EEXIST') throw error;
    copyFileSync(temp, target, constants.COPYFILE_EXCL); // a file system without hard links
  }
}

async function placeNew(temp: string, target: string): Promise<void> {
  try {
    await link(temp, target);
  } catch (error) {
    if (errnoCode(error) === 'EEXIST') throw error;
    await copyFile(temp, target, constants.COPYFILE_EXCL);
  }
}

/**
 * Writes `content` to `file` atomically, creating missing folders; the file's permissions are kept when it
 * exists, and a symlink is written through. Throws a {@link FileWriteError} naming the file and the reason.
 *
 * @example
 * writeFileAtomicSync('fixtures/baselines/handbook.json', `${JSON.stringify(baseline, null, 2)}\n`);
 */
export function writeFileAtomicSync(file: string, content: FileContent, options: WriteFileAtomicOptions = {}): void {
  const { target, mode } = resolveTargetSync(file);
  const existed = mode !== undefined;
  if (existed && options.overwrite === false) throw failure(file, exists(), true, options);
  const temp = tempPath(target);
  let fd: number | undefined;
  try {
    mkdirSync(dirname(target), { recursive: true });
    fd = openSync(temp, 'wx', mode ?? 0o666);
    for (const piece of pieces(content)) writeAllSync(fd, piece);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    if (options.overwrite === false) {
      placeNewSync(temp, target);
      unlinkSync(temp);
    } else {
      renameSync(temp, target);
    }
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    try {
      unlinkSync(temp);
    } catch {
      // never created, or already renamed
    }
    throw failure(file, error, existed, options);
  } finally {
    inFlight.delete(temp);
  }
}

/** Async {@link writeFileAtomicSync}. */
export async function writeFileAtomic(
  file: string,
  content: FileContent,
  options: WriteFileAtomicOptions = {},
): Promise<void> {
  const { target, mode } = await resolveTarget(file);
  const existed = mode !== undefined;
  if (existed && options.overwrite === false) throw failure(file, exists(), true, options);
  const temp = tempPath(target);
  let handle: FileHandle | undefined;
  try {
    await mkdir(dirname(target), { recursive: true });
    handle = await open(temp, 'wx', mode ?? 0o666);
    for (const piece of pieces(content)) await writeAll(handle, piece);
    await handle.sync();
    await handle.close();
    handle = undefined;
    if (options.overwrite === false) {
      await placeNew(temp, target);
      await unlink(temp);
    } else {
      await rename(temp, target);
    }
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await unlink(temp).catch(() => undefined);
    throw failure(file, error, existed, options);
  } finally {
    inFlight.delete(temp);
  }
}
