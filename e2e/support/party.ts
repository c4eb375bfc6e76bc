/**
 * What the party walk (event-party.test.ts) watches from outside the pages: what a page stored
 * on the server (strips and letters), every image a page ever put on screen, and the rows the
 * server's SQLite file keeps of an event.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';

export interface Stored {
  /** The addresses of the strips uploaded (/strips/<name>.png), in the order answered. */
  strips: string[];
  /** The ids of the letters stored. */
  letters: string[];
  /** Resolves once every answer seen so far has been read. */
  settled(): Promise<void>;
}

/**
 * Records what the page stores on the server from now on: each strip uploaded (POST
 * /api/strips answered 201) and each letter (POST /api/letters answered 201).
 */
export function recordStored(page: Page): Stored {
  const stored: Stored = {
    strips: [],
    letters: [],
    settled: async () => void (await Promise.all(reading)),
  };
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const { pathname } = new URL(request.url());
    if (request.method() !== 'POST' || response.status() !== 201) return;
    if (pathname === '/api/strips') {
      reading.push(
        (async () => {
          const { publicUrl } = (await response.json()) as { publicUrl: string };
          stored.strips.push(new URL(publicUrl).pathname);
        })(),
      );
    } else if (pathname === '/api/letters') {
      reading.push(
        (async () => {
          stored.letters.push(((await response.json()) as { id: string }).id);
        })(),
      );
    }
  });
  return stored;
}

/**
 * Every image address the page's documents ever had in their DOM, from the next navigation on,
 * however briefly: what a person may have seen, even between two looks of the test.
 */
export async function recordImagesSeen(page: Page): Promise<Set<string>> {
  const seen = new Set<string>();
  await page.exposeFunction('__imageSeen', (src: string) => seen.add(new URL(src).pathname));
  await page.addInitScript(() => {
    const report = (window as unknown as { __imageSeen(src: string): void }).__imageSeen;
    const look = () => {
      for (const image of document.querySelectorAll('img')) {
        if (image.currentSrc) report(image.currentSrc);
        if (image.src) report(image.src);
      }
    };
    new MutationObserver(look).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['src', 'srcset'],
    });
  });
  return seen;
}

/** The strip's name, whichever of its files (PNG, display copy) an address names. */
export const stripName = (address: string): string =>
  path.basename(new URL(address, 'http://x').pathname).replace(/\.(png|webp)$/, '');

export interface EventRows {
  /** live_events: the settings kept ('null' once purged) and whether it was purged. */
  event: { settings: string; purged: number; ended_at: number | null };
  /** Rows that name the event, per table. */
  counts: Record<string, number>;
  /** strips rows of these strips (by name), whatever their event. */
  strips: number;
  /** letters rows using any of these strips' addresses. */
  letters: number;
}

const EVENT_TABLES = [
  'live_event_entries',
  'live_event_feed',
  'live_event_devices',
  'live_event_counts',
  'live_event_quotas',
  'strips',
  'letters',
] as const;

/**
 * What the server's SQLite file (postbooth.sqlite in its DATA_DIR) keeps of the event with this
 * code and of these strips, read-only beside the running server.
 */
export function eventRows(dataDir: string, code: string, strips: readonly string[]): EventRows {
  const db = new Database(path.join(dataDir, 'postbooth.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const event = db
      .prepare('select id, settings, purged, ended_at from live_events where code = ?')
      .get(code) as { id: string; settings: string; purged: number; ended_at: number | null };
    const counts = Object.fromEntries(
      EVENT_TABLES.map((table) => [
        table,
        (
          db.prepare(`select count(*) as n from ${table} where event_id = ?`).get(event.id) as {
            n: number;
          }
        ).n,
      ]),
    );
    // Any of the strip's names (the PNG's file name, an address naming it).
    const matching = (column: string) => strips.map(() => `${column} like ?`).join(' or ');
    const count = (sql: string) =>
      (db.prepare(sql).get(...strips.map((name) => `%${name}%`)) as { n: number }).n;
    return {
      event: { settings: event.settings, purged: event.purged, ended_at: event.ended_at },
      counts,
      strips: count(`select count(*) as n from strips where ${matching('name')}`),
      letters: count(`select count(*) as n from letters where ${matching('image_url')}`),
    };
  } finally {
    db.close();
  }
}
