/** REDIS_URL and REDIS_PREFIX as loadConfig reads them. */
import { describe, expect, it } from 'vitest';
import { ConfigError } from './backend-errors.js';
import { loadConfig } from './config.js';

const configError = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('REDIS_URL and REDIS_PREFIX', () => {
  it('unset: no Redis, rate limits counted in memory', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    // A prefix alone does not ask for Redis.
    expect(loadConfig({ REDIS_PREFIX: 'booth:' }).redis).toBeUndefined();
  });

  it('reads redis:// and rediss:// addresses, with the default prefix postbooth:', () => {
    expect(loadConfig({ REDIS_URL: 'redis://redis.internal:6379' }).redis).toEqual({
      url: 'redis://redis.internal:6379',
      prefix: 'postbooth:',
    });
    expect(
      loadConfig({ REDIS_URL: 'rediss://user:pw@cache.example.com:6380/2', REDIS_PREFIX: 'pb:' })
        .redis,
    ).toEqual({ url: 'rediss://user:pw@cache.example.com:6380/2', prefix: 'pb:' });
  });

  it.each([
    ['http://redis.internal:6379', 'must be a redis:// or rediss:// address'],
    ['redis.internal:6379', 'must be a redis:// or rediss:// address'],
    ['redis://', 'must name a host'],
    ['redis://redis.internal/cache', 'may end with a database number only'],
  ])('refuses %s', (url, message) => {
    expect(configError({ REDIS_URL: url })).toContain(`REDIS_URL: ${message}`);
  });

  it('never prints the address back: it may hold a password', () => {
    const message = configError({ REDIS_URL: 'redis://:hunter2@/not-a-db' });
    expect(message).toContain('REDIS_URL:');
    expect(message).not.toContain('hunter2');
  });

  it.each(['has space:', 'x'.repeat(65), 'tab\t'])('refuses the prefix %j', (prefix) => {
    expect(configError({ REDIS_URL: 'redis://r', REDIS_PREFIX: prefix })).toContain(
      'REDIS_PREFIX: must be 1 to 64 printable characters, no spaces',
    );
  });

  it('takes an empty prefix as unset, like every other variable', () => {
    expect(loadConfig({ REDIS_URL: 'redis://r', REDIS_PREFIX: '' }).redis?.prefix).toBe(
      'postbooth:',
    );
  });
});
