import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/safe-storage.js';
import { EVENT_KEY } from './event-keys.js';
import { deviceId, eventUploadHeaders, GUEST_EVENT_KEY } from './event-credential.js';

/** Where a booth keeps its device id: a stored name, so it stays from one version to the next. */
const DEVICE_ID_KEY = 'postbooth.deviceId';

const KIOSK = {
  name: 'Fair',
  greeting: 'Thanks for coming!',
  idleSeconds: 60,
  sources: 'camera-and-upload',
  print: false,
  printLayout: 'strip',
  pinHash: 'a'.repeat(64),
  pinSalt: 'b'.repeat(32),
};
const CODE = 'abcdefghjkmn23';
const OTHER = 'zzzzzzzzzzzzzz';

describe('eventUploadHeaders', () => {
  it('sends nothing outside an event, and for a booth of its own', () => {
    expect(eventUploadHeaders(memoryStorage())).toEqual({});
    expect(eventUploadHeaders(memoryStorage({ [EVENT_KEY]: JSON.stringify(KIOSK) }))).toEqual({});
  });

  it("sends the kiosk's event and its device id, kept from one upload to the next", () => {
    const storage = memoryStorage({
      [EVENT_KEY]: JSON.stringify({ ...KIOSK, code: CODE }),
      [GUEST_EVENT_KEY]: JSON.stringify({ code: OTHER }),
    });
    const first = eventUploadHeaders(storage);
    expect(first['x-postbooth-event']).toBe(CODE);
    expect(first['x-postbooth-device']).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(eventUploadHeaders(storage)).toEqual(first);
    expect(storage.getItem(DEVICE_ID_KEY)).toBe(first['x-postbooth-device']);
  });

  it("sends a guest's event without a device id", () => {
    const storage = memoryStorage({ [GUEST_EVENT_KEY]: JSON.stringify({ code: CODE }) });
    expect(eventUploadHeaders(storage)).toEqual({ 'x-postbooth-event': CODE });
  });
});

describe("the guest's event and deviceId", () => {
  it('read nothing from damaged values, and make a new id for a damaged one', () => {
    for (const value of ['{', 'null', '{"code":"BAD"}', '[]']) {
      expect(eventUploadHeaders(memoryStorage({ [GUEST_EVENT_KEY]: value }))).toEqual({});
    }
    const storage = memoryStorage({ [DEVICE_ID_KEY]: 'short' });
    expect(deviceId(storage)).toMatch(/^[0-9a-f]{22}$/);
  });
});
