/** Opens the blob store the configuration asks for: the bucket when S3_BUCKET is set, else the disk. */
import { constants } from 'node:fs';
import { access, statfs } from 'node:fs/promises';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import type { BlobStore } from './blobs.js';
import { openDiskBlobStore } from './disk-blobs.js';
import { checkBucket } from './s3-bucket-check.js';
import { createS3BlobStore } from './s3-blobs.js';
import { createS3Client, type S3Settings } from './s3-client.js';

export interface OpenedBlobStore {
  blobs: BlobStore;
  /** For readiness: what the store is called for an operator, and a cheap check it answers. */
  readiness: { name: 'disk' | 'bucket'; ping(): Promise<unknown> };
  /** Lets go of the store's connections (the bucket's keep-alive sockets). */
  close(): Promise<void>;
  /** Bytes free for us on the disk the files go to; none for a bucket (its room is not ours to see). */
  freeBytes?: () => Promise<number>;
}

/** Its own settings: the bucket, or else the folder on disk. */
export interface BlobStoreSettings {
  dataDir: string;
  s3: S3Settings | undefined;
}

export async function openBlobStore(
  config: BlobStoreSettings,
  folders: readonly string[],
): Promise<OpenedBlobStore> {
  if (!config.s3) {
    return {
      blobs: await openDiskBlobStore(config.dataDir, folders),
      readiness: { name: 'disk', ping: () => access(config.dataDir, constants.W_OK) },
      close: async () => {},
      freeBytes: async () => {
        const disk = await statfs(config.dataDir);
        // bavail, not bfree: the blocks kept for root are not ours to fill.
        return disk.bavail * disk.bsize;
      },
    };
  }
  const client = createS3Client(config.s3);
  const bucket = config.s3.bucket;
  try {
    await checkBucket(client, config.s3);
  } catch (error) {
    client.destroy();
    throw error;
  }
  return {
    blobs: createS3BlobStore(client, config.s3.bucket),
    readiness: {
      name: 'bucket',
      ping: () => client.send(new HeadBucketCommand({ Bucket: bucket })),
    },
    close: async () => client.destroy(),
  };
}
