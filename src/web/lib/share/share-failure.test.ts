import { describe, expect, it } from 'vitest';
import { i18nOf } from '../i18n/catalogues.js';
import type { Translate } from '../i18n/message-key.js';
import { ApiRequestError, UNEXPECTED_ANSWER } from '../api/api-request-error.js';
import {
  MANUAL_COPY_CANCELLED,
  apiFailureText,
  failureOf,
  shareFailureText,
} from './share-failure.js';
import { ShareError } from './share-letter.js';

const t: Translate = (key, values) => i18nOf('en')._(key, values);
const server = (status: number, code?: string) =>
  new ApiRequestError('The English words of the server', status, code);

describe('apiFailureText', () => {
  it("says our own words for each code, never the server's", () => {
    expect(apiFailureText(t, server(429, 'rate_limited'))).toBe(
      'Too many requests. Please wait a little and try again.',
    );
    expect(apiFailureText(t, server(409, 'strip_in_use'))).toBe(
      'This photostrip already belongs to a letter. Upload the strip again to send another letter.',
    );
    expect(apiFailureText(t, server(403, 'forbidden'))).toBe(
      'Only the browser that shared this letter can delete it.',
    );
    expect(apiFailureText(t, server(413, 'payload_too_large'))).toBe(
      'The photostrip is too large to upload.',
    );
    expect(apiFailureText(t, server(200, UNEXPECTED_ANSWER))).toBe(
      'The server sent an unexpected answer.',
    );
  });

  it('says the status without a code, and a generic reason for an unknown code', () => {
    expect(apiFailureText(t, server(502))).toBe('The server answered 502.');
    expect(apiFailureText(t, server(418, 'teapot'))).toBe(
      'Something went wrong. Please try again.',
    );
    expect(apiFailureText(t, new Error('boom'))).toBe('Something went wrong. Please try again.');
  });

  it('says the server could not be reached when no answer came', () => {
    const offline = new ApiRequestError('Failed to fetch', undefined, undefined, {
      cause: new TypeError('Failed to fetch'),
    });
    expect(apiFailureText(t, offline)).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
  });
});

describe('shareFailureText', () => {
  it('words each step of the share flow', () => {
    expect(shareFailureText(t, { step: 'noStrip' })).toBe(
      'Failed to share letter: No photostrip image found',
    );
    expect(shareFailureText(t, { step: 'noMessage' })).toBe(
      'Failed to share letter: No message to share',
    );
    expect(shareFailureText(t, { step: 'upload', cause: server(429, 'rate_limited') })).toBe(
      'Failed to share letter: Failed to upload image: Too many requests. Please wait a little and try again.',
    );
    expect(shareFailureText(t, { step: 'deliver', cause: new Error(MANUAL_COPY_CANCELLED) })).toBe(
      'Failed to share letter: User cancelled manual copy',
    );
  });

  it("reads a ShareError's failure, and any other error as a generic one", () => {
    const error = new ShareError('No message to share', { step: 'noMessage' });
    expect(failureOf(error)).toEqual({ step: 'noMessage' });
    expect(shareFailureText(t, failureOf(new Error('odd')))).toBe(
      'Failed to share letter: Something went wrong. Please try again.',
    );
  });
});
