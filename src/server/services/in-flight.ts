/**
 * Counters of work in progress: at most `max` at once, in all or for each key (a visitor's
 * address). The upload routes (strips and videos) hold their shared places with them
 * (createUploadPlaces, http/in-flight-limit.ts), the cards service its drawings.
 */
export interface InFlightLimit {
  /** Takes a place; false when all are taken. */
  tryEnter(): boolean;
  leave(): void;
  readonly current: number;
}

export function createInFlightLimit(max: number): InFlightLimit {
  let current = 0;
  return {
    tryEnter() {
      if (current >= max) return false;
      current += 1;
      return true;
    },
    leave() {
      current = Math.max(0, current - 1);
    },
    get current() {
      return current;
    },
  };
}

/** The same, counted apart for each key (a visitor's address). */
export interface KeyedInFlightLimit {
  /** Takes a place of `key`'s; false when it holds `max` (the limit's own unless given). */
  tryEnter(key: string, max?: number): boolean;
  leave(key: string): void;
  /** Keys holding a place now: no more than the places held, so it never grows past them. */
  readonly keys: number;
}

function createKeyedInFlightLimit(max: number): KeyedInFlightLimit {
  const held = new Map<string, number>();
  return {
    tryEnter(key, keyMax = max) {
      const current = held.get(key) ?? 0;
      if (current >= keyMax) return false;
      held.set(key, current + 1);
      return true;
    },
    leave(key) {
      const current = held.get(key) ?? 0;
      if (current <= 1) held.delete(key);
      else held.set(key, current - 1);
    },
    get keys() {
      return held.size;
    },
  };
}

/** The places of uploads (strips and videos share them): all at once, and per address. */
export interface UploadPlaces {
  all: InFlightLimit;
  perAddress: KeyedInFlightLimit;
  /**
   * What an address may hold of `perAddress` for a shared event's uploads from the venue its
   * host declared (never less than any address may).
   */
  perVenue: number;
}

export function createUploadPlaces(
  max: number,
  perAddress: number,
  perVenue = perAddress,
): UploadPlaces {
  return {
    all: createInFlightLimit(max),
    perAddress: createKeyedInFlightLimit(perAddress),
    perVenue: Math.max(perAddress, perVenue),
  };
}
