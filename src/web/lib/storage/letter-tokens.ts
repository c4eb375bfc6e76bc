/**
 * The delete tokens this browser holds, one per letter it shared, under `postbooth.letters`
 * as a JSON object id → deleteToken. Only the sharer's browser has a letter's token: holding
 * it is what shows 'Delete this letter'. Anything malformed in storage is ignored.
 */
import { DELETE_TOKEN_PATTERN } from '../../../model/ids.js';
import { isRandomId } from '../../../model/ids.js';
import { LETTER_TOKENS_KEY } from './letter-keys.js';
import { keyedRecord, parseKeyedRecord, type KeyedRecord } from './keyed-record.js';
import type { KeyValueStorage } from './safe-storage.js';

export type LetterTokens = KeyedRecord<string>;

/** A stored entry: a letter's id and its delete token, else null. */
const readToken = (id: string, token: unknown): string | null =>
  isRandomId(id) && typeof token === 'string' && DELETE_TOKEN_PATTERN.test(token) ? token : null;

/** The well-formed entries of the stored map; anything else (no JSON, other shapes) is dropped. */
export function parseTokens(raw: string | null): Record<string, string> {
  return parseKeyedRecord(raw, readToken);
}

export function letterTokens(storage: KeyValueStorage): LetterTokens {
  return keyedRecord(storage, LETTER_TOKENS_KEY, readToken);
}
