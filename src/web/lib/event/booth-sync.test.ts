import { describe, expect, it } from 'vitest';
import { parseEventSettings, type EventSettings } from '../../../model/event-settings.js';
import { memoryStorage, type KeyValueStorage } from '../storage/safe-storage.js';
import { endedEventNote, syncBooth, type Fetch } from './booth-sync.js';
import { EVENT_KEY } from './event-keys.js';
import { hostedEvents } from './hosted-events.js';
import { countPrint } from './printed-count.js';

const PRINTED_KEY = 'postbooth.printed';
const DEVICE_ID_KEY = 'postbooth.deviceId';
const HOSTED_EVENTS_KEY = 'postbooth.hostedEvents';

const CODE = 'abcdefghjkmnpq';
const DEVICE = 'd'.repeat(22);
const BOOTH: EventSettings = {
  name: 'Fair',
  greeting: 'Thanks for coming!',
  idleSeconds: 60,
  sources: 'camera-and-upload',
  print: true,
  printLayout: 'strip',
  pinHash: 'a'.repeat(64),
  pinSalt: 'b'.repeat(32),
  language: 'en',
  code: CODE,
};
const HOST_SETTINGS = {
  name: 'Fair at night',
  greeting: 'Bonne nuit',
  language: 'fr',
  idleSeconds: 30,
  sources: 'camera',
  print: false,
  printLayout: 'strip',
  gallery: 'instant',
  keepDays: 3,
};

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** The server's answers by method, as a fetch; the calls made are kept in order. */
function server(answers: {
  report?: number | 'offline';
  read?: number | 'offline';
  body?: unknown;
}) {
  const calls: Call[] = [];
  const fetch: Fetch = (url, init) => {
    const method = init?.method ?? 'GET';
    calls.push({ url, method, body: init?.body ? JSON.parse(init.body as string) : undefined });
    const status = method === 'POST' ? (answers.report ?? 204) : (answers.read ?? 200);
    if (status === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    const body =
      status === 200
        ? JSON.stringify(answers.body ?? { code: CODE, settings: HOST_SETTINGS, endsAt: 1 })
        : null;
    return Promise.resolve(new Response(body, { status }));
  };
  return { fetch, calls };
}

function booth(settings: EventSettings = BOOTH): KeyValueStorage {
  return memoryStorage({
    [EVENT_KEY]: JSON.stringify(settings),
    [DEVICE_ID_KEY]: DEVICE,
    [HOSTED_EVENTS_KEY]: JSON.stringify([{ code: CODE, hostKey: 'k'.repeat(43), name: 'Fair' }]),
  });
}

const UA = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1';
const kept = (storage: KeyValueStorage) => parseEventSettings(storage.getItem(EVENT_KEY));

describe('syncBooth', () => {
  it('reports the device with its prints, then takes the host’s settings and keeps its PIN', async () => {
    const storage = booth();
    countPrint(storage);
    countPrint(storage);
    const { fetch, calls } = server({});
    expect(await syncBooth({ storage, fetch, userAgent: UA }, { takeSettings: true })).toBe(
      'updated',
    );
    expect(calls).toEqual([
      {
        url: `/api/live-events/${CODE}/devices/${DEVICE}`,
        method: 'POST',
        body: { label: 'iPad · Safari', printed: 2 },
      },
      { url: `/api/live-events/${CODE}`, method: 'GET', body: undefined },
    ]);
    expect(storage.getItem(PRINTED_KEY)).toBeNull();
    expect(kept(storage)).toEqual({
      name: 'Fair at night',
      greeting: 'Bonne nuit',
      language: 'fr',
      idleSeconds: 30,
      sources: 'camera',
      print: false,
      printLayout: 'strip',
      pinHash: BOOTH.pinHash,
      pinSalt: BOOTH.pinSalt,
      code: CODE,
    });
  });

  it('only reports while a guest is busy (settings are taken between guests)', async () => {
    const storage = booth();
    const { fetch, calls } = server({});
    expect(await syncBooth({ storage, fetch, userAgent: UA }, { takeSettings: false })).toBe(
      'unchanged',
    );
    expect(calls.map((call) => call.method)).toEqual(['POST']);
    expect(kept(storage)).toEqual(BOOTH);
  });

  it('keeps its settings and the prints when offline or when the server fails', async () => {
    for (const answers of [
      { report: 'offline', read: 'offline' },
      { report: 500, read: 503 },
      {
        report: 204,
        read: 200,
        body: { code: CODE, settings: { ...HOST_SETTINGS, idleSeconds: 1 } },
      },
      { report: 204, read: 200, body: '<html>' },
    ] as const) {
      const storage = booth();
      countPrint(storage);
      const { fetch } = server(answers);
      expect(await syncBooth({ storage, fetch, userAgent: UA }, { takeSettings: true })).toBe(
        'unreachable',
      );
      expect(kept(storage)).toEqual(BOOTH);
      const reported = answers.report === 204;
      expect(storage.getItem(PRINTED_KEY)).toBe(reported ? null : '1');
    }
  });

  it('leaves an ended event: a booth of its own, the host told on /event', async () => {
    for (const answers of [{ report: 410 }, { read: 410 }]) {
      const storage = booth();
      const { fetch } = server(answers);
      expect(await syncBooth({ storage, fetch, userAgent: UA }, { takeSettings: true })).toBe(
        'ended',
      );
      const { code: _code, ...own } = BOOTH;
      expect(kept(storage)).toEqual(own);
      expect(endedEventNote(storage)).toEqual({ name: 'Fair' });
      expect(hostedEvents(storage)).toEqual([]);
    }
  });

  it('does nothing for a booth of its own', async () => {
    const { code: _code, ...own } = BOOTH;
    const storage = booth(own);
    const { fetch, calls } = server({});
    expect(await syncBooth({ storage, fetch, userAgent: UA }, { takeSettings: true })).toBe(
      'not-shared',
    );
    expect(calls).toEqual([]);
  });

  it('finds nothing to save when the host changed nothing', async () => {
    const storage = booth();
    const { pinHash: _h, pinSalt: _s, code: _c, ...same } = BOOTH;
    const { fetch } = server({
      body: { code: CODE, settings: { ...same, gallery: 'off', keepDays: 1 } },
    });
    expect(await syncBooth({ storage, fetch, userAgent: UA }, { takeSettings: true })).toBe(
      'unchanged',
    );
  });

  it('keeps the kiosk’s own quick start through the host’s changes', async () => {
    const storage = booth({ ...BOOTH, fixedLayout: 4, fixedTimer: 5 });
    const { fetch } = server({ body: { code: CODE, settings: HOST_SETTINGS } });
    expect(await syncBooth({ storage, fetch, userAgent: UA }, { takeSettings: true })).toBe(
      'updated',
    );
    expect(parseEventSettings(storage.getItem(EVENT_KEY))).toMatchObject({
      name: 'Fair at night',
      fixedLayout: 4,
      fixedTimer: 5,
    });
  });
});
