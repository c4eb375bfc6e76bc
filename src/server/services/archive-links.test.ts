import { describe, expect, it } from 'vitest';
import { ARCHIVE_LINK_MS, archiveToken, checkArchiveToken } from './archive-links.js';

const hash = 'a'.repeat(64);
const code = 'abcdefghjkmnpq';
const now = Date.UTC(2026, 10, 27, 13, 0);

describe('archive links', () => {
  const token = archiveToken(hash, code, now + ARCHIVE_LINK_MS);

  it('opens its own event until it expires', () => {
    expect(token).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expect(checkArchiveToken(hash, code, token, now)).toBe('valid');
    expect(checkArchiveToken(hash, code, token, now + ARCHIVE_LINK_MS - 1)).toBe('valid');
    expect(checkArchiveToken(hash, code, token, now + ARCHIVE_LINK_MS)).toBe('expired');
  });

  it('opens no other event, and no event whose key changed', () => {
    expect(checkArchiveToken(hash, 'abcdefghjkmnpr', token, now)).toBe('wrong');
    expect(checkArchiveToken('b'.repeat(64), code, token, now)).toBe('wrong');
  });

  it('refuses a later expiry written over a real token, and any malformed token', () => {
    const [, macPart] = token.split('.');
    const extended = `${(now + 365 * ARCHIVE_LINK_MS).toString(36)}.${macPart}`;
    expect(checkArchiveToken(hash, code, extended, now)).toBe('wrong');
    for (const bad of ['', '.', token + 'x', token.replace('.', ''), `zzzzzzzzzzzz.${macPart}`]) {
      expect(checkArchiveToken(hash, code, bad, now)).toBe('wrong');
    }
  });
});
