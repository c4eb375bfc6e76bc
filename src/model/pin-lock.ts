/**
 * The PIN lock of /event (docs/events.md), as pure functions. PIN_ATTEMPTS wrong PINs in a row
 * lock /event, and each lock in a row lasts longer than the one before, until the right PIN is
 * given: a guest who keeps guessing waits half an hour per three guesses.
 *
 * Time is the device's clock, which a guest with the settings app might set back. A lock that
 * seems to begin after now (the clock went back) begins again at now, so it never ends early,
 * and never lasts more than one whole lock after the change.
 */
export const PIN_ATTEMPTS = 3;

/** How long the first, second and third lock in a row last; the last one repeats. */
export const PIN_LOCK_STEPS_MS: readonly number[] = [60_000, 5 * 60_000, 30 * 60_000];

export interface PinLock {
  /** Wrong PINs since the last right one or the last lock. */
  readonly failures: number;
  /** Locks since the last right PIN: the next one is the next step of PIN_LOCK_STEPS_MS. */
  readonly locks: number;
  /** Epoch ms at which the running lock began; 0 when none runs. */
  readonly lockedAt: number;
}

export const OPEN_PIN_LOCK: PinLock = { failures: 0, locks: 0, lockedAt: 0 };

/** How long the `count`-th lock in a row lasts (1 for the first); 0 for none. */
export function lockDurationMs(count: number): number {
  if (count < 1) return 0;
  return PIN_LOCK_STEPS_MS[Math.min(count, PIN_LOCK_STEPS_MS.length) - 1] ?? 0;
}

/** Epoch ms at which the running lock ends; 0 when none runs. */
export function lockedUntil(lock: PinLock): number {
  return lock.lockedAt > 0 ? lock.lockedAt + lockDurationMs(lock.locks) : 0;
}

/**
 * The lock as it stands at `now`: one that begins after `now` (the clock was set back) begins
 * at `now`; one that has ended is no longer running (its count stays, for the next). The same
 * object when nothing changed, so a caller knows when to store it again.
 */
export function settlePinLock(lock: PinLock, now: number): PinLock {
  if (lock.lockedAt > now) return { ...lock, lockedAt: now };
  if (lock.lockedAt > 0 && lockedUntil(lock) <= now) return { ...lock, lockedAt: 0 };
  return lock;
}

export function isLocked(lock: PinLock, now: number): boolean {
  return now < lockedUntil(settlePinLock(lock, now));
}

/** Whole seconds left on the lock (rounded up), 0 when open. */
export function lockSecondsLeft(lock: PinLock, now: number): number {
  const settled = settlePinLock(lock, now);
  return isLocked(settled, now) ? Math.ceil((lockedUntil(settled) - now) / 1000) : 0;
}

/**
 * The lock after one PIN try: none is taken while locked, not even the right one; a right one
 * opens it and forgets every earlier lock; the PIN_ATTEMPTS-th wrong one locks for the next step.
 */
export function afterPinTry(lock: PinLock, right: boolean, now: number): PinLock {
  const settled = settlePinLock(lock, now);
  if (isLocked(settled, now)) return settled;
  if (right) return OPEN_PIN_LOCK;
  const failures = settled.failures + 1;
  return failures >= PIN_ATTEMPTS
    ? { failures: 0, locks: settled.locks + 1, lockedAt: now }
    : { failures, locks: settled.locks, lockedAt: 0 };
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * A stored lock, or open for anything else. A lock stored by the version before the steps
 * (`{ failures, lockedUntil }`, one minute) is read as the first lock, so an update in the middle
 * of one does not lift it.
 */
export function parsePinLock(raw: string | null): PinLock {
  try {
    const value = JSON.parse(raw ?? 'null') as Record<string, unknown> | null;
    const failures = value?.failures;
    if (!isCount(failures) || failures >= PIN_ATTEMPTS) return OPEN_PIN_LOCK;
    const { locks, lockedAt, lockedUntil: until } = value ?? {};
    if (isCount(locks) && isTime(lockedAt)) return { failures, locks, lockedAt };
    if (isTime(until) && locks === undefined && lockedAt === undefined) {
      return until > 0
        ? { failures, locks: 1, lockedAt: Math.max(1, until - lockDurationMs(1)) }
        : { failures, locks: 0, lockedAt: 0 };
    }
  } catch {
    // Not JSON: open.
  }
  return OPEN_PIN_LOCK;
}
