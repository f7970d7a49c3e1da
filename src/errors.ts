/**
 * Typed errors. Broken infrastructure (a bad dataset, a crashing adapter, a judge that is down) throws one of
 * these; a low score never does. Guards check `name` as well as `instanceof` because Vitest can load a module
 * twice, which makes `instanceof` unreliable across the two copies.
 */

/**
 * The stable code of each error class, by class name: the one table of codes (docs/errors.md lists the same, and a
 * test checks the two agree). Classes private to a module are here too, so every code is in one place; a class's
 * code never changes once released, whatever its message says.
 */
export const ERROR_CODES = {
  RagcheckError: 'RAGCHECK_ERROR',
  DatasetError: 'RAGCHECK_DATASET',
  AdapterError: 'RAGCHECK_ADAPTER',
  JudgeError: 'RAGCHECK_JUDGE',
  ConfigError: 'RAGCHECK_CONFIG',
  FileWriteError: 'RAGCHECK_FILE_WRITE',
  UsageError: 'RAGCHECK_USAGE',
  DeadlineError: 'RAGCHECK_DEADLINE',
  ContextIdError: 'RAGCHECK_CONTEXT_ID',
  HttpStatusFailure: 'RAGCHECK_HTTP_STATUS',
  GitHubUnavailableError: 'RAGCHECK_GITHUB_UNAVAILABLE',
  TransientStatus: 'RAGCHECK_GITHUB_TRANSIENT_STATUS',
  ZipError: 'RAGCHECK_ZIP',
  ScanError: 'RAGCHECK_JSON_SCAN',
  RagcheckCaseFailure: 'RAGCHECK_CASE_FAILURE',
} as const;

/** The `code` of a ragcheck error: one value per error class (see {@link ERROR_CODES}). */
export type RagcheckErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

const CODE_OF: Readonly<Record<string, RagcheckErrorCode>> = ERROR_CODES;

/** Base class of every error ragcheck throws on purpose. */
export class RagcheckError extends Error {
  override name: string = 'RagcheckError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }

  /**
   * A stable code a program can switch on (`RAGCHECK_JUDGE`...), one per error class; a subclass outside ragcheck
   * has the code of the nearest ragcheck class it extends. A getter, not a field, so an error's own properties (what
   * a serializer or `JSON.stringify` shows) are what they were before codes existed.
   */
  get code(): RagcheckErrorCode {
    const byName = CODE_OF[this.name];
    if (byName) return byName;
    for (let c = this.constructor; c && c !== Error; c = Object.getPrototypeOf(c)) {
      const byClass = CODE_OF[c.name];
      if (byClass) return byClass;
    }
    return 'RAGCHECK_ERROR';
  }
}

/** One problem found in an input file, as plain data. */
export interface DatasetIssue {
  /** Path of the file as the user gave it. */
  file: string;
  /** 1-based line, when known. */
  line?: number;
  /** 1-based column (YAML), when known. */
  column?: number;
  /** Field path inside the record, e.g. `thresholds.faithfulness`. */
  path?: string;
  /** What is wrong and how to fix it. */
  message: string;
}

/** Formats an issue as `file:line:col: field: message`. */
export function formatDatasetIssue(issue: DatasetIssue): string {
  let where = issue.file;
  if (issue.line !== undefined) where += `:${issue.line}`;
  if (issue.column !== undefined) where += `:${issue.column}`;
  const field = issue.path ? `"${issue.path}" ` : '';
  return `${where}: ${field}${issue.message}`;
}

/** A dataset (cases, corpus, labels) is malformed. Carries every issue found, not only the first. */
export class DatasetError extends RagcheckError {
  override name = 'DatasetError' as const;
  readonly issues: DatasetIssue[];
  readonly file: string;
  constructor(issues: DatasetIssue[], options?: { cause?: unknown }) {
    const shown = issues.slice(0, 20).map(formatDatasetIssue);
    if (issues.length > 20) shown.push(`... and ${issues.length - 20} more problem(s)`);
    super(shown.join('\n'), options);
    this.issues = issues;
    this.file = issues[0]?.file ?? '';
  }
}

/** The RAG app under test failed: threw, timed out or returned a malformed response. */
export class AdapterError extends RagcheckError {
  override name = 'AdapterError' as const;
  readonly caseId: string | undefined;
  constructor(message: string, options?: { cause?: unknown; caseId?: string }) {
    super(message, options);
    this.caseId = options?.caseId;
  }
}

/** The judge failed: network error, timeout, output that fails validation, replay miss. */
export class JudgeError extends RagcheckError {
  override name = 'JudgeError' as const;
  readonly caseId: string | undefined;
  /** The judge's raw output, when there was one, kept as evidence. */
  readonly raw: string | undefined;
  /** In replay mode, the answer asked for was never recorded (nothing failed: a recording is missing). */
  readonly replayMiss: boolean;
  /**
   * A model judge called a claim supported with evidence that does not bear on it (and kept doing so when asked
   * again): its verdict cannot be trusted, so a judge with an offline stage (the cascade) decides the claim itself.
   */
  readonly weakEvidence: boolean;
  constructor(
    message: string,
    options?: { cause?: unknown; caseId?: string; raw?: string; replayMiss?: boolean; weakEvidence?: boolean },
  ) {
    super(message, options);
    this.caseId = options?.caseId;
    this.raw = options?.raw;
    this.replayMiss = options?.replayMiss ?? false;
    this.weakEvidence = options?.weakEvidence ?? false;
  }
}

/** A configuration problem (missing API key, unknown judge name, bad environment variable). */
export class ConfigError extends RagcheckError {
  override name = 'ConfigError' as const;
}

/**
 * A file ragcheck owns (a baseline, a report, a recording, a judge cache entry) could not be written. The previous
 * version of the file, if any, is left whole: writes go to a temporary file that replaces it only when complete.
 */
export class FileWriteError extends RagcheckError {
  override name = 'FileWriteError' as const;
  /** The file that could not be written, as the caller named it. */
  readonly file: string;
  /** The system error code (`ENOSPC`, `EACCES`...), when there was one. (`code` is the ragcheck code.) */
  readonly systemCode: string | undefined;
  /** Why, in words: `the disk is full (ENOSPC)`, `.github/workflows is a file, not a folder (EEXIST)`. */
  readonly reason: string;
  constructor(message: string, options: { file: string; reason: string; code?: string; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.file = options.file;
    this.reason = options.reason;
    this.systemCode = options.code;
  }
}

function hasName(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === name;
}

/**
 * Whether `error` is any error ragcheck throws on purpose, also across module copies (it checks the name, not only
 * `instanceof`).
 */
export function isRagcheckError(error: unknown): error is RagcheckError {
  return (
    error instanceof RagcheckError ||
    ['RagcheckError', 'DatasetError', 'AdapterError', 'JudgeError', 'ConfigError', 'FileWriteError'].some((n) =>
      hasName(error, n),
    )
  );
}
/**
 * Whether `error` is a `DatasetError` (a case, corpus or label file that does not parse or validate), also across
 * module copies.
 */
export function isDatasetError(error: unknown): error is DatasetError {
  return error instanceof DatasetError || hasName(error, 'DatasetError');
}
/**
 * Whether `error` is an `AdapterError` (the app failed, hung or answered in the wrong shape), also across module
 * copies.
 */
export function isAdapterError(error: unknown): error is AdapterError {
  return error instanceof AdapterError || hasName(error, 'AdapterError');
}
/** Whether `error` is a `JudgeError` (the judge failed or returned garbage), also across module copies. */
export function isJudgeError(error: unknown): error is JudgeError {
  return error instanceof JudgeError || hasName(error, 'JudgeError');
}
/** Whether `error` is a `ConfigError` (a bad option or environment variable), also across module copies. */
export function isConfigError(error: unknown): error is ConfigError {
  return error instanceof ConfigError || hasName(error, 'ConfigError');
}
/**
 * Whether `error` is a `FileWriteError` (a report, recording or baseline could not be written), also across module
 * copies.
 */
export function isFileWriteError(error: unknown): error is FileWriteError {
  return error instanceof FileWriteError || hasName(error, 'FileWriteError');
}

/** Message of any thrown value, for evidence. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
