/** Opens the blob store the configuration asks for: the bucket when S3_BUCKET is set, else the disk. */
import type { AppConfig } from '../config.js';
import type { BlobStore } from './blobs.js';
import { openDiskBlobStore } from './disk-blobs.js';
import { checkBucket } from './s3-bucket-check.js';
import { createS3BlobStore } from './s3-blobs.js';
import { createS3Client } from './s3-client.js';

export interface OpenedBlobStore {
  blobs: BlobStore;
  /** Lets go of the store's connections (the bucket's keep-alive sockets). */
  close(): Promise<void>;
}

export async function openBlobStore(
  config: Pick<AppConfig, 'dataDir' | 's3'>,
  folders: readonly string[],
): Promise<OpenedBlobStore> {
  if (!config.s3) {
    return { blobs: await openDiskBlobStore(config.dataDir, folders), close: async () => {} };
  }
  const client = createS3Client(config.s3);
  try {
    await checkBucket(client, config.s3);
  } catch (error) {
    client.destroy();
    throw error;
  }
  return {
    blobs: createS3BlobStore(client, config.s3.bucket),
    close: async () => client.destroy(),
  };
}
