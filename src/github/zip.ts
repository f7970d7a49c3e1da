/**
 * Reads a zip file (a GitHub Actions artifact download) with node:zlib: the central directory, then each entry,
 * stored (method 0) or deflated (method 8), its CRC-32 checked. Artifacts are small zips of a few report files, so
 * this is the whole need: about 80 lines instead of a dependency. Refuses what it does not read (zip64, encryption,
 * other methods) and entry names that would land outside the target folder.
 */
import { crc32, inflateRawSync } from 'node:zlib';
import { RagcheckError } from '../errors.js';

export interface ZipEntry {
  /** The entry's path inside the zip, `/`-separated. */
  name: string;
  data: Uint8Array;
}

/** A zip the reader cannot read: says what is wrong. */
export class ZipError extends RagcheckError {
  override name = 'ZipError' as const;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** Every file entry of the zip (folders skipped), in the central directory's order. */
export function readZip(zip: Uint8Array): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (view.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ZipError('not a zip file (no end of central directory record)');
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) throw new ZipError('zip64 archives are not supported');
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > zip.length || view.getUint32(offset, true) !== CENTRAL) {
      throw new ZipError(`bad central directory entry ${n}`);
    }
    const flags = view.getUint16(offset + 8, true);
    const method = view.getUint16(offset + 10, true);
    const crc = view.getUint32(offset + 16, true);
    const compressed = view.getUint32(offset + 20, true);
    const size = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const local = view.getUint32(offset + 42, true);
    const name = new TextDecoder().decode(zip.subarray(offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    if (flags & 1) throw new ZipError(`${name}: encrypted entries are not supported`);
    if (name.startsWith('/') || name.split(/[\\/]/).includes('..') || /^[A-Za-z]:/.test(name)) {
      throw new ZipError(`${name}: an entry path outside the archive's folder`);
    }
    if (view.getUint32(local, true) !== LOCAL) throw new ZipError(`${name}: bad local header`);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const raw = zip.subarray(start, start + compressed);
    let data: Uint8Array;
    if (method === 0) data = raw;
    else if (method === 8) data = inflateRawSync(raw);
    else throw new ZipError(`${name}: compression method ${method} is not supported (only stored and deflate)`);
    if (data.length !== size || crc32(data) !== crc)
      throw new ZipError(`${name}: the data is corrupt (size or CRC-32)`);
    entries.push({ name, data });
  }
  return entries;
}
