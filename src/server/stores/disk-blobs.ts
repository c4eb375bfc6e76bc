/**
 * The disk blob store. Writes are atomic: the bytes go to a temporary file, are flushed
 * to the disk, then linked under their final name (link fails rather than overwrite),
 * and the folder is flushed so the new name survives a crash. A crash therefore never
 * leaves half a file under a final name; the temporary files it may leave are removed when
 * the store is opened. Folders are made 0700 and files 0600: only the server's user reads them.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { holdsCurrentVersion } from './blob-etags.js';
import { checkBlobFolder, checkBlobKey, isBlobName } from './blob-keys.js';
import { resolveRange } from './byte-ranges.js';
import type { BlobStore } from './blobs.js';

const TEMP_PREFIX = '.tmp-';
export const FOLDER_MODE = 0o700;
export const FILE_MODE = 0o600;

/**
 * Makes a folder (0700) when it is missing, and flushes its parent so the new folder survives
 * a crash as the files later linked into it do.
 */
export async function ensureFolder(folder: string): Promise<void> {
  const created = await fs.mkdir(folder, { recursive: true, mode: FOLDER_MODE });
  if (created === undefined) return;
  // mkdir's mode is narrowed by the umask only, never widened: set it exactly.
  await fs.chmod(folder, FOLDER_MODE);
  await syncFolder(path.dirname(folder));
}

/**
 * Opens the store on `root`: its folders exist with their private mode (and their files with
 * theirs, whatever an earlier release left), and no temporary file of a crash is left.
 */
export async function openDiskBlobStore(
  root: string,
  folders: readonly string[],
): Promise<BlobStore> {
  const base = path.resolve(root);
  await ensureFolder(base);
  for (const folder of folders) {
    const dir = path.join(base, folder);
    await ensureFolder(dir);
    await tighten(dir);
    for (const entry of await fs.readdir(dir)) {
      const file = path.join(dir, entry);
      if (entry.startsWith(TEMP_PREFIX)) await fs.rm(file, { force: true });
      else await tighten(file);
    }
  }
  return createDiskBlobStore(base);
}

/**
 * Gives a folder or file of the store its private mode when it has another: earlier releases
 * left `strips/` and `stickers/` 0755 and their files 0644 (readable by every user of the
 * machine), and mkdir never changes a folder that exists. One we may not change (another
 * user's, say a restore made as root) is left as it is rather than stopping the start.
 */
async function tighten(file: string): Promise<void> {
  const stat = await fs.lstat(file).catch(() => null);
  if (!stat) return;
  // Symbolic links and anything else an operator put there are not ours to change.
  const mode = stat.isDirectory() ? FOLDER_MODE : stat.isFile() ? FILE_MODE : null;
  if (mode === null || (stat.mode & 0o777) === mode) return;
  try {
    await fs.chmod(file, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
  }
}

export function createDiskBlobStore(root: string): BlobStore {
  const base = path.resolve(root);

  /** The file for a key, refusing anything that could leave the store. */
  function fileFor(key: string): string {
    const file = path.resolve(base, checkBlobKey(key));
    if (!file.startsWith(base + path.sep)) throw new Error(`Bad blob key: ${key}`);
    return file;
  }

  return {
    async put(key, bytes) {
      const file = fileFor(key);
      const folder = path.dirname(file);
      await ensureFolder(folder);
      const temp = path.join(folder, `${TEMP_PREFIX}${randomBytes(9).toString('base64url')}`);
      const handle = await fs.open(temp, 'wx', FILE_MODE);
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } finally {
        await handle.close();
      }
      try {
        await fs.link(temp, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      } finally {
        await fs.rm(temp, { force: true });
      }
      await syncFolder(folder);
      return true;
    },

    async get(key, options = {}) {
      const file = fileFor(key);
      // Read through one open handle: a delete between the look and the read cannot fail
      // the answer half-way (the bytes stay readable until the handle is closed).
      let handle: FileHandle;
      try {
        handle = await fs.open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const stat = await handle.stat();
        const etag = etagOf(stat);
        if (stat.isFile() && !holdsCurrentVersion(options.ifNoneMatch, etag)) {
          return { body: handle.createReadStream(), size: stat.size, etag };
        }
        await handle.close();
        return stat.isFile() ? { unchanged: true, etag } : null;
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async getRange(key, range, options = {}) {
      const file = fileFor(key);
      let handle: FileHandle;
      try {
        handle = await fs.open(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const stat = await handle.stat();
        const etag = etagOf(stat);
        const selected = stat.isFile() ? resolveRange(range, stat.size) : null;
        if (stat.isFile() && selected && !holdsCurrentVersion(options.ifNoneMatch, etag)) {
          const body = handle.createReadStream({ start: selected.start, end: selected.end });
          return { body, size: stat.size, etag, range: selected };
        }
        await handle.close();
        if (!stat.isFile()) return null;
        if (holdsCurrentVersion(options.ifNoneMatch, etag)) return { unchanged: true, etag };
        return { unsatisfiable: true, size: stat.size, etag };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async exists(key) {
      const file = fileFor(key);
      try {
        return (await fs.stat(file)).isFile();
      } catch (error) {
        // Missing is an answer; a disk that cannot be read is an error (the health check).
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },

    async delete(key) {
      const file = fileFor(key);
      try {
        await fs.unlink(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      // Flush the folder, as after a put: a removal a visitor was told about survives a crash.
      await syncFolder(path.dirname(file));
    },

    async *list(folder) {
      const dir = path.join(base, checkBlobFolder(folder));
      let entries: string[];
      try {
        entries = await fs.readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const name of entries) {
        if (!isBlobName(name)) continue;
        const stat = await fs.stat(path.join(dir, name)).catch(() => null);
        if (stat?.isFile()) yield { name, modifiedAt: stat.mtimeMs };
      }
    },
  };
}

/** Files are never rewritten in place, so size and time of writing name a version. */
function etagOf(stat: { size: number; mtimeMs: number }): string {
  return `"${stat.size.toString(16)}-${Math.trunc(stat.mtimeMs).toString(16)}"`;
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
