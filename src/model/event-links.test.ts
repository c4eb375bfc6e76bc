import { describe, expect, it } from 'vitest';
import { eventSetupLinkOf, hostNewEventPath, kioskLinkPath } from './event-links.js';

const CODE = 'abcdefghjkmnpq';

describe('the links that open /event', () => {
  it('carries the kiosk’s code in the fragment, and reads it back', () => {
    expect(kioskLinkPath(CODE)).toBe(`/event#join=${CODE}`);
    expect(eventSetupLinkOf(`#join=${CODE}`)).toEqual({ mode: 'join', code: CODE });
    // Read aloud or typed from a card, a code may come in capitals.
    expect(eventSetupLinkOf(`#join=${CODE.toUpperCase()}`)).toEqual({ mode: 'join', code: CODE });
  });

  it('opens "Share a new event" from its own link', () => {
    expect(hostNewEventPath).toBe('/event#share');
    expect(eventSetupLinkOf('#share')).toEqual({ mode: 'share' });
  });

  it('asks for nothing with any other fragment', () => {
    for (const hash of [
      '',
      '#',
      `#${CODE}`,
      `#join=${CODE}0`,
      '#join=',
      `#${CODE}.key`,
      '#Share',
    ]) {
      expect(eventSetupLinkOf(hash), hash).toBeNull();
    }
  });
});
