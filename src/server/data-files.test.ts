/** What the server leaves on disk: private modes, and nothing of a crash. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createLetter } from './testing/test-app.js';

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
});
