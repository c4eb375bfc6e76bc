/**
 * The shooting sequence as a pure state machine (docs/using.md, Using the booth). Per pose: 'waiting'
 * for 2000 ms ('Get ready for photo N of M'), then 'counting' from the timer down to 1, one
 * tick per 1000 ms, then 'capturing' until the photo is back; after the last pose, 'done'.
 * Time only enters through events, so tests drive it with a fake clock.
 */

export const GET_READY_MS = 2000;
export const TICK_MS = 1000;

export type SequencePhase = 'waiting' | 'counting' | 'capturing' | 'done' | 'cancelled';

export interface SequenceState<Photo> {
  phase: SequencePhase;
  total: number;
  timer: number;
  /** The countdown's current number while counting. */
  count: number;
  /** Photos taken so far, in order; photos.length is the index of the current pose. */
  photos: readonly Photo[];
  /**
   * Single-pose mode (a retake from the editor): the 1-based pose taken again. `photos` then
   * holds the whole strip, and the one photo taken replaces this pose's and ends the sequence.
   */
  retakePose: number | null;
}

export type SequenceEvent<Photo> =
  /** The get-ready wait is over. */
  | { type: 'elapsed' }
  /** One second of the countdown went by. */
  | { type: 'tick' }
  | { type: 'captured'; photo: Photo }
  /** The photo could not be taken: get ready for the same pose again. */
  | { type: 'failed' }
  /** The visitor wants the last photo again. */
  | { type: 'retake' }
  | { type: 'cancel' };

/** A new sequence, or one resumed with the photos already taken (after a reload). */
export function startSequence<Photo>(
  total: number,
  timer: number,
  taken: readonly Photo[] = [],
): SequenceState<Photo> {
  const photos = taken.slice(0, total);
  return {
    phase: photos.length >= total ? 'done' : 'waiting',
    total,
    timer,
    count: timer,
    photos,
    retakePose: null,
  };
}

/**
 * Single-pose mode: the strip's photos are all taken and `pose` (1-based) is shot once more.
 * A pose outside the strip starts nothing: the sequence is already done.
 */
export function startRetake<Photo>(
  timer: number,
  photos: readonly Photo[],
  pose: number,
): SequenceState<Photo> {
  const valid = Number.isInteger(pose) && pose >= 1 && pose <= photos.length;
  return {
    phase: valid ? 'waiting' : 'done',
    total: photos.length,
    timer,
    count: timer,
    photos: [...photos],
    retakePose: valid ? pose : null,
  };
}

export function sequenceReducer<Photo>(
  state: SequenceState<Photo>,
  event: SequenceEvent<Photo>,
): SequenceState<Photo> {
  if (state.phase === 'done' || state.phase === 'cancelled') return state;
  switch (event.type) {
    case 'elapsed':
      return state.phase === 'waiting'
        ? { ...state, phase: 'counting', count: state.timer }
        : state;
    case 'tick':
      if (state.phase !== 'counting') return state;
      return state.count > 1
        ? { ...state, count: state.count - 1 }
        : { ...state, phase: 'capturing', count: 0 };
    case 'captured': {
      if (state.phase !== 'capturing') return state;
      const retaken = state.retakePose;
      if (retaken !== null) {
        const photos = state.photos.map((photo, index) =>
          index === retaken - 1 ? event.photo : photo,
        );
        return { ...state, photos, phase: 'done', count: state.timer };
      }
      const photos = [...state.photos, event.photo];
      return {
        ...state,
        photos,
        phase: photos.length >= state.total ? 'done' : 'waiting',
        count: state.timer,
      };
    }
    case 'failed':
      return state.phase === 'capturing'
        ? { ...state, phase: 'waiting', count: state.timer }
        : state;
    case 'retake':
      // In single-pose mode the one pose is not taken until the sequence is done.
      if (state.phase === 'capturing' || state.photos.length === 0 || state.retakePose !== null)
        return state;
      return { ...state, phase: 'waiting', count: state.timer, photos: state.photos.slice(0, -1) };
    case 'cancel':
      return { ...state, phase: 'cancelled' };
  }
}

/** The timed event the state waits for and after how long, or null when it waits for none. */
export function nextTimedEvent(
  state: SequenceState<unknown>,
): { event: { type: 'elapsed' } | { type: 'tick' }; afterMs: number } | null {
  if (state.phase === 'waiting') return { event: { type: 'elapsed' }, afterMs: GET_READY_MS };
  if (state.phase === 'counting') return { event: { type: 'tick' }, afterMs: TICK_MS };
  return null;
}

/** 1-based number of the pose being taken (or last taken when done). */
export function currentPose(state: SequenceState<unknown>): number {
  if (state.retakePose !== null) return state.retakePose;
  return Math.min(state.photos.length + 1, state.total);
}
