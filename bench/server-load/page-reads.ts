/**
 * The friend's page under two loads: a real reader reading one letter at a
 * human pace from an address of its own, and a stranger flooding the page from another with
 * requests made to miss any cache (extra query parameters, unknown and malformed ids).
 *
 * Loopback is all of 127.0.0.0/8 on Linux, so each client binds an address of its own there
 * (the reader 127.0.0.<n>, the flood 127.0.0.1, autocannon's default): the server tells them
 * apart by their sockets, as it would two visitors, with no proxy header to trust.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';

export interface ReaderFigures {
  medianMs: number;
  worstMs: number;
  reads: number;
  /** What went wrong, e.g. "429 ×3"; empty when every page was the letter's. */
  failures: string[];
}

/**
 * `reads` GETs of one letter's page, one at a time with `pauseMs` between them (a person, not a
 * crawler), from `localAddress`; resolves their latencies.
 */
export async function readAsAPerson(options: {
  url: string;
  id: string;
  localAddress: string;
  reads: number;
  pauseMs: number;
  verify: (html: string) => boolean;
}): Promise<ReaderFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const { hostname, port } = new URL(options.url);
  try {
    for (let read = 0; read < options.reads; read += 1) {
      const started = performance.now();
      const { status, body } = await get({
        agent,
        host: hostname,
        port,
        path: `/final-letter?id=${options.id}`,
        localAddress: options.localAddress,
        // What a browser sends: its page comes compressed.
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      latencies.push(performance.now() - started);
      const problem = status !== 200 ? String(status) : options.verify(body) ? null : 'bad body';
      if (problem) failures.set(problem, (failures.get(problem) ?? 0) + 1);
      await sleep(options.pauseMs);
    }
  } finally {
    agent.destroy();
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
    worstMs: sorted[sorted.length - 1] ?? 0,
    reads: latencies.length,
    failures: [...failures].map(([problem, count]) => `${problem} ×${count}`),
  };
}

/**
 * readAsAPerson in a process of its own (reader.ts), as a reader on another machine than the
 * flood's: the bench's process runs autocannon's flood, whose answers would otherwise delay
 * the reader's in the same event loop. Its page is checked there: compressed, or the letter's.
 */
export function readApart(options: {
  url: string;
  id: string;
  localAddress: string;
  reads: number;
  pauseMs: number;
}): Promise<ReaderFigures> {
  const script = fileURLToPath(new URL('./reader.ts', import.meta.url));
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = spawn(process.execPath, ['--import', tsx, script, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(JSON.parse(output) as ReaderFigures);
      else reject(new Error(`the reader exited with ${code}`));
    });
  });
}

/**
 * A GET; resolves its status and its body as text. A compressed body is not decoded: the
 * reader checks only pages sent as they are, and a browser's page is checked by its status.
 */
function get(options: http.RequestOptions): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const encoded = response.headers['content-encoding'];
        const body = encoded ? '' : Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, body: encoded ? ENCODED : body });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

/** Stands for a compressed page in readAsAPerson's checks (see get). */
export const ENCODED = '(compressed)';

export interface Flood {
  /** Answers by status while it ran, e.g. { 200: 10, 404: 5, 429: 90000 }. */
  stop(): Promise<Record<string, number>>;
}

/**
 * `connections` connections from 127.0.0.1 sending, in turn: a real letter's page with an
 * extra query parameter, an unknown id of the right shape, a malformed id, and a real letter
 * in another language with an extra parameter; until stopped.
 */
export function startFlood(options: { url: string; id: string; connections: number }): Flood {
  let next = 0;
  const paths = [
    (n: number) => `/final-letter?id=${options.id}&utm_source=${n}`,
    () => `/final-letter?id=${randomBytes(16).toString('base64url')}`,
    (n: number) => `/final-letter?id=x${n}`,
    (n: number) => `/final-letter?lang=fr&id=${options.id}&n=${n}`,
  ];
  const instance = autocannon(
    {
      url: options.url,
      connections: options.connections,
      duration: 3600,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            next += 1;
            return { ...request, path: paths[next % paths.length]!(next) };
          },
        },
      ],
    },
    () => {},
  );
  const finished = new Promise<autocannon.Result>((resolve) => instance.once('done', resolve));
  return {
    async stop() {
      instance.stop();
      const result = await finished;
      const byStatus: Record<string, number> = {};
      for (const [status, { count = 0 } = {}] of Object.entries(result.statusCodeStats ?? {})) {
        byStatus[status] = count;
      }
      return byStatus;
    },
  };
}

/** The resident memory of process `pid` in MiB (Linux: /proc/<pid>/status). */
export async function residentMiB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kib / 1024;
}

/**
 * Reads each letter's page once, `concurrency` at a time: "round and round" measures reads
 * after the first of each letter, not 3,000 first reads (a 3 s run reads fewer than that).
 */
export async function readEachOnce(url: string, ids: string[], concurrency: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const id = ids[next]!;
      next += 1;
      const response = await fetch(`${url}/final-letter?id=${id}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`a first read answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
