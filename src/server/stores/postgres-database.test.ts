/**
 * Opening PostgreSQL without a server: int8 as numbers, and a one-line configuration error when
 * the database cannot be reached. Opening a real one (migrations, the advisory lock when
 * instances start together) is test/server/adapters/postgres-database.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../backend-errors.js';
import { runMain } from '../../../test/server/main-process.js';
import { openPostgresDatabase, parseInt8 } from './postgres-database.js';

/** Nothing listens there: the connection is refused at once. */
const CLOSED_PORT_URL = 'postgres://booth:s3cret-pw@127.0.0.1:5999/booth';

describe('parseInt8', () => {
  it('reads int8 text as a number', () => {
    expect(parseInt8('1780000000000')).toBe(1_780_000_000_000);
    expect(parseInt8('-5')).toBe(-5);
  });

  it('refuses a value a number cannot hold exactly', () => {
    expect(() => parseInt8('9007199254740993')).toThrow(RangeError);
  });
});

describe('an unreachable DATABASE_URL', () => {
  it('is a configuration error naming the variable, the address and the reason', async () => {
    const opening = openPostgresDatabase({ url: CLOSED_PORT_URL, poolSize: 1 });
    await expect(opening).rejects.toThrow(ConfigError);
    await expect(opening).rejects.toThrow(
      /^DATABASE_URL: cannot connect to 127\.0\.0\.1:5999 \(ECONNREFUSED\)$/,
    );
  });

  it('stops the server with that one line and no stack trace', async () => {
    const { code, stdout, stderr } = await runMain({
      DATABASE_URL: CLOSED_PORT_URL,
      LOG_LEVEL: 'silent',
    });
    expect(code).toBe(1);
    expect(stdout + stderr).toBe('DATABASE_URL: cannot connect to 127.0.0.1:5999 (ECONNREFUSED)\n');
  });
});
