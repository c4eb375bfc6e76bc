/**
 * The delete tokens this browser holds, one per letter it shared, under `postbooth.letters`
 * as a JSON object id → deleteToken. Only the sharer's browser has a letter's token: holding
 * it is what shows 'Delete this letter'. Anything malformed in storage is ignored.
 */
import { DELETE_TOKEN_PATTERN } from '../../../model/ids.js';
import { isRandomId } from '../../../model/ids.js';
import { LETTER_TOKENS_KEY } from './letter-keys.js';
import type { KeyValueStorage } from './safe-storage.js';

export interface LetterTokens {
  get(id: string): string | null;
  set(id: string, token: string): void;
  remove(id: string): void;
}

/** The well-formed entries of the stored map; anything else (no JSON, other shapes) is dropped. */
export function parseTokens(raw: string | null): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter(
      (entry): entry is [string, string] =>
        isRandomId(entry[0]) && typeof entry[1] === 'string' && DELETE_TOKEN_PATTERN.test(entry[1]),
    ),
  );
}

export function letterTokens(storage: KeyValueStorage): LetterTokens {
  const read = () => parseTokens(storage.getItem(LETTER_TOKENS_KEY));
  const write = (tokens: Record<string, string>) => {
    if (Object.keys(tokens).length === 0) storage.removeItem(LETTER_TOKENS_KEY);
    else storage.setItem(LETTER_TOKENS_KEY, JSON.stringify(tokens));
  };
  return {
    get(id) {
      const tokens = read();
      // hasOwn: an id such as 'constructor' must not find Object.prototype's.
      return Object.hasOwn(tokens, id) ? (tokens[id] ?? null) : null;
    },
    set(id, token) {
      write({ ...read(), [id]: token });
    },
    remove(id) {
      const { [id]: _removed, ...rest } = read();
      write(rest);
    },
  };
}
