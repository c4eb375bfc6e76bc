/**
 * The server's configuration, read from the environment once at start and validated.
 * Every variable is documented in docs/hosting.md (Configuration); a bad value stops the server with a
 * message naming the variable.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError } from './backend-errors.js';
import { parseDatabaseUrl, redactDatabaseUrl } from './database-url.js';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

/** The folder holding package.json, whether we run from src/ (dev, tests) or dist/ (start). */
function findPackageRoot(from: string): string {
  let dir = from;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

const MIB = 1024 * 1024;

const packageRoot = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

const integer = (fallback: number, min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce
    .number({ message })
    .int({ message })
    .min(min, { message })
    .max(max, { message })
    .default(fallback);
};

const trustProxy = z
  .string()
  .default('false')
  .transform((value, context): TrustProxy => {
    const parsed = parseTrustProxy(value);
    if (parsed.ok) return parsed.value;
    context.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

/** Subresource Integrity hashes, as the `integrity` attribute takes them. */
const integrity = z
  .string()
  .trim()
  .regex(/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}( +sha(256|384|512)-[A-Za-z0-9+/]+={0,2})*$/, {
    message: 'must be a Subresource Integrity hash such as sha384-<base64>',
  });

const databaseUrl = z.string().transform((value, context): string => {
  const parsed = parseDatabaseUrl(value);
  if (parsed.ok) return parsed.url;
  context.addIssue({ code: 'custom', message: parsed.message });
  return z.NEVER;
});

const httpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http:// or https:// address' })
  .transform((value) => value.replace(/\/+$/, ''));

const origin = z
  .url({ protocol: /^https?$/, message: 'must be an origin such as https://booth.example.com' })
  .refine((value) => URL.canParse(value) && ['', '/'].includes(new URL(value).pathname), {
    message: 'must be an origin, without a path (the app is served from the root)',
  })
  .transform((value) => new URL(value).origin);

/** Bucket names as S3 and its look-alikes accept them (older AWS buckets may hold capitals). */
const bucketName = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,253}[A-Za-z0-9]$/, {
  message: 'must be a bucket name (letters, digits, dots and hyphens), not an address',
});

/** The S3_* variables that mean nothing without S3_BUCKET. */
const S3_OPTIONS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A script we put in every page: https, or http on this machine only (for trying it out). */
const scriptUrl = z
  .url({ protocol: /^https?$/, message: 'must be an https:// address' })
  .superRefine((value, context) => {
    // z.url has already reported an address that does not parse.
    if (!URL.canParse(value)) return;
    const url = new URL(value);
    if (url.protocol !== 'https:' && !LOCAL_HOSTS.has(url.hostname)) {
      context.addIssue({
        code: 'custom',
        message: 'must be an https:// address (http:// only for localhost)',
      });
    }
    // It would be written into every page for anyone to read.
    if (url.username || url.password) {
      context.addIssue({ code: 'custom', message: 'must not hold a user name or password' });
    }
  })
  .transform((value) => new URL(value).href);

/**
 * Where the shared rate-limit counters live. Only the redis:// and rediss:// (TLS) forms:
 * a bare host or a Unix socket path would be read by ioredis in ways easy to get wrong.
 */
const redisUrl = z
  .url({
    protocol: /^rediss?$/,
    message: 'must be a redis:// or rediss:// address, such as redis://redis.internal:6379',
  })
  .superRefine((value, context) => {
    // z.url has already reported an address that does not parse.
    if (!URL.canParse(value)) return;
    const url = new URL(value);
    // ioredis would quietly fall back to localhost, or to database 0.
    if (!url.hostname) context.addIssue({ code: 'custom', message: 'must name a host' });
    if (!/^\/?\d*$/.test(url.pathname)) {
      context.addIssue({ code: 'custom', message: 'may end with a database number only (/0)' });
    }
  });

/** Printable, no spaces: it starts every key, and operators type it into redis-cli. */
const redisPrefix = z
  .string()
  .regex(/^[\x21-\x7e]{1,64}$/, { message: 'must be 1 to 64 printable characters, no spaces' })
  .default('postbooth:');

const envSchema = z
  .object({
    PORT: integer(8080, 0, 65535),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: databaseUrl.optional(),
    DATABASE_POOL_SIZE: integer(10, 1, 1_000),
    PUBLIC_URL: origin.optional(),
    OPENAI_API_KEY: z.string().trim().min(1).optional(),
    OPENAI_BASE_URL: httpUrl.default('https://api.openai.com/v1'),
    AI_CHAT_MODEL: z.string().min(1).default('gpt-3.5-turbo'),
    AI_IMAGE_MODEL: z.string().min(1).optional(),
    AI_TIMEOUT_MS: integer(15_000, 100, 300_000),
    RATE_LIMIT_AI: integer(5, 1, 100_000),
    RATE_LIMIT_UPLOADS: integer(30, 1, 100_000),
    RATE_LIMIT_LETTERS: integer(60, 1, 100_000),
    RATE_LIMIT_EVENTS: integer(120, 1, 100_000),
    RATE_LIMIT_PAGES: integer(600, 1, 10_000_000),
    RATE_LIMIT_EVENT_CODES: integer(30, 1, 100_000),
    RATE_LIMIT_LIVE_EVENTS: integer(10, 1, 100_000),
    RATE_LIMIT_LIVE_EVENTS_DAILY: integer(20, 1, 100_000),
    EVENT_STRIPS_PER_DAY: integer(3_000, 1, 10_000_000),
    EVENT_LETTERS_PER_DAY: integer(3_000, 1, 10_000_000),
    EVENT_STORAGE_MAX_MB: integer(10_240, 1, 100_000_000),
    ANALYTICS_SCRIPT_URL: scriptUrl.optional(),
    ANALYTICS_SCRIPT_INTEGRITY: integrity.optional(),
    TRUST_PROXY: trustProxy,
    REQUEST_TIMEOUT_MS: integer(30_000, 1_000, 600_000),
    UPLOADS_IN_FLIGHT: integer(16, 1, 1_000),
    UPLOADS_IN_FLIGHT_PER_ADDRESS: integer(2, 1, 1_000),
    UPLOADS_IN_FLIGHT_PER_VENUE: integer(8, 1, 1_000),
    UPLOAD_MIN_BYTES_PER_SECOND: integer(1024, 1, 100_000_000),
    UPLOAD_SLOW_SECONDS: integer(10, 1, 600),
    VIDEO_CHECK_WORKERS: integer(2, 1, 16),
    STRIP_UNUSED_HOURS: integer(24, 1, 24 * 365),
    STRIP_CACHE_SECONDS: integer(3_600, 0, 365 * 24 * 60 * 60),
    UNCLAIMED_STRIPS_MAX_MB: integer(2048, 1, 100_000_000),
    DISK_FREE_MIN_MB: integer(1024, 0, 100_000_000),
    REDIS_URL: redisUrl.optional(),
    REDIS_PREFIX: redisPrefix,
    LIVE_CONNECTIONS_MAX: integer(5_000, 1, 1_000_000),
    LIVE_CONNECTIONS_PER_ADDRESS: integer(50, 1, 1_000_000),
    LIVE_HEARTBEAT_SECONDS: integer(30, 1, 3_600),
    LIVE_SEND_BUFFER_KB: integer(1_024, 16, 1_000_000),
    S3_BUCKET: bucketName.optional(),
    S3_ENDPOINT: httpUrl.optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/, { message: 'must be a region name such as us-east-1' })
      .optional(),
    S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.stringbool({ error: 'must be true or false' }).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .refine((env) => !env.ANALYTICS_SCRIPT_INTEGRITY || env.ANALYTICS_SCRIPT_URL, {
    path: ['ANALYTICS_SCRIPT_INTEGRITY'],
    message: 'needs ANALYTICS_SCRIPT_URL (it is the hash of that script)',
  })
  .superRefine((env, context) => {
    for (const name of S3_OPTIONS) {
      if (env[name] !== undefined && !env.S3_BUCKET) {
        context.addIssue({ code: 'custom', path: [name], message: 'needs S3_BUCKET' });
      }
    }
    // One key without the other is a slip, not a wish for the SDK's own credentials.
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'must be set with S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (both or neither)',
      });
    }
  });

/**
 * The configuration the app is built with, made from the variables: what each store, service
 * and route reads. AppConfig is its type, so a field is written once, here.
 */
const configSchema = envSchema.transform((e) => {
  /** PostgreSQL (DATABASE_URL), or the SQLite file in dataDir. */
  const database = e.DATABASE_URL
    ? { kind: 'postgres' as const, url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
    : { kind: 'sqlite' as const };
  /** Strips and stickers in this bucket instead of DATA_DIR (S3_BUCKET and the other S3_*). */
  const s3 = e.S3_BUCKET
    ? {
        bucket: e.S3_BUCKET,
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION ?? 'us-east-1',
        credentials:
          e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
            : undefined,
        forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
      }
    : undefined;
  /** Rate limits counted in this Redis, one budget for all instances; in memory when unset. */
  const redis: { url: string; prefix: string } | undefined = e.REDIS_URL
    ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX }
    : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    database,
    /** The built web app (index.html and assets). */
    webDir: path.join(packageRoot, 'dist/web'),
    /** The web app's server build: entry-server.js and each screen's page (pages/). */
    renderDir: path.join(packageRoot, 'dist/render'),
    /** The origin links are made with; when unset, the origin of each request. */
    publicUrl: e.PUBLIC_URL,
    ai: {
      apiKey: e.OPENAI_API_KEY,
      baseUrl: e.OPENAI_BASE_URL,
      chatModel: e.AI_CHAT_MODEL,
      imageModel: e.AI_IMAGE_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
    },
    rateLimits: {
      aiPerMinute: e.RATE_LIMIT_AI,
      uploadsPerHour: e.RATE_LIMIT_UPLOADS,
      lettersPerHour: e.RATE_LIMIT_LETTERS,
      eventsPerMinute: e.RATE_LIMIT_EVENTS,
      /** Friend's pages (GET /final-letter?id=…) per visitor per minute. */
      pagesPerMinute: e.RATE_LIMIT_PAGES,
      /** Shared-event codes that name no event, per visitor per minute: codes are not guessed. */
      eventCodeMissesPerMinute: e.RATE_LIMIT_EVENT_CODES,
      /** Shared events created per visitor per hour. */
      liveEventsPerHour: e.RATE_LIMIT_LIVE_EVENTS,
      /** And per day (24 hours from the first): the hour's limit, hour after hour, adds up. */
      liveEventsPerDay: e.RATE_LIMIT_LIVE_EVENTS_DAILY,
    },
    /**
     * A shared event's uploads per UTC day, counted in the database (one budget across
     * instances); they count against it instead of the guest's address.
     */
    eventBudgets: { stripsPerDay: e.EVENT_STRIPS_PER_DAY, lettersPerDay: e.EVENT_LETTERS_PER_DAY },
    /** Bytes all shared events' strips and videos may hold together; past it uploads answer 507. */
    maxEventStoredBytes: e.EVENT_STORAGE_MAX_MB * MIB,
    /** An external analytics script put in every page; when unset, the app counts views itself. */
    analyticsScriptUrl: e.ANALYTICS_SCRIPT_URL,
    /** Its Subresource Integrity hash: the browser refuses the script when it changed. */
    analyticsScriptIntegrity: e.ANALYTICS_SCRIPT_INTEGRITY,
    /** Which proxies in front may name the visitor's address (see trust-proxy.ts). */
    trustProxy: e.TRUST_PROXY,
    /** A request not fully received and answered in this time is cut off (408). */
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    /** Uploads being received at once, across all visitors; more answer 503 busy. */
    uploadsInFlight: e.UPLOADS_IN_FLIGHT,
    /** Of those, from one visitor address (counted as the rate limits count); more answer 503 busy. */
    uploadsInFlightPerAddress: e.UPLOADS_IN_FLIGHT_PER_ADDRESS,
    /** Of those, from a shared event's venue its host declared, for that event's uploads. */
    uploadsInFlightPerVenue: e.UPLOADS_IN_FLIGHT_PER_VENUE,
    /** An upload body slower than this over any window is cut with 408. */
    uploadMinimumRate: {
      bytesPerSecond: e.UPLOAD_MIN_BYTES_PER_SECOND,
      windowMs: e.UPLOAD_SLOW_SECONDS * 1000,
    },
    /** Worker threads checking uploaded videos at once (services/video-check-runner.ts). */
    videoCheckWorkers: e.VIDEO_CHECK_WORKERS,
    /** A strip no letter uses is deleted this long after its upload. */
    stripUnusedHours: e.STRIP_UNUSED_HOURS,
    /**
     * How long a browser or a cache may keep a strip, its display copy or a card before asking
     * again with its ETag: a deleted letter's photo is gone from caches within this time.
     */
    stripCacheSeconds: e.STRIP_CACHE_SECONDS,
    /** Bytes the strips no letter claimed may hold together; past it uploads answer 507. */
    maxUnclaimedStripBytes: e.UNCLAIMED_STRIPS_MAX_MB * MIB,
    /** Free bytes kept on the disk of DATA_DIR (not a bucket); below it uploads answer 503. */
    minFreeDiskBytes: e.DISK_FREE_MIN_MB * MIB,
    redis,
    /** The live channel's sockets (the show's screens): caps, pings, and how much may wait. */
    live: {
      maxConnections: e.LIVE_CONNECTIONS_MAX,
      connectionsPerAddress: e.LIVE_CONNECTIONS_PER_ADDRESS,
      heartbeatMs: e.LIVE_HEARTBEAT_SECONDS * 1000,
      sendBufferBytes: e.LIVE_SEND_BUFFER_KB * 1024,
    },
    s3,
    logLevel: e.LOG_LEVEL,
  };
});

export type AppConfig = z.output<typeof configSchema>;

/** Every variable the server reads (the deployment files are checked against this list). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** Variables whose value is never printed: they hold a key or a password. */
/** Never repeated in a message: keys, and addresses that may hold a password. */
const SECRET_VARIABLES = new Set(['OPENAI_API_KEY', 'REDIS_URL', 'S3_SECRET_ACCESS_KEY']);

/** A bad value as a message may repeat it: never a secret, nor a password in an address. */
function shownValue(name: string, value: string | undefined): string | undefined {
  if (value === undefined || SECRET_VARIABLES.has(name)) return undefined;
  if (name === 'DATABASE_URL') return redactDatabaseUrl(value);
  return value;
}

export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  // An empty or blank variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const shown = shownValue(name, present[name]);
      return `${name}: ${issue.message}${shown === undefined ? '' : ` (got ${JSON.stringify(shown)})`}`;
    });
    // One line per variable; one bad variable, one line, like the other start-up refusals.
    throw new ConfigError(
      lines.length === 1 ? String(lines[0]) : `Invalid configuration:\n  ${lines.join('\n  ')}`,
    );
  }
  return parsed.data;
}
