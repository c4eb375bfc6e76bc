import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentPose,
  nextTimedEvent,
  sequenceReducer,
  startRetake,
  startSequence,
  type SequenceEvent,
  type SequenceState,
} from './sequence-machine.js';

/**
 * Runs the machine the way the screen does: one setTimeout per timed event, and a capture that
 * answers after `captureMs`. Returns a log of what a visitor would see, with the time.
 */
function drive(total: number, timer: number, captureMs = 50) {
  let state: SequenceState<string> = startSequence(total, timer);
  const log: string[] = [];
  const describeState = () =>
    state.phase === 'counting'
      ? `${Date.now()} ${state.count}`
      : `${Date.now()} ${state.phase} ${currentPose(state)}/${state.total}`;
  const dispatch = (event: SequenceEvent<string>) => {
    state = sequenceReducer(state, event);
    log.push(describeState());
    schedule();
  };
  const schedule = () => {
    const next = nextTimedEvent(state);
    if (next) setTimeout(() => dispatch(next.event), next.afterMs);
    if (state.phase === 'capturing') {
      const photo = `photo ${state.photos.length + 1}`;
      setTimeout(() => dispatch({ type: 'captured', photo }), captureMs);
    }
  };
  log.push(describeState());
  schedule();
  return { log, state: () => state, dispatch };
}

describe('the shooting sequence', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('waits 2000 ms, counts down from the timer one per second, captures, then repeats', () => {
    const run = drive(2, 3);
    vi.advanceTimersByTime(20_000);

    expect(run.log).toEqual([
      '0 waiting 1/2',
      '2000 3',
      '3000 2',
      '4000 1',
      '5000 capturing 1/2',
      '5050 waiting 2/2',
      '7050 3',
      '8050 2',
      '9050 1',
      '10050 capturing 2/2',
      '10100 done 2/2',
    ]);
    expect(run.state().photos).toEqual(['photo 1', 'photo 2']);
  });

  it('shows nothing new before its time', () => {
    const run = drive(3, 5);
    vi.advanceTimersByTime(1999);
    expect(run.state().phase).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(run.state()).toMatchObject({ phase: 'counting', count: 5 });
    vi.advanceTimersByTime(4999);
    expect(run.state()).toMatchObject({ phase: 'counting', count: 1 });
    vi.advanceTimersByTime(1);
    expect(run.state().phase).toBe('capturing');
  });

  it('takes a 10 s countdown per pose for six poses', () => {
    // Each pose: 2000 ms to get ready, ten ticks, then a capture answered after 100 ms.
    const run = drive(6, 10, 100);
    vi.advanceTimersByTime(6 * 12_000 + 5 * 100);
    expect(run.state().photos).toHaveLength(5);
    expect(run.state().phase).toBe('capturing');
    vi.advanceTimersByTime(100);
    expect(run.state().phase).toBe('done');
    expect(run.state().photos).toHaveLength(6);
  });
});

describe('sequenceReducer', () => {
  const counting = (photos: string[]): SequenceState<string> => ({
    phase: 'counting',
    total: 3,
    timer: 3,
    count: 2,
    photos,
    retakePose: null,
  });

  it('retake drops the last photo and gets ready for that pose again', () => {
    const state = sequenceReducer(counting(['a', 'b']), { type: 'retake' });
    expect(state).toMatchObject({ phase: 'waiting', count: 3, photos: ['a'] });
    expect(currentPose(state)).toBe(2);
  });

  it('retake does nothing before the first photo or while a photo is being taken', () => {
    const first = counting([]);
    expect(sequenceReducer(first, { type: 'retake' })).toBe(first);
    const capturing: SequenceState<string> = { ...counting(['a']), phase: 'capturing' };
    expect(sequenceReducer(capturing, { type: 'retake' })).toBe(capturing);
  });

  it('cancel stops everything, and a late photo is ignored', () => {
    const capturing: SequenceState<string> = { ...counting(['a']), phase: 'capturing' };
    const cancelled = sequenceReducer(capturing, { type: 'cancel' });
    expect(cancelled.phase).toBe('cancelled');
    expect(sequenceReducer(cancelled, { type: 'captured', photo: 'late' })).toBe(cancelled);
    expect(nextTimedEvent(cancelled)).toBeNull();
  });

  it('a failed capture gets ready for the same pose again', () => {
    const capturing: SequenceState<string> = { ...counting(['a']), phase: 'capturing' };
    expect(sequenceReducer(capturing, { type: 'failed' })).toMatchObject({
      phase: 'waiting',
      photos: ['a'],
    });
  });

  it('ignores events that do not belong to the phase', () => {
    const waiting = startSequence<string>(2, 3);
    expect(sequenceReducer(waiting, { type: 'tick' })).toBe(waiting);
    expect(sequenceReducer(waiting, { type: 'captured', photo: 'x' })).toBe(waiting);
    const state = counting([]);
    expect(sequenceReducer(state, { type: 'elapsed' })).toBe(state);
  });

  it('resumes with the photos already taken, and is done when they are all there', () => {
    const resumed = startSequence<string>(3, 5, ['a']);
    expect(resumed).toMatchObject({ phase: 'waiting', count: 5, photos: ['a'] });
    expect(currentPose(resumed)).toBe(2);
    expect(startSequence<string>(2, 3, ['a', 'b', 'c'])).toMatchObject({
      phase: 'done',
      photos: ['a', 'b'],
    });
  });
});

describe('single-pose mode (a retake from the editor)', () => {
  /** Runs the timed events and the capture until the machine waits for none. */
  function shoot(state: SequenceState<string>, photo: string): SequenceState<string>[] {
    const seen = [state];
    let current = state;
    while (current.phase !== 'done' && current.phase !== 'cancelled') {
      const next = nextTimedEvent(current);
      current = sequenceReducer(current, next ? next.event : { type: 'captured', photo });
      seen.push(current);
    }
    return seen;
  }

  it('gets ready for that pose only, replaces its photo and is done', () => {
    const start = startRetake(3, ['a', 'b', 'c'], 2);
    expect(start).toMatchObject({ phase: 'waiting', total: 3, count: 3, retakePose: 2 });
    expect(currentPose(start)).toBe(2);
    const seen = shoot(start, 'B');
    expect(seen.map((state) => state.phase)).toEqual([
      'waiting',
      'counting',
      'counting',
      'counting',
      'capturing',
      'done',
    ]);
    expect(seen.at(-1)!.photos).toEqual(['a', 'B', 'c']);
    // Every pose shown while shooting is the one retaken.
    expect(seen.every((state) => currentPose(state) === 2)).toBe(true);
  });

  it('retakes the first and the last pose too', () => {
    expect(shoot(startRetake(1, ['a', 'b'], 1), 'A').at(-1)!.photos).toEqual(['A', 'b']);
    expect(shoot(startRetake(1, ['a', 'b'], 2), 'B').at(-1)!.photos).toEqual(['a', 'B']);
  });

  it('a failed capture gets ready for the same pose again, without losing a photo', () => {
    const capturing: SequenceState<string> = {
      ...startRetake(3, ['a', 'b'], 1),
      phase: 'capturing',
    };
    const failed = sequenceReducer(capturing, { type: 'failed' });
    expect(failed).toMatchObject({ phase: 'waiting', photos: ['a', 'b'], retakePose: 1 });
  });

  it('the Retake button does nothing: no photo of this run is taken yet', () => {
    const counting = sequenceReducer(startRetake(3, ['a', 'b'], 2), { type: 'elapsed' });
    expect(sequenceReducer(counting, { type: 'retake' })).toBe(counting);
  });

  it('cancel keeps the strip as it was', () => {
    const cancelled = sequenceReducer(startRetake(3, ['a', 'b'], 2), { type: 'cancel' });
    expect(cancelled).toMatchObject({ phase: 'cancelled', photos: ['a', 'b'] });
  });

  it('a pose outside the strip starts nothing', () => {
    for (const pose of [0, 3, 1.5, -1]) {
      const state = startRetake(3, ['a', 'b'], pose);
      expect(state).toMatchObject({ phase: 'done', photos: ['a', 'b'], retakePose: null });
      expect(nextTimedEvent(state)).toBeNull();
    }
  });
});
