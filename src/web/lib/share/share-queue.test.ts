import { describe, expect, it } from 'vitest';
import { ShareError } from './share-letter.js';
import { isConnectionFailure, queuedShare } from './share-queue.js';

describe('isConnectionFailure', () => {
  it("is fetch's TypeError, by itself or as a cause", () => {
    const offline = new TypeError('Failed to fetch');
    expect(isConnectionFailure(offline)).toBe(true);
    const api = new Error('Failed to fetch', { cause: offline });
    expect(
      isConnectionFailure(
        new ShareError('Failed to upload image: …', { step: 'upload', cause: api }, { cause: api }),
      ),
    ).toBe(true);
  });

  it('is not a failure the server answered, nor a missing message', () => {
    expect(
      isConnectionFailure(
        new ShareError('Failed to upload image: Too many requests', {
          step: 'upload',
          cause: null,
        }),
      ),
    ).toBe(false);
    expect(isConnectionFailure(new ShareError('No message to share', { step: 'noMessage' }))).toBe(
      false,
    );
    expect(isConnectionFailure('Failed to fetch')).toBe(false);
    expect(isConnectionFailure(undefined)).toBe(false);
  });

  it('ends on a cycle of causes', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(isConnectionFailure(a)).toBe(false);
  });
});

describe('queuedShare', () => {
  it("shows a new letter's link once the connection is back, never opening a share sheet", () => {
    const request = { kind: 'new', message: 'Hi', strip: 'data:image/png;base64,AA' } as const;
    expect(queuedShare(request)).toEqual({ ...request, handOut: 'show' });
    expect(queuedShare({ ...request, handOut: 'deliver' }).kind === 'new').toBe(true);
    expect(queuedShare({ ...request, handOut: 'deliver' })).toMatchObject({ handOut: 'show' });
  });

  it('keeps a stored letter as it is', () => {
    expect(queuedShare({ kind: 'existing', letterId: 'x' })).toEqual({
      kind: 'existing',
      letterId: 'x',
    });
  });
});
