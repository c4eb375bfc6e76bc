/** The S3_* variables: storage in a bucket instead of DATA_DIR. */
import { describe, expect, it } from 'vitest';
import { ConfigError } from './backend-errors.js';
import { loadConfig } from './config.js';

/** The message loadConfig stops with for this environment. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('S3 configuration', () => {
  it('keeps files on disk when S3_BUCKET is unset', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('has the documented defaults', () => {
    expect(loadConfig({ S3_BUCKET: 'booth-files' }).s3).toEqual({
      bucket: 'booth-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      S3_BUCKET: 'booth-files',
      S3_ENDPOINT: 'https://s3.example.com/',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'AKIA1',
      S3_SECRET_ACCESS_KEY: 'secret/with+chars',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toEqual({
      bucket: 'booth-files',
      endpoint: 'https://s3.example.com',
      region: 'eu-west-3',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'secret/with+chars' },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'b12', S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(
      false,
    );
  });

  it('refuses any other S3_* variable without S3_BUCKET, naming each', () => {
    const message = refusal({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-3' });
    expect(message).toContain('S3_ENDPOINT: needs S3_BUCKET');
    expect(message).toContain('S3_REGION: needs S3_BUCKET');
    expect(refusal({ S3_FORCE_PATH_STYLE: 'true' })).toContain(
      'S3_FORCE_PATH_STYLE: needs S3_BUCKET',
    );
  });

  it('wants both keys or neither', () => {
    expect(refusal({ S3_BUCKET: 'booth-files', S3_ACCESS_KEY_ID: 'AKIA1' })).toContain(
      'S3_SECRET_ACCESS_KEY: must be set with S3_ACCESS_KEY_ID',
    );
    expect(refusal({ S3_BUCKET: 'booth-files', S3_SECRET_ACCESS_KEY: 'shh' })).toMatch(
      /S3_ACCESS_KEY_ID: must be set/,
    );
  });

  it('never repeats the secret key in its message', () => {
    const message = refusal({ S3_SECRET_ACCESS_KEY: 'do-not-print-me' });
    expect(message).toContain('S3_SECRET_ACCESS_KEY');
    expect(message).not.toContain('do-not-print-me');
  });

  it('refuses values that are not what the variable holds', () => {
    expect(refusal({ S3_BUCKET: 's3://booth-files' })).toMatch(/^S3_BUCKET: must be a bucket/m);
    expect(refusal({ S3_BUCKET: 'b1', S3_ENDPOINT: 'minio:9000' })).toMatch(/S3_ENDPOINT: must be/);
    expect(refusal({ S3_BUCKET: 'b1', S3_REGION: 'EU West' })).toMatch(/S3_REGION: must be/);
    expect(refusal({ S3_BUCKET: 'b1', S3_FORCE_PATH_STYLE: 'maybe' })).toMatch(
      /S3_FORCE_PATH_STYLE: must be true or false/,
    );
  });
});
