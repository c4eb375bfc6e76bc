/**
 * The disk blob store. Writes are atomic: the bytes go to a temporary file, are flushed
 * to the disk, then linked under their final name (link fails rather than overwrite),
 * and the folder is flushed so the new name survives a crash. A crash therefore never
 * leaves half a file under a final name; the temporary files it may leave are removed when
 * the store is opened. Folders are made 0700 and files 0600: only the server's user reads them.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore, StoredBlob } from './blobs.js';

const KEY_PATTERN = /^[a-z]+\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,200}$/;
const NAME_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,200}$/;
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

/** Opens the store on `root`: its folders exist, and no temporary file of a crash is left. */
export async function openDiskBlobStore(
  root: string,
  folders: readonly string[],
): Promise<BlobStore> {
  const base = path.resolve(root);
  await ensureFolder(base);
  for (const folder of folders) {
    const dir = path.join(base, folder);
    await ensureFolder(dir);
    for (const entry of await fs.readdir(dir)) {
      if (entry.startsWith(TEMP_PREFIX)) await fs.rm(path.join(dir, entry), { force: true });
    }
  }
  return createDiskBlobStore(base);
}

export function createDiskBlobStore(root: string): BlobStore {
  const base = path.resolve(root);

  /** The file for a key, refusing anything that could leave the store. */
  function fileFor(key: string): string {
    if (!KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`Bad blob key: ${key}`);
    const file = path.resolve(base, key);
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

    async get(key): Promise<StoredBlob | null> {
      const file = fileFor(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return { body: createReadStream(file), size: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await fs.stat(fileFor(key))).isFile();
      } catch {
        return false;
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
      if (!/^[a-z]+$/.test(folder)) throw new Error(`Bad blob folder: ${folder}`);
      const dir = path.join(base, folder);
      let entries: string[];
      try {
        entries = await fs.readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const name of entries) {
        if (!NAME_PATTERN.test(name)) continue;
        const stat = await fs.stat(path.join(dir, name)).catch(() => null);
        if (stat?.isFile()) yield { name, modifiedAt: stat.mtimeMs };
      }
    },
  };
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
