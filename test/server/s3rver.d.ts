/** The part of s3rver (which ships no types) that the test S3 server uses. */
declare module 's3rver' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface S3rverOptions {
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  }

  interface S3rverStore {
    existsObject(bucket: string, key: string): Promise<boolean>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    store: S3rverStore;
    configureBuckets(): Promise<unknown>;
    /** The request handler, for an HTTP server of our own. */
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
  }
}
