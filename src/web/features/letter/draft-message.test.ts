import { describe, expect, it } from 'vitest';
import type { GuestEvent } from '../../../model/guest-event.js';
import { joinGuestEvent } from '../../lib/event/guest-event.js';
import { LETTER_MESSAGE_KEY } from '../../lib/storage/letter-keys.js';
import { memoryStorage } from '../../lib/storage/safe-storage.js';
import { draftMessage } from './draft-message.js';

const NOW = Date.UTC(2026, 5, 1, 18);
const EVENT: GuestEvent = {
  code: 'abcdefghjkmnpq',
  name: 'Mia & Leo',
  greeting: 'Thanks for dancing with us!',
  language: 'en',
  sources: 'camera-and-upload',
  gallery: 'approval',
  endsAt: NOW + 86_400_000,
};

describe('draftMessage', () => {
  it('is what the visitor wrote, or nothing', () => {
    expect(draftMessage(memoryStorage(), NOW)).toBe('');
    expect(draftMessage(memoryStorage({ [LETTER_MESSAGE_KEY]: 'Dear Sam' }), NOW)).toBe('Dear Sam');
  });

  it('is the event’s greeting on a guest’s phone until the guest writes, even nothing', () => {
    const storage = memoryStorage();
    joinGuestEvent(EVENT, storage);
    expect(draftMessage(storage, NOW)).toBe(EVENT.greeting);
    storage.setItem(LETTER_MESSAGE_KEY, 'Our own words');
    expect(draftMessage(storage, NOW)).toBe('Our own words');
    // A guest who cleared the greeting sends a blank letter, not the greeting.
    storage.setItem(LETTER_MESSAGE_KEY, '');
    expect(draftMessage(storage, NOW)).toBe('');
  });

  it('is no greeting once the event is over on this phone', () => {
    const storage = memoryStorage();
    joinGuestEvent(EVENT, storage);
    expect(draftMessage(storage, EVENT.endsAt)).toBe('');
  });
});
