import { describe, expect, it } from 'vitest';
import { mayPutPose, type PoseClaim } from './room-poses.js';

const ANA = { participant: 'ana', host: true };
const BEN = { participant: 'ben', host: false };
const CHLOE = { participant: 'chloe', host: false };
const present = new Set(['ana', 'ben', 'chloe']);

const may = (claim: Partial<PoseClaim> & Pick<PoseClaim, 'member'>) =>
  mayPutPose({ pose: 0, countdown: null, takenBy: null, present, ...claim });

describe('mayPutPose', () => {
  it('after a countdown: the pose is the one it names, whoever took the photo before', () => {
    const countdown = ['ben', 'chloe', 'ben', null];
    expect(may({ member: BEN, countdown, pose: 0 })).toBe(true);
    expect(may({ member: BEN, countdown, pose: 2, takenBy: 'chloe' })).toBe(true);
    expect(may({ member: CHLOE, countdown, pose: 0 })).toBe(false);
    expect(may({ member: CHLOE, countdown, pose: 0, takenBy: 'chloe' })).toBe(false);
    // Not even the host takes a pose the countdown gave someone: the host starts it again.
    expect(may({ member: ANA, countdown, pose: 1 })).toBe(false);
  });

  it('after a countdown: a pose of nobody, or of someone removed, is the host’s to fill', () => {
    const countdown = ['ben', 'dan', 'chloe', null];
    expect(may({ member: ANA, countdown, pose: 3 })).toBe(true);
    expect(may({ member: BEN, countdown, pose: 3 })).toBe(false);
    expect(may({ member: ANA, countdown, pose: 1 })).toBe(true);
    expect(may({ member: CHLOE, countdown, pose: 1 })).toBe(false);
    // A pose past the countdown's list is nobody's.
    expect(may({ member: BEN, countdown, pose: 5 })).toBe(false);
  });

  it('before a countdown: free until a photo is in it, then its taker’s (and the host’s)', () => {
    expect(may({ member: BEN })).toBe(true);
    expect(may({ member: BEN, takenBy: 'ben' })).toBe(true);
    expect(may({ member: BEN, takenBy: 'chloe' })).toBe(false);
    expect(may({ member: ANA, takenBy: 'chloe' })).toBe(true);
    // The taker was removed: the pose is free again.
    expect(may({ member: BEN, takenBy: 'dan' })).toBe(true);
  });
});
