import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/safe-storage.js';
import { ROOM_CREDENTIALS_KEY, roomCredentials } from './credentials.js';

const room = 'r'.repeat(22);
const mine = { participant: 'p'.repeat(22), token: 't'.repeat(43) };

describe('roomCredentials', () => {
  it('keeps who this browser is in each room, and forgets on request', () => {
    const storage = memoryStorage();
    const store = roomCredentials(storage);
    expect(store.get(room)).toBeNull();
    store.set(room, { ...mine, extra: 'x' } as typeof mine);
    expect(roomCredentials(storage).get(room)).toEqual(mine);
    store.remove(room);
    expect(store.get(room)).toBeNull();
    expect(storage.getItem(ROOM_CREDENTIALS_KEY)).toBeNull();
  });

  it('ignores whatever in storage is not well formed', () => {
    const other = 'o'.repeat(22);
    const storage = memoryStorage({
      [ROOM_CREDENTIALS_KEY]: JSON.stringify({
        [room]: mine,
        [other]: { participant: 'short', token: mine.token },
        constructor: mine,
      }),
    });
    const store = roomCredentials(storage);
    expect(store.get(room)).toEqual(mine);
    expect(store.get(other)).toBeNull();
    expect(store.get('constructor')).toBeNull();
    expect(roomCredentials(memoryStorage({ [ROOM_CREDENTIALS_KEY]: '{' })).get(room)).toBeNull();
  });
});
