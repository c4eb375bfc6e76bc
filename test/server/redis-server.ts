/**
 * A redis-server process of the test's own, on a free port, that the test can kill, pause
 * (SIGSTOP: it keeps its connections and stops answering, like a hung host) and start again
 * on the same port. Nothing is written to disk.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import os from 'node:os';
import { Redis } from 'ioredis';
import { serviceMissing } from './redis.js';

const BINARY = process.env.REDIS_SERVER_BIN ?? 'redis-server';

export interface RedisServerProcess {
  url: string;
  /** Ends it at once, as a crash would (SIGKILL). */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty; resolves when it answers. */
  restart(): Promise<void>;
  /** It stops answering (SIGSTOP) until resume(). */
  pause(): void;
  resume(): void;
}

/** The redis-server program, or undefined (after saying so) when it is not installed. */
export function findRedisServer(suite: string): string | undefined {
  const probe = spawnSync(BINARY, ['--version'], { encoding: 'utf8' });
  if (probe.status === 0) return BINARY;
  return serviceMissing(
    suite,
    `no ${BINARY} program (${probe.error?.message ?? probe.stderr.trim()})`,
    'install Redis (e.g. `apt-get install redis-server`) or set REDIS_SERVER_BIN',
  );
}

/** Starts one; with a password, clients must give it (`requirepass`). */
export async function startRedisServer(
  binary: string,
  { password }: { password?: string } = {},
): Promise<RedisServerProcess> {
  const port = await freePort();
  let child = await launch(binary, port, password);
  return {
    url: `redis://127.0.0.1:${port}`,
    kill: () => killNow(child),
    restart: async () => {
      await killNow(child);
      child = await launch(binary, port, password);
    },
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
  };
}

async function launch(binary: string, port: number, password?: string): Promise<ChildProcess> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  if (password) args.push('--requirepass', password);
  const child = spawn(binary, args, { cwd: os.tmpdir(), stdio: 'ignore' });
  await waitUntilAnswering(port, child, password);
  return child;
}

async function killNow(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

async function waitUntilAnswering(
  port: number,
  child: ChildProcess,
  password?: string,
): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server on port ${port} exited`);
    const client = new Redis({
      port,
      host: '127.0.0.1',
      password,
      lazyConnect: true,
      enableOfflineQueue: false,
      retryStrategy: () => null,
    });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.ping();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      client.disconnect();
    }
  }
}

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}
