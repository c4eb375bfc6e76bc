/**
 * The S3-compatible server of the tests, run in a process of its own by s3.ts:
 * s3rver (the S3 HTTP API, objects kept in a temp folder) behind the conditional-write shim.
 * A process of its own because s3rver makes list continuation tokens with DES, which Node's
 * OpenSSL 3 has only in its legacy provider, a switch for a whole process
 * (`--openssl-legacy-provider`): the tests' own process stays as production runs.
 *
 * argv: <folder> <bucket>. Tells its parent `{ port }` once it listens; takes
 * `{ conflicts: n }` and answers `{ conflictsArmed: n }`; exits when its parent goes away.
 */
import http from 'node:http';
import S3rver from 's3rver';
import { honourConditionalWrites } from './s3-conditional-writes.js';

export type ParentMessage = { conflicts: number };
export type ServerMessage = { port: number } | { conflictsArmed: number };

const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket || !process.send) {
  throw new Error('usage: run by s3.ts with <folder> <bucket> and an IPC channel');
}
const tell = (message: ServerMessage): void => {
  process.send?.(message);
};

const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket }] });
await s3rver.configureBuckets();
const shim = honourConditionalWrites(s3rver.callback(), (name, key) =>
  s3rver.store.existsObject(name, key),
);
const server = http.createServer(shim.handle);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') tell({ port: address.port });
});

process.on('message', (message: ParentMessage) => {
  shim.conflictNext(message.conflicts);
  tell({ conflictsArmed: message.conflicts });
});
process.on('disconnect', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
