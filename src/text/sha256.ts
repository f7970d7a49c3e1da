import { createHash } from 'node:crypto';

/** The hex sha256 of a text (UTF-8): cache keys and entries, and seeded orders, hash with it. */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The hex sha256 of `parts` joined by NUL, so that no part runs into the next: a seeded order's stable rank. */
export function sha256OfParts(...parts: string[]): string {
  return sha256(parts.join('\0'));
}
