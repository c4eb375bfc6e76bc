import { describe, expect, it } from 'vitest';
import { errorMessage } from './error-message.js';

describe('errorMessage', () => {
  it("reads an Error's message, its subclasses' too", () => {
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(errorMessage(new TypeError('Load failed'))).toBe('Load failed');
    expect(errorMessage(new DOMException('The user aborted a request.', 'AbortError'))).toBe(
      'The user aborted a request.',
    );
  });

  it('writes anything else thrown as text', () => {
    expect(errorMessage('offline')).toBe('offline');
    expect(errorMessage(404)).toBe('404');
    expect(errorMessage(undefined)).toBe('undefined');
  });
});
