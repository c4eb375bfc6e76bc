/**
 * A small map kept as one JSON object under one storage key (id → value): the letters' delete
 * tokens, the rooms' credentials. What storage hands back is checked entry by entry, and
 * anything malformed (no JSON, another shape, an entry that does not read) is dropped.
 */
import type { KeyValueStorage } from './safe-storage.js';

export interface KeyedRecord<T> {
  get(id: string): T | null;
  set(id: string, value: T): void;
  remove(id: string): void;
}

/** An entry as stored: its value when `id` and `value` are well formed, else null. */
export type ReadEntry<T> = (id: string, value: unknown) => T | null;

/** The well-formed entries of the stored object. */
export function parseKeyedRecord<T>(raw: string | null, read: ReadEntry<T>): Record<string, T> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).flatMap(([id, value]) => {
      const entry = read(id, value);
      return entry === null ? [] : [[id, entry] as const];
    }),
  );
}

export function keyedRecord<T>(
  storage: KeyValueStorage,
  key: string,
  read: ReadEntry<T>,
): KeyedRecord<T> {
  const all = () => parseKeyedRecord(storage.getItem(key), read);
  const write = (entries: Record<string, T>) => {
    if (Object.keys(entries).length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(entries));
  };
  return {
    get(id) {
      const entries = all();
      // hasOwn: an id such as 'constructor' must not find Object.prototype's.
      return Object.hasOwn(entries, id) ? (entries[id] ?? null) : null;
    },
    set(id, value) {
      write({ ...all(), [id]: value });
    },
    remove(id) {
      const { [id]: _removed, ...rest } = all();
      write(rest);
    },
  };
}
