import { describe, expect, it } from 'vitest';
import {
  afterPinTry,
  isLocked,
  lockDurationMs,
  lockedUntil,
  lockSecondsLeft,
  OPEN_PIN_LOCK,
  parsePinLock,
  settlePinLock,
  type PinLock,
} from './pin-lock.js';

const NOW = 1_700_000_000_000;
const MINUTE = 60_000;

/** Three wrong PINs at `at`, `at + 1` and `at + 2` ms. */
function threeWrong(lock: PinLock, at: number): PinLock {
  let next = lock;
  for (let i = 0; i < 3; i += 1) next = afterPinTry(next, false, at + i);
  return next;
}

describe('the PIN lock', () => {
  it('locks for a minute after the third wrong PIN in a row', () => {
    let lock = afterPinTry(OPEN_PIN_LOCK, false, NOW);
    lock = afterPinTry(lock, false, NOW + 1);
    expect(lock).toEqual({ failures: 2, locks: 0, lockedAt: 0 });
    expect(isLocked(lock, NOW + 1)).toBe(false);
    lock = afterPinTry(lock, false, NOW + 2);
    expect(lock).toEqual({ failures: 0, locks: 1, lockedAt: NOW + 2 });
    expect(isLocked(lock, NOW + 2)).toBe(true);
    expect(lockSecondsLeft(lock, NOW + 2)).toBe(60);
    expect(lockSecondsLeft(lock, NOW + 2 + 59_001)).toBe(1);
    expect(isLocked(lock, NOW + 2 + MINUTE)).toBe(false);
    expect(lockSecondsLeft(lock, NOW + 2 + MINUTE)).toBe(0);
  });

  it('escalates: 1 minute, then 5, then 30, and 30 for every lock after', () => {
    expect([1, 2, 3, 4, 9].map(lockDurationMs)).toEqual([
      MINUTE,
      5 * MINUTE,
      30 * MINUTE,
      30 * MINUTE,
      30 * MINUTE,
    ]);
    expect(lockDurationMs(0)).toBe(0);

    let lock = threeWrong(OPEN_PIN_LOCK, NOW);
    let at = NOW + 2;
    const seconds: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      seconds.push(lockSecondsLeft(lock, at));
      // Each lock holds until its very last millisecond, then takes three more tries.
      const end = lockedUntil(lock);
      expect(isLocked(lock, end - 1)).toBe(true);
      expect(isLocked(lock, end)).toBe(false);
      lock = threeWrong(lock, end);
      at = end + 2;
    }
    expect(seconds).toEqual([60, 300, 1800, 1800]);
    expect(lock.locks).toBe(5);
    expect(lockSecondsLeft(lock, at)).toBe(1800);
  });

  it('takes no PIN while locked, not even the right one', () => {
    const locked = { failures: 0, locks: 2, lockedAt: NOW };
    expect(afterPinTry(locked, true, NOW + 1000)).toBe(locked);
    expect(afterPinTry(locked, false, NOW + 1000)).toBe(locked);
  });

  it('counts the wrong PINs after a lock towards the next, longer one', () => {
    const ended = { failures: 0, locks: 1, lockedAt: NOW - MINUTE };
    const once = afterPinTry(ended, false, NOW);
    expect(once).toEqual({ failures: 1, locks: 1, lockedAt: 0 });
    expect(isLocked(once, NOW)).toBe(false);
  });

  it('forgets every earlier lock and wrong PIN with the right PIN', () => {
    expect(afterPinTry({ failures: 2, locks: 3, lockedAt: 0 }, true, NOW)).toEqual(OPEN_PIN_LOCK);
    const ended = { failures: 0, locks: 3, lockedAt: NOW - 30 * MINUTE };
    const opened = afterPinTry(ended, true, NOW);
    expect(opened).toEqual(OPEN_PIN_LOCK);
    // Three wrong ones after that lock for a minute again.
    expect(lockSecondsLeft(threeWrong(opened, NOW), NOW + 2)).toBe(60);
  });

  it('does not lift a lock when the clock is set back: it begins again from then', () => {
    const locked = { failures: 0, locks: 2, lockedAt: NOW };
    const hourEarlier = NOW - 60 * MINUTE;
    expect(isLocked(locked, hourEarlier)).toBe(true);
    expect(lockSecondsLeft(locked, hourEarlier)).toBe(300);
    expect(settlePinLock(locked, hourEarlier)).toEqual({ ...locked, lockedAt: hourEarlier });
    // Not even the right PIN, then.
    expect(isLocked(afterPinTry(locked, true, hourEarlier), hourEarlier)).toBe(true);
    // A year back does not make it a year long either.
    const yearEarlier = NOW - 365 * 24 * 60 * MINUTE;
    expect(lockSecondsLeft(locked, yearEarlier)).toBe(300);
  });

  it('settles to the same object while nothing changes, and forgets a lock that ended', () => {
    const locked = { failures: 0, locks: 1, lockedAt: NOW };
    expect(settlePinLock(locked, NOW + 1000)).toBe(locked);
    expect(settlePinLock(OPEN_PIN_LOCK, NOW)).toBe(OPEN_PIN_LOCK);
    expect(settlePinLock(locked, NOW + MINUTE)).toEqual({ failures: 0, locks: 1, lockedAt: 0 });
    // Once forgotten, a clock set back later does not lock again.
    const ended = settlePinLock(locked, NOW + MINUTE);
    expect(isLocked(ended, NOW - MINUTE)).toBe(false);
  });

  it('reads a stored lock, and anything else as open', () => {
    const stored = { failures: 1, locks: 2, lockedAt: NOW };
    expect(parsePinLock(JSON.stringify(stored))).toEqual(stored);
    for (const raw of [
      null,
      'junk',
      '5',
      '{}',
      '[]',
      '{"failures":3,"locks":0,"lockedAt":0}',
      '{"failures":-1,"locks":0,"lockedAt":0}',
      '{"failures":0,"locks":1.5,"lockedAt":0}',
      '{"failures":0,"locks":1,"lockedAt":"soon"}',
      '{"failures":0,"locks":1,"lockedAt":-5}',
      '{"failures":0,"lockedUntil":"soon"}',
    ]) {
      expect(parsePinLock(raw)).toEqual(OPEN_PIN_LOCK);
    }
  });

  it('reads a lock stored before the steps as a first lock, so an update does not lift it', () => {
    const old = parsePinLock(JSON.stringify({ failures: 0, lockedUntil: NOW + 40_000 }));
    expect(old).toEqual({ failures: 0, locks: 1, lockedAt: NOW - 20_000 });
    expect(lockSecondsLeft(old, NOW)).toBe(40);
    expect(parsePinLock(JSON.stringify({ failures: 2, lockedUntil: 0 }))).toEqual({
      failures: 2,
      locks: 0,
      lockedAt: 0,
    });
  });
});
