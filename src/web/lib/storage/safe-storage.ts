/**
 * localStorage behind the three calls we use. Browsers may refuse storage (disabled, some
 * private modes, a full quota): then reads answer null and writes are dropped, never thrown,
 * so the letter still works for this page.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function browserStorage(): KeyValueStorage {
  return {
    getItem(key) {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      try {
        localStorage.setItem(key, value);
      } catch {
        // Refused or full: the value lives only as long as the page.
      }
    },
    removeItem(key) {
      try {
        localStorage.removeItem(key);
      } catch {
        // Nothing stored to remove.
      }
    },
  };
}

/** A storage kept in a Map: for tests, and as a stand-in wherever no browser is around. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
