/**
 * Strict UTF-8 decoding of dataset files. Node's `'utf8'` decoding replaces bad bytes with U+FFFD, which silently
 * changes questions, answers and the judge cache keys built from them; a file that is not UTF-8 is an error instead,
 * naming the line and byte offset of the first bad byte.
 */
import type { DatasetIssue } from '../errors.js';

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * Offset of the first byte of the first invalid sequence, by the WHATWG UTF-8 decoder's rules (the ones
 * `TextDecoder` applies): overlong forms, surrogates, code points above U+10FFFF and cut sequences are invalid.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number | undefined {
  let needed = 0;
  let seen = 0;
  let lower = 0x80;
  let upper = 0xbf;
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    if (needed === 0) {
      if (byte <= 0x7f) continue;
      start = i;
      if (byte >= 0xc2 && byte <= 0xdf) needed = 1;
      else if (byte >= 0xe0 && byte <= 0xef) {
        if (byte === 0xe0) lower = 0xa0;
        if (byte === 0xed) upper = 0x9f;
        needed = 2;
      } else if (byte >= 0xf0 && byte <= 0xf4) {
        if (byte === 0xf0) lower = 0x90;
        if (byte === 0xf4) upper = 0x8f;
        needed = 3;
      } else return i;
      continue;
    }
    if (byte < lower || byte > upper) return start;
    lower = 0x80;
    upper = 0xbf;
    if (++seen === needed) needed = seen = 0;
  }
  return needed > 0 ? start : undefined;
}

const hex = (byte: number) => `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/** The issue for a file that is not UTF-8: line and byte offset of the first bad sequence, and how to fix it. */
function invalidUtf8Issue(file: string, bytes: Uint8Array, offset: number): DatasetIssue {
  let line = 1;
  for (let i = 0; i < offset; i++) if (bytes[i] === 0x0a) line++;
  const shown = [...bytes.subarray(offset, Math.min(offset + 4, bytes.length))].map(hex).join(' ');
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  const why = utf16 ? ': it looks like UTF-16' : '';
  return {
    file,
    line,
    message: `invalid UTF-8 at byte offset ${offset} (${shown})${why}. Save the file as UTF-8 (e.g. \`iconv -f latin1 -t utf-8\`, or your editor's "Save with encoding"); bad bytes are never replaced, since that would change the text.`,
  };
}

/** The file's text, or the issue saying where it stops being UTF-8. A leading byte order mark is dropped. */
export function decodeUtf8(file: string, bytes: Uint8Array): { text: string } | { issue: DatasetIssue } {
  try {
    return { text: decoder.decode(bytes) };
  } catch {
    return { issue: invalidUtf8Issue(file, bytes, firstInvalidUtf8(bytes) ?? 0) };
  }
}
