/**
 * Reads a ZIP the way an unzip tool does, from its central directory: each file's name and
 * bytes. Only what Download all writes is read (files stored uncompressed, no ZIP64 for a small
 * archive); anything else throws, so a change of format fails the test instead of passing it.
 */
import { crc32 } from 'node:zlib';

export interface ZipEntry {
  name: string;
  bytes: Buffer;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;

export function zipEntries(zip: Buffer): ZipEntry[] {
  // The end record is the last thing in the file, before a comment of at most 64 KiB.
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END_OF_DIRECTORY) end -= 1;
  if (end < 0) throw new Error('No end of central directory: not a ZIP.');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);

  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error(`No entry ${index} at ${at}.`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skipped = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (method !== STORED) throw new Error(`${name} is not stored (method ${method}).`);
    if (zip.readUInt32LE(local) !== LOCAL_HEADER) throw new Error(`No local header for ${name}.`);
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const bytes = zip.subarray(data, data + size);
    if (crc32(bytes) !== crc) throw new Error(`${name}: its CRC-32 does not match.`);
    entries.push({ name, bytes });
    at += 46 + skipped;
  }
  return entries;
}
