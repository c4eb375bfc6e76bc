/** The S3 client for a bucket of any S3-compatible service (AWS, MinIO, R2, Ceph, …). */
import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';

export interface S3Settings {
  bucket: string;
  /** The service's address; AWS's own for the region when unset. */
  endpoint: string | undefined;
  region: string;
  /** When unset, the SDK's usual sources (AWS_* variables, a profile, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `host/bucket/key` addresses instead of `bucket.host/key` (most self-hosted services). */
  forcePathStyle: boolean;
}

/** A bucket that does not answer must not hold a visitor's request (or a worker) for minutes. */
const CONNECT_TIMEOUT_MS = 5_000;
/** Until the answer's headers; a file's bytes then stream at the visitor's pace. */
const ANSWER_TIMEOUT_MS = 30_000;
/**
 * Each file being served holds a connection to the bucket while a visitor reads it, so slow
 * readers must not use up the SDK's default 50 and stall uploads behind them.
 */
const MAX_CONNECTIONS = 256;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      requestTimeout: ANSWER_TIMEOUT_MS,
      // Without it the SDK only logs a warning when the time is up.
      throwOnRequestTimeout: true,
      httpAgent: { keepAlive: true, maxSockets: MAX_CONNECTIONS },
      httpsAgent: { keepAlive: true, maxSockets: MAX_CONNECTIONS },
    },
  });
}

/** The HTTP status of a failed S3 call, when the service answered at all. */
export function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** A header of the service's answer to a failed call. */
export function headerOf(error: unknown, name: string): string | undefined {
  return error instanceof S3ServiceException ? error.$response?.headers[name] : undefined;
}
