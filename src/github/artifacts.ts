/**
 * Actions artifacts as the REST API lists them, and the two things every reader of them does: keep the ones a
 * branch of the repository itself made (a fork's branch of the same name is someone else's run), and unzip one into a
 * folder.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { readZip } from './zip.js';

/** An artifact as `GET /repos/{repo}/actions/artifacts` lists it (the fields read). */
export interface Artifact {
  id: number;
  name: string;
  expired?: boolean;
  created_at?: string;
  archive_download_url?: string;
  workflow_run?: {
    id?: number;
    head_branch?: string;
    head_sha?: string;
    repository_id?: number;
    head_repository_id?: number;
  };
}

/** True for an artifact `name` uploaded by a run on `branch` of the repository itself, with a download URL. */
export function isOwnBranchArtifact(artifact: Artifact, name: string, branch: string): boolean {
  const run = artifact.workflow_run;
  return (
    artifact.name === name &&
    Boolean(artifact.archive_download_url) &&
    run?.head_branch === branch &&
    (run.head_repository_id === undefined ||
      run.repository_id === undefined ||
      run.head_repository_id === run.repository_id)
  );
}

/** Newest first: by creation date, then by id (ids grow over time). */
export function newestFirst(a: Artifact, b: Artifact): number {
  return (b.created_at ?? '').localeCompare(a.created_at ?? '') || b.id - a.id;
}

/**
 * Unzips an artifact's bytes into `out` (created as needed); returns each file's path as `join(out, entry)`.
 * Throws ZipError for bytes that are not a zip it reads.
 */
export function unzipInto(bytes: Uint8Array, out: string): string[] {
  const files: string[] = [];
  const root = resolve(out);
  for (const entry of readZip(bytes)) {
    const path = join(root, entry.name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, entry.data);
    files.push(join(out, entry.name));
  }
  return files;
}
