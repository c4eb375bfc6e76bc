/**
 * DATABASE_URL as config.ts reads it: unset means the SQLite file in DATA_DIR; otherwise a
 * PostgreSQL address, checked here and never shown with its password.
 */

const POSTGRES_PROTOCOLS = new Set(['postgres:', 'postgresql:']);

export type ParsedDatabaseUrl = { ok: true; url: string } | { ok: false; message: string };

export function parseDatabaseUrl(value: string): ParsedDatabaseUrl {
  const trimmed = value.trim();
  if (!URL.canParse(trimmed) || !POSTGRES_PROTOCOLS.has(new URL(trimmed).protocol)) {
    return {
      ok: false,
      message:
        'must be a postgres:// or postgresql:// address (leave it unset for SQLite in DATA_DIR)',
    };
  }
  return { ok: true, url: trimmed };
}

/**
 * The address as it may be shown in a message or a log: the password replaced by `***`.
 * Undefined when it does not parse, since then we cannot tell which part is the password.
 */
export function redactDatabaseUrl(value: string): string | undefined {
  if (!URL.canParse(value.trim())) return undefined;
  const url = new URL(value.trim());
  // `app:s3cret@db` parses too, as scheme `app:` and path `s3cret@db`: an `@` that did not
  // end a user name may have a password before it.
  if (value.includes('@') && !url.username && !url.password) return undefined;
  if (url.password) url.password = '***';
  return url.href;
}
