/**
 * The disk blob store. Writes are atomic: the bytes go to a temporary file, are flushed
 * to the disk, then linked under their final name (link fails rather than overwrite),
 * and the folder is flushed so the new name survives a crash. A crash therefore never
 * leaves half a file under a final name.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { BlobStore, StoredBlob } from './blobs.js';

const KEY_PATTERN = /^[a-z]+\/[A-Za-z0-9_-][A-Za-z0-9_.-]{0,200}$/;

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
      await fs.mkdir(folder, { recursive: true });
      const temp = path.join(folder, `.tmp-${randomBytes(9).toString('base64url')}`);
      const handle = await fs.open(temp, 'wx');
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
