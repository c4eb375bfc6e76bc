/**
 * An operator's TRUST_PROXY slip stops the real server process at start with one line on
 * stderr naming the variable: no stack trace, no port opened. `0.0.0.0/0` used to crash
 * Fastify with a TypeError and `0.0.0.0/1,128.0.0.0/1` to start trusting every address.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { runMain } from '../../main-process.js';

let dataDir = '';
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'postbooth-trust-proxy-'));
});
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

/** Runs the server process with `trustProxy`. */
const start = (trustProxy: string) => runMain({ DATA_DIR: dataDir, TRUST_PROXY: trustProxy });

// At once: each process spends its few seconds loading the server's modules.
describe.concurrent('TRUST_PROXY refused at start', () => {
  it.for([
    ['0.0.0.0/1,128.0.0.0/1', '"0.0.0.0/1" is too wide: an IPv4 range must be /8 or narrower'],
    ['0.0.0.0/0', '"0.0.0.0/0" is too wide: an IPv4 range must be /8 or narrower'],
    ['::/0', '"::/0" is too wide: an IPv6 range must be /32 or narrower'],
  ])(
    '%s: exit 1, one line naming TRUST_PROXY on stderr, no stack',
    async ([value, reason], { expect }) => {
      const { code, stdout, stderr } = await start(value!);
      expect(stdout).not.toContain('is ready on');
      expect(code).toBe(1);
      expect(stderr).toMatch(/^TRUST_PROXY: [^\n]+\n$/);
      expect(stderr).toContain(`TRUST_PROXY: ${reason}`);
      expect(stderr).toContain(`(got ${JSON.stringify(value)})`);
      expect(stderr).not.toMatch(/TypeError|\n\s+at /);
    },
  );
});
