/**
 * The bucket blob store: strips and stickers as objects under the same `folder/name` keys
 * as on disk, streamed both ways through the app (the bucket is never public) and never
 * written to the instance's disk.
 *
 * Written once: every put carries `If-None-Match: *`, so the bucket itself refuses to
 * replace an object (AWS S3 since 2024, MinIO, R2, Ceph and others honour it). A refusal
 * (412) means the key exists and put resolves false. A 409 means another write or delete of
 * the same key was in flight; S3 asks for a retry, so we ask again until the answer is a plain
 * yes or no. A service that ignores the header would overwrite. s3rver, the S3 server of the
 * tests, is one: they run it behind a small shim that answers as S3 does
 * (test/server/s3-conditional-writes.ts), so the refusal path is exercised over HTTP.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { holdsCurrentVersion, strongTag } from './blob-etags.js';
import type { IfNoneMatch } from './blob-etags.js';
import { checkBlobFolder, checkBlobKey, isBlobName } from './blob-keys.js';
import { resolveRange } from './byte-ranges.js';
import type { ByteRange } from './byte-ranges.js';
import type { BlobStore } from './blobs.js';
import { headerOf, statusOf } from './s3-client.js';

/** How often a put is asked again after a 409 before giving up with an error. */
const CONFLICT_ATTEMPTS = 4;
const CONFLICT_PAUSE_MS = 50;

export interface S3BlobStoreOptions {
  /** Keys per list request: S3's own 1,000 unless a test wants to see several pages. */
  listPageSize?: number;
}

export function createS3BlobStore(
  client: S3Client,
  bucket: string,
  options: S3BlobStoreOptions = {},
): BlobStore {
  /**
   * The object's ETag (undefined when the service sends none) and size, or null when it is
   * missing.
   */
  async function head(
    key: string,
  ): Promise<{ etag: string | undefined; size: number | undefined } | null> {
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return { etag: answer.ETag, size: answer.ContentLength };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async function putOnce(key: string, bytes: Buffer): Promise<'stored' | 'exists' | 'conflict'> {
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.length,
          IfNoneMatch: '*',
        }),
      );
      return 'stored';
    } catch (error) {
      const status = statusOf(error);
      if (status === 412) return 'exists';
      if (status === 409) return 'conflict';
      throw error;
    }
  }

  return {
    async put(key, bytes) {
      checkBlobKey(key);
      for (let attempt = 1; ; attempt += 1) {
        const outcome = await putOnce(key, bytes);
        if (outcome !== 'conflict') return outcome === 'stored';
        if (attempt === CONFLICT_ATTEMPTS) {
          throw new Error(`The bucket kept answering 409 to a write of ${key}`);
        }
        await new Promise((resolve) => setTimeout(resolve, CONFLICT_PAUSE_MS * attempt));
      }
    },

    async get(key, options = {}) {
      checkBlobKey(key);
      const { ifNoneMatch } = options;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: forService(ifNoneMatch) }),
        );
        const { Body: body, ContentLength: size, ETag: etag } = object;
        // On Node the SDK hands over the HTTP response itself: the bytes are never buffered.
        if (!(body instanceof Readable) || size === undefined || !etag) {
          if (body instanceof Readable) body.destroy();
          throw new Error(`The bucket answered ${key} without a body, a length or an ETag`);
        }
        // The condition the service was not sent (or ignored) is decided here.
        if (holdsCurrentVersion(ifNoneMatch, etag)) {
          body.destroy();
          return { unchanged: true, etag };
        }
        return { body, size, etag };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return null;
        if (status !== 304) throw error;
        // Some services leave the ETag out of a 304; the object's own is one HEAD away.
        const etag = headerOf(error, 'etag') ?? (await head(key))?.etag;
        return etag ? { unchanged: true, etag } : null;
      }
    },

    async getRange(key, range, options = {}) {
      checkBlobKey(key);
      const { ifNoneMatch } = options;
      // The bucket is asked for absolute positions only: a suffix (`-500`) needs the size
      // first, and not every S3-compatible service reads suffixes (s3rver does not).
      let asked: { start: number; end?: number } = 'suffix' in range ? { start: 0 } : range;
      if ('suffix' in range) {
        const found = await head(key);
        if (!found) return null;
        const { etag, size } = found;
        if (!etag || size === undefined)
          throw new Error(`The bucket answered ${key} without a length or an ETag`);
        if (holdsCurrentVersion(ifNoneMatch, etag)) return { unchanged: true, etag };
        const selected = resolveRange(range, size);
        if (!selected) return { unsatisfiable: true, size, etag };
        asked = selected;
      }
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            IfNoneMatch: forService(ifNoneMatch),
            Range: `bytes=${asked.start}-${asked.end ?? ''}`,
          }),
        );
        const { Body: body, ContentRange: contentRange, ETag: etag } = object;
        const answered = parseContentRange(contentRange);
        if (!(body instanceof Readable) || !answered || !etag) {
          if (body instanceof Readable) body.destroy();
          throw new Error(`The bucket answered a range of ${key} without its body, range or ETag`);
        }
        if (holdsCurrentVersion(ifNoneMatch, etag)) {
          body.destroy();
          return { unchanged: true, etag };
        }
        return { body, size: answered.size, etag, range: answered.range };
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return null;
        if (status === 416) {
          const found = await head(key);
          if (!found?.etag || found.size === undefined) return null;
          return { unsatisfiable: true, size: found.size, etag: found.etag };
        }
        if (status !== 304) throw error;
        const etag = headerOf(error, 'etag') ?? (await head(key))?.etag;
        return etag ? { unchanged: true, etag } : null;
      }
    },

    async exists(key) {
      return (await head(checkBlobKey(key))) !== null;
    },

    async delete(key) {
      // S3 answers 204 whether the object was there or not.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkBlobKey(key) }));
    },

    async *list(folder) {
      const prefix = `${checkBlobFolder(folder)}/`;
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            ContinuationToken: token,
            MaxKeys: options.listPageSize,
          }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length);
          // Objects someone else put in the bucket under other names are not ours to list.
          if (!name || !isBlobName(name) || !object.LastModified) continue;
          yield { name, modifiedAt: object.LastModified.getTime() };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

/** `bytes <first>-<last>/<size>`, as a bucket answers a range: the range and the whole size. */
function parseContentRange(header: string | undefined): { range: ByteRange; size: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [start, end, size] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return end >= start && end < size ? { range: { start, end }, size } : null;
}

/**
 * The part of a condition the service is asked to check, so that it sends no bytes: one tag,
 * without its weak mark (S3's ETags are strong, so that compares the same), which every
 * S3-compatible service compares. Lists and `*` are left to holdsCurrentVersion.
 */
function forService(condition: IfNoneMatch | undefined): string | undefined {
  if (condition === undefined || condition === '*' || condition.length !== 1) return undefined;
  return condition[0] && strongTag(condition[0]);
}
