import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/safe-storage.js';
import {
  forgetHostedEvent,
  hostedEvents,
  hostLinkFragment,
  saveHostedEvent,
} from './hosted-events.js';

/** Where the hosted events are kept: a stored name, so it stays from one version to the next. */
const HOSTED_EVENTS_KEY = 'postbooth.hostedEvents';

const code = 'abcdefghjkmn23';
const hostKey = 'k'.repeat(43);

describe('hostLinkFragment', () => {
  it('reads the code and the key of a host link', () => {
    expect(hostLinkFragment(`#${code}.${hostKey}`)).toEqual({ code, hostKey });
    expect(hostLinkFragment(`${code}.${hostKey}`)).toEqual({ code, hostKey });
  });

  it('answers null for anything else', () => {
    expect(hostLinkFragment('')).toBeNull();
    expect(hostLinkFragment(`#${code}`)).toBeNull();
    expect(hostLinkFragment(`#${code}.short`)).toBeNull();
    expect(hostLinkFragment(`#ABCDEFGHJKMN23.${hostKey}`)).toBeNull();
  });
});

describe('hosted events', () => {
  it('keeps events newest first, one per code, and forgets them', () => {
    const storage = memoryStorage();
    saveHostedEvent(storage, { code, hostKey, name: 'First' });
    saveHostedEvent(storage, { code: 'zzzzzzzzzzzzzz', hostKey, name: 'Second' });
    saveHostedEvent(storage, { code, hostKey, name: 'First, renamed' });
    expect(hostedEvents(storage).map((event) => event.name)).toEqual(['First, renamed', 'Second']);
    forgetHostedEvent(storage, code);
    expect(hostedEvents(storage).map((event) => event.code)).toEqual(['zzzzzzzzzzzzzz']);
  });

  it('reads nothing from a damaged value, and leaves out damaged entries', () => {
    expect(hostedEvents(memoryStorage({ [HOSTED_EVENTS_KEY]: '{' }))).toEqual([]);
    const storage = memoryStorage({
      [HOSTED_EVENTS_KEY]: JSON.stringify([
        { code, hostKey: 'x', name: '' },
        { code, hostKey, name: 'ok' },
      ]),
    });
    expect(hostedEvents(storage)).toEqual([{ code, hostKey, name: 'ok' }]);
  });
});
