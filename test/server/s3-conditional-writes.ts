/**
 * S3's conditional write, in front of a test server that lacks it: s3rver ignores
 * `If-None-Match: *` on PUT and overwrites. Here a PUT carrying it on a key that exists answers
 * 412 PreconditionFailed, as S3 does, and writes of one key are taken one at a time so two
 * racing writers cannot both pass the check. It can also answer the next conditional writes
 * with 409 ConditionalRequestConflict, S3's "another write was in flight, try again".
 * Path-style addresses only (`/bucket/key`), which is how the tests reach it.
 */
import { once } from 'node:events';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { finished } from 'node:stream/promises';

export interface ConditionalWrites {
  handle: RequestListener;
  /** The next `count` conditional writes answer 409, whatever the key. */
  conflictNext(count: number): void;
}

export function honourConditionalWrites(
  next: RequestListener,
  exists: (bucket: string, key: string) => Promise<boolean>,
): ConditionalWrites {
  const turns = new Map<string, Promise<void>>();
  let conflicts = 0;

  /** Runs `work` after every earlier conditional write of the same object has been answered. */
  async function inTurn(id: string, work: () => Promise<void>): Promise<void> {
    const previous = turns.get(id) ?? Promise.resolve();
    const mine = previous.then(work);
    const settled = mine.catch(() => undefined);
    turns.set(id, settled);
    try {
      await mine;
    } finally {
      if (turns.get(id) === settled) turns.delete(id);
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const target = conditionalPut(request);
    if (!target) return next(request, response);
    if (conflicts > 0) {
      conflicts -= 1;
      return refuse(request, response, 409, 'ConditionalRequestConflict');
    }
    await inTurn(`${target.bucket}/${target.key}`, async () => {
      if (await exists(target.bucket, target.key)) {
        return refuse(request, response, 412, 'PreconditionFailed');
      }
      next(request, response);
      await finished(response).catch(() => undefined);
    });
  }

  return {
    handle: (request, response) => {
      handle(request, response).catch((error: unknown) => {
        response.destroy(error instanceof Error ? error : undefined);
      });
    },
    conflictNext: (count) => {
      conflicts = count;
    },
  };
}

function conditionalPut(request: IncomingMessage): { bucket: string; key: string } | null {
  if (request.method !== 'PUT' || request.headers['if-none-match'] !== '*') return null;
  const url = new URL(request.url ?? '/', 'http://localhost');
  const [bucket, ...key] = url.pathname.slice(1).split('/');
  // The SDK adds `?x-id=PutObject`; a part of a multipart upload is not a whole object.
  if (!bucket || key.length === 0 || url.searchParams.has('uploadId')) return null;
  return { bucket, key: key.map(decodeURIComponent).join('/') };
}

const MESSAGES = {
  PreconditionFailed: 'At least one of the pre-conditions you specified did not hold',
  ConditionalRequestConflict: 'A conflicting operation occurred. Please retry.',
} as const;

/** Answers an S3 error document once the request body is read (keep-alive stays usable). */
async function refuse(
  request: IncomingMessage,
  response: ServerResponse,
  status: 409 | 412,
  code: keyof typeof MESSAGES,
): Promise<void> {
  request.resume();
  if (!request.readableEnded) await once(request, 'end');
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${MESSAGES[code]}</Message></Error>`;
  response.writeHead(status, {
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}
