/** The PIN lock of /event (docs/events.md), as pure functions. */
/** Wrong PINs in a row lock /event for PIN_LOCK_MS. */
export const PIN_ATTEMPTS = 3;
export const PIN_LOCK_MS = 60_000;

export interface PinLock {
  /** Wrong PINs since the last right one or the last lock. */
  readonly failures: number;
  /** Epoch ms until which /event takes no PIN; 0 when open. */
  readonly lockedUntil: number;
}

export const OPEN_PIN_LOCK: PinLock = { failures: 0, lockedUntil: 0 };

/** Locked until `lockedUntil`; a lock further ahead than PIN_LOCK_MS (a changed clock) is not. */
export function isLocked(lock: PinLock, now: number): boolean {
  return lock.lockedUntil > now && lock.lockedUntil - now <= PIN_LOCK_MS;
}

/** Whole seconds left on the lock (rounded up), 0 when open. */
export function lockSecondsLeft(lock: PinLock, now: number): number {
  return isLocked(lock, now) ? Math.ceil((lock.lockedUntil - now) / 1000) : 0;
}

/** The lock after one PIN try: a right one opens it; the PIN_ATTEMPTS-th wrong one locks. */
export function afterPinTry(lock: PinLock, right: boolean, now: number): PinLock {
  if (isLocked(lock, now)) return lock;
  if (right) return OPEN_PIN_LOCK;
  const failures = lock.failures + 1;
  return failures >= PIN_ATTEMPTS
    ? { failures: 0, lockedUntil: now + PIN_LOCK_MS }
    : { failures, lockedUntil: 0 };
}

export function parsePinLock(raw: string | null): PinLock {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<Record<keyof PinLock, unknown>> | null;
    const failures = value?.failures;
    const lockedUntil = value?.lockedUntil;
    if (
      typeof failures === 'number' &&
      Number.isInteger(failures) &&
      failures >= 0 &&
      failures < PIN_ATTEMPTS &&
      typeof lockedUntil === 'number' &&
      Number.isFinite(lockedUntil) &&
      lockedUntil >= 0
    ) {
      return { failures, lockedUntil };
    }
  } catch {
    // Not JSON: open.
  }
  return OPEN_PIN_LOCK;
}
