/**
 * A ZIP archive written as a stream, one file after another, without holding any file in
 * memory: each file's bytes pass straight through, its CRC-32 computed on the way, and its
 * sizes and CRC follow it in a data descriptor (general purpose flag bit 3). Files are
 * "stored" (method 0): strips are PNGs, already compressed. Names are UTF-8 (flag bit 11).
 *
 * Only the central directory grows with the archive (about 70 bytes a file plus its name),
 * never with the files' bytes. ZIP64 records are written when the archive needs them (65,535
 * files or more, or a central directory past 4 GiB); a single file must stay below 4 GiB.
 *
 * The stream is pulled: the next chunk is read from a file only when the reader of the
 * archive wants more, so a slow client never makes this buffer more than one chunk.
 */
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

export interface ZipEntry {
  /** The name inside the archive, UTF-8, as the caller made it safe (no folders here). */
  name: string;
  /** Milliseconds since the epoch; written as a DOS time in UTC. */
  modifiedAt: number;
  /** The file's bytes, opened when their turn comes; null leaves the file out (it is gone). */
  open(): Promise<AsyncIterable<Uint8Array> | null>;
}

export interface ZipOptions {
  /** 'always' writes the ZIP64 records even when the archive is small (tests use it). */
  zip64?: 'auto' | 'always';
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_HEADER = 0x02014b50;
const ZIP64_END = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const END = 0x06054b50;

/** Bit 3: sizes and CRC in a data descriptor after the data; bit 11: the name is UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const VERSION_PLAIN = 20;
const VERSION_ZIP64 = 45;
/** "Made by" Unix (3) with spec 4.5, so that the external attributes read as a file's mode. */
const MADE_BY = (3 << 8) | VERSION_ZIP64;
/** A regular file, rw-r--r--, in the high half of the external attributes. */
const FILE_MODE = (0o100644 << 16) >>> 0;

const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;

/** The largest file one entry holds (its size must fit 32 bits in the data descriptor). */
export const ZIP_MAX_FILE_BYTES = MAX_32 - 1;

/** Why an archive could not be written to the end. */
export class ZipError extends Error {
  override name = 'ZipError';
}

interface Written {
  name: Buffer;
  time: number;
  date: number;
  crc: number;
  size: number;
  offset: number;
}

/** The archive of `entries`, in their order, as a byte stream. */
export function zipStream(entries: AsyncIterable<ZipEntry>, options: ZipOptions = {}): Readable {
  // 64 KiB ahead at most: a file chunk is read only when the reader took the previous one.
  return Readable.from(zipChunks(entries, options), {
    objectMode: false,
    highWaterMark: 64 * 1024,
  });
}

/** The archive's bytes, chunk by chunk (a chunk is asked for only when the last was taken). */
async function* zipChunks(
  entries: AsyncIterable<ZipEntry>,
  options: ZipOptions = {},
): AsyncGenerator<Buffer> {
  const always = options.zip64 === 'always';
  const written: Written[] = [];
  let offset = 0;
  for await (const entry of entries) {
    const body = await entry.open();
    if (!body) continue;
    const name = Buffer.from(entry.name.normalize('NFC'), 'utf8');
    if (name.length === 0 || name.length > MAX_16) {
      throw new ZipError(`A file name must be 1 to ${MAX_16} bytes.`);
    }
    const { time, date } = dosDateTime(entry.modifiedAt);
    const header = localHeader(name, time, date);
    const record: Written = { name, time, date, crc: 0, size: 0, offset };
    yield header;
    for await (const chunk of body) {
      record.crc = crc32(chunk, record.crc);
      record.size += chunk.length;
      if (record.size > ZIP_MAX_FILE_BYTES) {
        throw new ZipError('A file of 4 GiB or more cannot be stored in this archive.');
      }
      yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    }
    const descriptor = dataDescriptor(record);
    yield descriptor;
    offset += header.length + record.size + descriptor.length;
    written.push(record);
  }
  yield* centralDirectory(written, offset, always);
}

function* centralDirectory(written: Written[], start: number, always: boolean): Generator<Buffer> {
  let size = 0;
  for (const record of written) {
    const header = centralHeader(record, always || record.offset >= MAX_32);
    size += header.length;
    yield header;
  }
  const zip64 = always || written.length >= MAX_16 || start >= MAX_32 || size >= MAX_32;
  if (zip64) {
    const end64At = start + size;
    yield zip64End(written.length, size, start);
    yield zip64Locator(end64At);
  }
  yield end(zip64 ? MAX_16 : written.length, zip64 ? MAX_32 : size, zip64 ? MAX_32 : start);
}

function localHeader(name: Buffer, time: number, date: number): Buffer {
  const head = Buffer.alloc(30);
  head.writeUInt32LE(LOCAL_HEADER, 0);
  head.writeUInt16LE(VERSION_PLAIN, 4);
  head.writeUInt16LE(FLAGS, 6);
  head.writeUInt16LE(0, 8); // stored
  head.writeUInt16LE(time, 10);
  head.writeUInt16LE(date, 12);
  // CRC and both sizes (14..25) stay 0: they follow the data, in its descriptor.
  head.writeUInt16LE(name.length, 26);
  head.writeUInt16LE(0, 28);
  return Buffer.concat([head, name]);
}

function dataDescriptor(record: Written): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(record.crc, 4);
  descriptor.writeUInt32LE(record.size, 8); // compressed: stored, the same
  descriptor.writeUInt32LE(record.size, 12);
  return descriptor;
}

function centralHeader(record: Written, offset64: boolean): Buffer {
  // ZIP64 extra field (0x0001): only the local header's offset, the one field that overflows.
  const extra = offset64 ? Buffer.alloc(12) : Buffer.alloc(0);
  if (offset64) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(8, 2);
    extra.writeBigUInt64LE(BigInt(record.offset), 4);
  }
  const head = Buffer.alloc(46);
  head.writeUInt32LE(CENTRAL_HEADER, 0);
  head.writeUInt16LE(MADE_BY, 4);
  head.writeUInt16LE(offset64 ? VERSION_ZIP64 : VERSION_PLAIN, 6);
  head.writeUInt16LE(FLAGS, 8);
  head.writeUInt16LE(0, 10);
  head.writeUInt16LE(record.time, 12);
  head.writeUInt16LE(record.date, 14);
  head.writeUInt32LE(record.crc, 16);
  head.writeUInt32LE(record.size, 20);
  head.writeUInt32LE(record.size, 24);
  head.writeUInt16LE(record.name.length, 28);
  head.writeUInt16LE(extra.length, 30);
  // Comment length, disk number and internal attributes (32..37) stay 0.
  head.writeUInt32LE(FILE_MODE, 38);
  head.writeUInt32LE(offset64 ? MAX_32 : record.offset, 42);
  return Buffer.concat([head, record.name, extra]);
}

function zip64End(count: number, size: number, start: number): Buffer {
  const record = Buffer.alloc(56);
  record.writeUInt32LE(ZIP64_END, 0);
  record.writeBigUInt64LE(44n, 4); // the size of what follows this field
  record.writeUInt16LE(MADE_BY, 12);
  record.writeUInt16LE(VERSION_ZIP64, 14);
  // This disk and the central directory's disk (16..23) are 0: one disk.
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(size), 40);
  record.writeBigUInt64LE(BigInt(start), 48);
  return record;
}

function zip64Locator(end64At: number): Buffer {
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(ZIP64_LOCATOR, 0);
  locator.writeUInt32LE(0, 4);
  locator.writeBigUInt64LE(BigInt(end64At), 8);
  locator.writeUInt32LE(1, 16);
  return locator;
}

function end(count: number, size: number, start: number): Buffer {
  const record = Buffer.alloc(22);
  record.writeUInt32LE(END, 0);
  // Disk numbers (4..7) are 0.
  record.writeUInt16LE(count, 8);
  record.writeUInt16LE(count, 10);
  record.writeUInt32LE(size, 12);
  record.writeUInt32LE(start, 16);
  record.writeUInt16LE(0, 20);
  return record;
}

/** A time as MS-DOS keeps it (2-second steps, 1980 to 2107), read in UTC. */
function dosDateTime(ms: number): { time: number; date: number } {
  const at = new Date(ms);
  const year = at.getUTCFullYear();
  if (!Number.isFinite(ms) || year < 1980) return { time: 0, date: (1 << 5) | 1 };
  if (year > 2107) return { time: (23 << 11) | (59 << 5) | 29, date: (127 << 9) | (12 << 5) | 31 };
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | (at.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}
