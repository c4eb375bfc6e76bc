/**
 * What the server keeps in DATA_DIR on disk: private modes, nothing of a crash, no strip file
 * older than any record; and readiness naming the disk once it is gone.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { loadConfig } from '../../../src/server/config.js';
import { createLetter } from '../test-app.js';

const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await fs.rm(root, { recursive: true, force: true });
});

async function tempRoot(): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'postbooth-files-'));
  roots.push(root);
  return root;
}

const mode = async (file: string) => (await fs.stat(file)).mode & 0o777;

describe('DATA_DIR', () => {
  it('is made 0700 with 0700 folders and 0600 files, whatever the umask', async () => {
    const dataDir = path.join(await tempRoot(), 'data');
    const previous = process.umask(0o022);
    try {
      const app = await buildApp({
        ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
        webDir: dataDir,
      });
      await createLetter(app);
      await app.close();
    } finally {
      process.umask(previous);
    }
    expect(await mode(dataDir)).toBe(0o700);
    expect(await mode(path.join(dataDir, 'strips'))).toBe(0o700);
    expect(await mode(path.join(dataDir, 'stickers'))).toBe(0o700);
    expect(await mode(path.join(dataDir, 'postbooth.sqlite'))).toBe(0o600);
    const [strip] = await fs.readdir(path.join(dataDir, 'strips'));
    expect(await mode(path.join(dataDir, 'strips', strip!))).toBe(0o600);
  });

  it('makes a database file left 0644 by an earlier version 0600', async () => {
    const dataDir = await tempRoot();
    const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), webDir: dataDir };
    await (await buildApp(config)).close();
    await fs.chmod(path.join(dataDir, 'postbooth.sqlite'), 0o644);
    await (await buildApp(config)).close();
    expect(await mode(path.join(dataDir, 'postbooth.sqlite'))).toBe(0o600);
  });

  it('makes strips/ and stickers/ left 0755 with 0644 files by an earlier release 0700 and 0600', async () => {
    const dataDir = await tempRoot();
    const strip = path.join(
      dataDir,
      'strips',
      'photostrip-1700000000000-AAAAAAAAAAAAAAAAAAAAAA.png',
    );
    const sticker = path.join(dataDir, 'stickers', 'AAAAAAAAAAAAAAAAAAAAAA.png');
    for (const file of [strip, sticker]) {
      await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o755 });
      await fs.chmod(path.dirname(file), 0o755);
      await fs.writeFile(file, 'a photo', { mode: 0o644 });
      await fs.chmod(file, 0o644);
    }
    const app = await buildApp({
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      webDir: dataDir,
    });
    await app.close();
    expect(await mode(path.join(dataDir, 'strips'))).toBe(0o700);
    expect(await mode(path.join(dataDir, 'stickers'))).toBe(0o700);
    // Kept (it is recent, so the sweep of files without a record leaves it), and private.
    expect(await fs.readFile(strip, 'utf8')).toBe('a photo');
    expect(await mode(strip)).toBe(0o600);
    expect(await mode(sticker)).toBe(0o600);
  });

  it('removes at start the temporary files a crash left in strips/ and stickers/', async () => {
    const dataDir = await tempRoot();
    for (const folder of ['strips', 'stickers']) {
      await fs.mkdir(path.join(dataDir, folder), { recursive: true });
      await fs.writeFile(path.join(dataDir, folder, '.tmp-AbCdEfGhIjKl'), 'half a strip');
    }
    const app = await buildApp({
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      webDir: dataDir,
    });
    await app.close();
    expect(await fs.readdir(path.join(dataDir, 'strips'))).toEqual([]);
    expect(await fs.readdir(path.join(dataDir, 'stickers'))).toEqual([]);
  });

  it('removes at start old strip files that have no record (uploads from before records)', async () => {
    const dataDir = await tempRoot();
    const folder = path.join(dataDir, 'strips');
    await fs.mkdir(folder, { recursive: true });
    const old = 'photostrip-1700000000000-AAAAAAAAAAAAAAAAAAAAAA.png';
    const recent = 'photostrip-1700000000001-BBBBBBBBBBBBBBBBBBBBBB.png';
    await fs.writeFile(path.join(folder, old), 'x');
    await fs.writeFile(path.join(folder, recent), 'x');
    const twoDaysAgo = new Date(Date.now() - 48 * 60 * 60 * 1000);
    await fs.utimes(path.join(folder, old), twoDaysAgo, twoDaysAgo);

    const app = await buildApp({
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      webDir: dataDir,
    });
    try {
      const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
      expect(await status(`/strips/${old}`)).toBe(404);
      expect(await status(`/strips/${recent}`)).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('once gone, makes /readyz answer 503 naming the disk, while /healthz stays 200', async () => {
    const dataDir = await tempRoot();
    const app = await buildApp({
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      webDir: dataDir,
    });
    try {
      await fs.rm(dataDir, { recursive: true, force: true });
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        status: 'unavailable',
        failing: ['disk'],
        code: 'unavailable',
      });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
