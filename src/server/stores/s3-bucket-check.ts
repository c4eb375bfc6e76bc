/**
 * The bucket is checked once at start (HeadBucket), so a wrong name, address, region or key
 * stops the server with one line naming the variable to fix, instead of failing uploads later.
 */
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import { ConfigError } from '../backend-errors.js';
import { headerOf, statusOf } from './s3-client.js';
import type { S3Settings } from './s3-client.js';

export const BUCKET_CHECK_TIMEOUT_MS = 5_000;

export async function checkBucket(
  client: S3Client,
  settings: S3Settings,
  timeoutMs = BUCKET_CHECK_TIMEOUT_MS,
): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: settings.bucket }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ConfigError(bucketProblem(error, settings, timeoutMs));
  }
}

function bucketProblem(error: unknown, settings: S3Settings, timeoutMs: number): string {
  const bucket = `the bucket "${settings.bucket}"`;
  const service = settings.endpoint ?? `S3 in ${settings.region}`;
  const status = statusOf(error);
  if (status === 404) return `S3_BUCKET: ${bucket} does not exist at ${service}`;
  if (status === 403) {
    return `S3_BUCKET: ${bucket} refuses these credentials (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)`;
  }
  if (status === 301) {
    const region = headerOf(error, 'x-amz-bucket-region') ?? 'another region';
    return `S3_REGION: ${bucket} is in ${region}, not ${settings.region}`;
  }
  if (status !== undefined) return `S3_BUCKET: checking ${bucket} answered HTTP ${status}`;
  const name = error instanceof Error ? error.name : '';
  if (name === 'CredentialsProviderError') {
    return 'S3_ACCESS_KEY_ID: no credentials found (set it and S3_SECRET_ACCESS_KEY, or give the instance a role)';
  }
  const variable = settings.endpoint ? 'S3_ENDPOINT' : 'S3_BUCKET';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return `${variable}: no answer from ${service} within ${timeoutMs} ms`;
  }
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reason = code ?? (error instanceof Error ? error.message : String(error));
  return `${variable}: cannot reach ${service} (${reason.split('\n')[0]})`;
}
