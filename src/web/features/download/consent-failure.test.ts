import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api/api-request-error.js';
import { consentFailureKey } from './consent-failure.js';

describe('consentFailureKey', () => {
  it('tells a missing connection, a gallery turned off and an ended event apart', () => {
    expect(consentFailureKey(new ApiRequestError('Failed to fetch'))).toBe('guest.consentOffline');
    expect(consentFailureKey(new ApiRequestError('off', 409, 'gallery_off'))).toBe(
      'guest.consentGalleryOff',
    );
    expect(consentFailureKey(new ApiRequestError('ended', 410, 'event_ended'))).toBe(
      'guest.consentEnded',
    );
  });

  it('says anything else failed', () => {
    expect(consentFailureKey(new ApiRequestError('busy', 503, 'busy'))).toBe('guest.consentFailed');
    expect(consentFailureKey(new ApiRequestError('in use', 409, 'strip_in_use'))).toBe(
      'guest.consentFailed',
    );
    expect(consentFailureKey(new Error('?'))).toBe('guest.consentFailed');
  });
});
