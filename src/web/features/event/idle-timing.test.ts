import { describe, expect, it } from 'vitest';
import { idlePhase, nextCheckInMs } from './idle-timing.js';

const T0 = 1_700_000_000_000;

describe('idlePhase', () => {
  it('is active until the idle time has passed', () => {
    expect(idlePhase(T0, T0, 60)).toEqual({ kind: 'active', askInMs: 60_000 });
    expect(idlePhase(T0 + 59_999, T0, 60)).toEqual({ kind: 'active', askInMs: 1 });
  });

  it('asks for 10 seconds, counting down whole seconds', () => {
    expect(idlePhase(T0 + 60_000, T0, 60)).toEqual({ kind: 'asking', secondsLeft: 10 });
    expect(idlePhase(T0 + 60_001, T0, 60)).toEqual({ kind: 'asking', secondsLeft: 10 });
    expect(idlePhase(T0 + 61_000, T0, 60)).toEqual({ kind: 'asking', secondsLeft: 9 });
    expect(idlePhase(T0 + 69_999, T0, 60)).toEqual({ kind: 'asking', secondsLeft: 1 });
  });

  it('is over when the countdown reaches 0, and stays over', () => {
    expect(idlePhase(T0 + 70_000, T0, 60)).toEqual({ kind: 'over' });
    expect(idlePhase(T0 + 3_600_000, T0, 60)).toEqual({ kind: 'over' });
  });

  it('takes the shortest idle time and another countdown', () => {
    expect(idlePhase(T0 + 15_000, T0, 15)).toEqual({ kind: 'asking', secondsLeft: 10 });
    expect(idlePhase(T0 + 15_000, T0, 15, 3)).toEqual({ kind: 'asking', secondsLeft: 3 });
    expect(idlePhase(T0 + 18_000, T0, 15, 3)).toEqual({ kind: 'over' });
  });

  it('counts a clock that went back as activity now', () => {
    expect(idlePhase(T0, T0 + 120_000, 60)).toEqual({ kind: 'active', askInMs: 60_000 });
  });
});

describe('nextCheckInMs', () => {
  it('looks again at the question or within a second', () => {
    expect(nextCheckInMs({ kind: 'active', askInMs: 250 })).toBe(250);
    expect(nextCheckInMs({ kind: 'active', askInMs: 59_000 })).toBe(1000);
    expect(nextCheckInMs({ kind: 'asking', secondsLeft: 4 })).toBe(1000);
  });
});
