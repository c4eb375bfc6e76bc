/**
 * The ZIP writer, read back by real readers: Info-ZIP's `unzip -t` (CRCs, structure) and
 * Python's zipfile (names, flags, dates, each file's bytes), and pulled slowly to show that it
 * reads no further ahead than its reader.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { zipStream, type ZipEntry, type ZipOptions } from './zip-stream.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-stream-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An entry whose bytes come in chunks of at most `chunk` bytes. */
function entry(
  name: string,
  bytes: Buffer | null,
  modifiedAt = Date.UTC(2026, 10, 27, 13, 5, 42),
  chunk = 7_000,
): ZipEntry {
  return {
    name,
    modifiedAt,
    open: async () =>
      bytes &&
      (async function* () {
        for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
      })(),
  };
}

async function* listOf(entries: ZipEntry[]): AsyncGenerator<ZipEntry> {
  yield* entries;
}

async function writeZip(
  file: string,
  entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>,
  options?: ZipOptions,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const source = Symbol.asyncIterator in entries ? entries : listOf([...entries]);
  for await (const chunk of zipStream(source, options)) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  fs.writeFileSync(file, bytes);
  return bytes;
}

/** What Python's zipfile reads of the archive: per file its name, flags, date, size, CRC and bytes. */
function pythonRead(file: string): {
  name: string;
  flags: number;
  date: number[];
  size: number;
  crc: number;
  hex: string;
}[] {
  const script = `
import json, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    assert z.testzip() is None
    print(json.dumps([{"name": i.filename, "flags": i.flag_bits, "date": list(i.date_time),
        "size": i.file_size, "crc": i.CRC, "hex": z.read(i).hex()} for i in z.infolist()]))
`;
  return JSON.parse(
    execFileSync('python3', ['-c', script, file], { maxBuffer: 1 << 30 }).toString(),
  );
}

function unzipTest(file: string): string {
  return execFileSync('unzip', ['-tq', file]).toString();
}

describe('zipStream', () => {
  const png = randomBytes(150_000);
  const files: [string, Buffer][] = [
    ['Fête de Léa-001.png', png],
    ['派对-002.png', randomBytes(10)],
    ['empty-003.png', Buffer.alloc(0)],
  ];

  it('writes an archive unzip and Python read back byte for byte, with UTF-8 names and UTC dates', async () => {
    const file = path.join(dir, 'plain.zip');
    await writeZip(file, [
      ...files.map(([name, bytes]) => entry(name, bytes)),
      entry('gone.png', null),
    ]);
    const tested = unzipTest(file);
    expect(tested).toContain('No errors detected');
    const read = pythonRead(file);
    expect(read.map((file) => file.name)).toEqual(files.map(([name]) => name));
    for (const [i, [, bytes]] of files.entries()) {
      expect(read[i]?.hex).toBe(bytes.toString('hex'));
      expect(read[i]?.size).toBe(bytes.length);
      // Bit 3 (data descriptor) and bit 11 (UTF-8 name).
      expect(read[i]?.flags).toBe(0x0808);
      expect(read[i]?.date).toEqual([2026, 11, 27, 13, 5, 42]);
    }
  });

  it('writes ZIP64 records that both readers accept', async () => {
    const file = path.join(dir, 'zip64.zip');
    const bytes = await writeZip(
      file,
      files.map(([name, data]) => entry(name, data)),
      { zip64: 'always' },
    );
    expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    expect(unzipTest(file)).toContain('No errors detected');
    expect(pythonRead(file).map((read) => read.hex)).toEqual(
      files.map(([, data]) => data.toString('hex')),
    );
  });

  it('switches to ZIP64 by itself at 65,535 files', async () => {
    const count = 65_535;
    const file = path.join(dir, 'many.zip');
    async function* many(): AsyncGenerator<ZipEntry> {
      for (let n = 0; n < count; n++) yield entry(`f${n}.png`, Buffer.from(String(n)));
    }
    const bytes = await writeZip(file, many());
    // The classic end record says "see ZIP64" (0xffff files), and the ZIP64 one has the count.
    const endAt = bytes.length - 22;
    expect(bytes.readUInt32LE(endAt)).toBe(0x06054b50);
    expect(bytes.readUInt16LE(endAt + 10)).toBe(0xffff);
    const script = `
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    names = z.namelist()
    print(len(names), names[-1], z.read(names[-1]).decode())
`;
    expect(execFileSync('python3', ['-c', script, file]).toString().trim()).toBe(
      `${count} f${count - 1}.png ${count - 1}`,
    );
    expect(unzipTest(file)).toContain('No errors detected');
  }, 60_000);

  it('reads a file no further ahead than its reader takes the archive', async () => {
    let pulled = 0;
    let closed = false;
    const chunk = Buffer.alloc(64 * 1024, 1);
    const endless: ZipEntry = {
      name: 'endless.png',
      modifiedAt: 0,
      open: async () =>
        (async function* () {
          try {
            for (;;) {
              pulled++;
              yield chunk;
            }
          } finally {
            closed = true;
          }
        })(),
    };
    const archive = zipStream(listOf([endless]));
    const reader = archive[Symbol.asyncIterator]();
    let received = 0;
    for (let n = 0; n < 50; n++) received += ((await reader.next()).value as Buffer).length;
    await new Promise((resolve) => setImmediate(resolve));
    // 50 chunks taken: at most a few more were read for the stream's own buffer.
    expect(received).toBeGreaterThan(49 * chunk.length);
    expect(pulled).toBeLessThanOrEqual(53);
    // The reader goes away: the file is closed, nothing more is read.
    archive.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(true);
    const after = pulled;
    await new Promise((resolve) => setImmediate(resolve));
    expect(pulled).toBe(after);
  });

  it('refuses an empty name', async () => {
    const chunks = zipStream(listOf([entry('', Buffer.from('x'))]))[Symbol.asyncIterator]();
    await expect(chunks.next()).rejects.toThrow(/file name/);
  });
});

/** The MS-DOS time and date the archive writes for a file modified at `ms` (its local header). */
async function dosDateTime(ms: number): Promise<{ time: number; date: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream(listOf([entry('a.png', Buffer.from('x'), ms)]))) {
    chunks.push(chunk as Buffer);
  }
  const bytes = Buffer.concat(chunks);
  return { time: bytes.readUInt16LE(10), date: bytes.readUInt16LE(12) };
}

describe('the MS-DOS date and time of each file', () => {
  it('keeps UTC date and time in 2-second steps', async () => {
    const { time, date } = await dosDateTime(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(date).toBe(((2026 - 1980) << 9) | (1 << 5) | 2);
    expect(time).toBe((3 << 11) | (4 << 5) | 2);
  });

  it('clamps times MS-DOS cannot say', async () => {
    expect(await dosDateTime(0)).toEqual({ time: 0, date: (1 << 5) | 1 });
    expect(await dosDateTime(Number.NaN)).toEqual({ time: 0, date: (1 << 5) | 1 });
    expect((await dosDateTime(Date.UTC(2200, 0, 1))).date >> 9).toBe(127);
  });
});
