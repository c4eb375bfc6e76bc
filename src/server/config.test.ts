import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './backend-errors.js';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.ai).toEqual({
      apiKey: undefined,
      baseUrl: 'https://api.openai.com/v1',
      chatModel: 'gpt-3.5-turbo',
      imageModel: undefined,
      timeoutMs: 15000,
    });
    expect(config.rateLimits).toEqual({
      aiPerMinute: 5,
      uploadsPerHour: 30,
      lettersPerHour: 60,
      eventsPerMinute: 120,
      pagesPerMinute: 600,
      eventCodeMissesPerMinute: 30,
      liveEventsPerHour: 10,
      liveEventsPerDay: 20,
    });
    expect(config.eventBudgets).toEqual({ stripsPerDay: 3000, lettersPerDay: 3000 });
    expect(config.maxEventStoredBytes).toBe(10 * 1024 ** 3);
    expect(config.analyticsScriptUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.requestTimeoutMs).toBe(30_000);
    expect(config.uploadsInFlight).toBe(16);
    expect(config.uploadsInFlightPerAddress).toBe(2);
    expect(config.uploadsInFlightPerVenue).toBe(8);
    expect(config.uploadMinimumRate).toEqual({ bytesPerSecond: 1024, windowMs: 10_000 });
    expect(config.videoCheckWorkers).toBe(2);
    expect(config.stripUnusedHours).toBe(24);
    expect(config.stripCacheSeconds).toBe(3600);
    expect(config.maxUnclaimedStripBytes).toBe(2 * 1024 ** 3);
    expect(config.minFreeDiskBytes).toBe(1024 ** 3);
    expect(config.publicUrl).toBeUndefined();
    expect(config.database).toEqual({ kind: 'sqlite' });
  });

  it('takes a PostgreSQL DATABASE_URL, with a pool of 10 unless DATABASE_POOL_SIZE says', () => {
    const url = 'postgres://app:pw@db.internal:5432/postbooth';
    expect(loadConfig({ DATABASE_URL: url }).database).toEqual({
      kind: 'postgres',
      url,
      poolSize: 10,
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgresql://db/x', DATABASE_POOL_SIZE: '25' }).database,
    ).toEqual({ kind: 'postgres', url: 'postgresql://db/x', poolSize: 25 });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/pb',
      PUBLIC_URL: 'https://booth.example.com/',
      OPENAI_API_KEY: 'sk-1',
      OPENAI_BASE_URL: 'http://127.0.0.1:9999/v1/',
      AI_CHAT_MODEL: 'm1',
      AI_IMAGE_MODEL: 'm2',
      AI_TIMEOUT_MS: '2000',
      RATE_LIMIT_AI: '9',
      RATE_LIMIT_UPLOADS: '8',
      RATE_LIMIT_LETTERS: '7',
      RATE_LIMIT_EVENTS: '6',
      ANALYTICS_SCRIPT_URL: 'https://stats.example.com/script.js',
      ANALYTICS_SCRIPT_INTEGRITY:
        'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
      TRUST_PROXY: '1',
      REQUEST_TIMEOUT_MS: '5000',
      UPLOADS_IN_FLIGHT: '4',
      UPLOADS_IN_FLIGHT_PER_ADDRESS: '3',
      UPLOAD_MIN_BYTES_PER_SECOND: '2048',
      UPLOAD_SLOW_SECONDS: '5',
      VIDEO_CHECK_WORKERS: '3',
      STRIP_UNUSED_HOURS: '48',
      STRIP_CACHE_SECONDS: '0',
      UNCLAIMED_STRIPS_MAX_MB: '512',
      DISK_FREE_MIN_MB: '0',
      RATE_LIMIT_PAGES: '5',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/tmp/pb',
      publicUrl: 'https://booth.example.com',
      ai: {
        apiKey: 'sk-1',
        baseUrl: 'http://127.0.0.1:9999/v1',
        chatModel: 'm1',
        imageModel: 'm2',
        timeoutMs: 2000,
      },
      rateLimits: {
        aiPerMinute: 9,
        uploadsPerHour: 8,
        lettersPerHour: 7,
        eventsPerMinute: 6,
        pagesPerMinute: 5,
      },
      analyticsScriptUrl: 'https://stats.example.com/script.js',
      analyticsScriptIntegrity:
        'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC',
      trustProxy: 1,
      requestTimeoutMs: 5000,
      uploadsInFlight: 4,
      uploadsInFlightPerAddress: 3,
      uploadMinimumRate: { bytesPerSecond: 2048, windowMs: 5000 },
      videoCheckWorkers: 3,
      stripUnusedHours: 48,
      stripCacheSeconds: 0,
      maxUnclaimedStripBytes: 512 * 1024 ** 2,
      minFreeDiskBytes: 0,
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ OPENAI_API_KEY: '', PORT: '' }).ai.apiKey).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['AI_TIMEOUT_MS', '-1'],
    ['RATE_LIMIT_AI', '0'],
    ['UPLOADS_IN_FLIGHT_PER_ADDRESS', '0'],
    ['UPLOAD_MIN_BYTES_PER_SECOND', '1.5'],
    ['UPLOAD_SLOW_SECONDS', '0'],
    ['UNCLAIMED_STRIPS_MAX_MB', '0'],
    ['DISK_FREE_MIN_MB', '-1'],
    ['DISK_FREE_MIN_MB', '1GB'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', '10.0.0.0/40'],
    ['TRUST_PROXY', '0.0.0.0/1,128.0.0.0/1'],
    ['TRUST_PROXY', '0.0.0.0/0'],
    ['REQUEST_TIMEOUT_MS', '10'],
    ['STRIP_UNUSED_HOURS', '0'],
    ['STRIP_CACHE_SECONDS', '-1'],
    ['STRIP_CACHE_SECONDS', '31536001'],
    ['STRIP_CACHE_SECONDS', '1h'],
    ['ANALYTICS_SCRIPT_INTEGRITY', 'md5-abc'],
    ['PUBLIC_URL', 'booth.example.com'],
    ['PUBLIC_URL', 'https://booth.example.com/sub'],
    ['OPENAI_BASE_URL', 'ftp://x'],
    ['RATE_LIMIT_EVENTS', '0'],
    ['ANALYTICS_SCRIPT_URL', 'stats.example.com/script.js'],
    ['ANALYTICS_SCRIPT_URL', 'http://stats.example.com/script.js'],
    ['ANALYTICS_SCRIPT_URL', 'javascript:alert(1)'],
    ['ANALYTICS_SCRIPT_URL', 'https://user:secret@stats.example.com/script.js'],
    ['DATABASE_URL', 'mysql://db/postbooth'],
    ['DATABASE_URL', './data/postbooth.sqlite'],
    ['DATABASE_POOL_SIZE', '0'],
  ])('stops with a message naming %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });

  it('stops on TRUST_PROXY=true, saying to give a hop count or the proxies', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: .*number of reverse proxies.*\(e\.g\. 1\).*addresses/,
    );
  });

  it('says what is wrong with one variable on one line, with several on one line each', () => {
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/0' })).toThrow(
      new ConfigError(
        'TRUST_PROXY: "0.0.0.0/0" is too wide: an IPv4 range must be /8 or narrower, or clients ' +
          'could choose their own address; give the proxies themselves (e.g. 10.0.0.0/8, ' +
          'fd12:3456::/32, loopback, uniquelocal) or a hop count (got "0.0.0.0/0")',
      ),
    );
    expect(() => loadConfig({ PORT: 'x', TRUST_PROXY: 'true' })).toThrow(
      /^Invalid configuration:\n {2}PORT: [^\n]+\n {2}TRUST_PROXY: [^\n]+$/,
    );
  });

  it('takes TRUST_PROXY as addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('takes an integrity hash only with the script it belongs to', () => {
    expect(() => loadConfig({ ANALYTICS_SCRIPT_INTEGRITY: 'sha256-abc=' })).toThrow(
      /ANALYTICS_SCRIPT_INTEGRITY: needs ANALYTICS_SCRIPT_URL/,
    );
  });

  it('takes an http:// analytics script on this machine only', () => {
    for (const url of [
      'http://localhost:3000/script.js',
      'http://127.0.0.1/script.js',
      'http://[::1]:8000/s.js',
    ]) {
      expect(loadConfig({ ANALYTICS_SCRIPT_URL: url }).analyticsScriptUrl, url).toBe(url);
    }
  });

  it('never repeats the password of a DATABASE_URL in its message', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://app:s3cret@db/x' })).toThrow(
      'DATABASE_URL: must be a postgres:// or postgresql:// address (leave it unset for SQLite in DATA_DIR) (got "mysql://app:***@db/x")',
    );
    const message = (() => {
      try {
        loadConfig({ DATABASE_URL: 'app:s3cret@db' });
        return 'no error';
      } catch (error) {
        return String(error);
      }
    })();
    expect(message).toContain('DATABASE_URL: must be a postgres://');
    expect(message).not.toContain('s3cret');
  });

  it('never repeats the AI key in its message', () => {
    expect(() => loadConfig({ OPENAI_API_KEY: '   ' })).not.toThrow();
    try {
      loadConfig({ OPENAI_API_KEY: 'sk-secret', PORT: 'x' });
    } catch (error) {
      expect(String(error)).not.toContain('sk-secret');
    }
  });
});
