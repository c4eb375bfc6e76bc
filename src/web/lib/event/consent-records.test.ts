import { describe, expect, it } from 'vitest';
import { CONSENT_KEY } from '../storage/letter-keys.js';
import { memoryStorage } from '../storage/safe-storage.js';
import { consentRecords, type ConsentRecord } from './consent-records.js';

const RECORD: ConsentRecord = {
  code: 'abcdefghjkmn23',
  strip: 'f'.repeat(64),
  entryId: 'e'.repeat(22),
  deleteToken: 't'.repeat(43),
  state: 'waiting',
};

describe('consentRecords', () => {
  it('keeps, finds and forgets the consent for one strip at one event', () => {
    const storage = memoryStorage();
    const records = consentRecords(storage);
    expect(records.find(RECORD.code, RECORD.strip)).toBeNull();
    records.keep(RECORD);
    records.keep({ ...RECORD, strip: 'other', entryId: 'x'.repeat(22) });
    expect(records.find(RECORD.code, RECORD.strip)).toEqual(RECORD);
    expect(records.find('zzzzzzzzzzzzzz', RECORD.strip)).toBeNull();
    records.keep({ ...RECORD, state: 'approved' });
    expect(records.find(RECORD.code, RECORD.strip)?.state).toBe('approved');
    records.forget(RECORD.code, RECORD.strip);
    expect(records.find(RECORD.code, RECORD.strip)).toBeNull();
    expect(records.find(RECORD.code, 'other')?.entryId).toBe('x'.repeat(22));
  });

  it('ignores what is not a record', () => {
    const storage = memoryStorage({
      [CONSENT_KEY]: JSON.stringify([
        { ...RECORD, deleteToken: 'short' },
        { ...RECORD, code: 'BAD' },
        { ...RECORD, state: 'gone' },
        'text',
      ]),
    });
    expect(consentRecords(storage).find(RECORD.code, RECORD.strip)).toBeNull();
    expect(consentRecords(memoryStorage({ [CONSENT_KEY]: '{' })).find('a', 'b')).toBeNull();
  });
});
