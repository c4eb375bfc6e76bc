import { describe, expect, it } from 'vitest';
import { latestPhotos, planPoses } from './pose-plan.js';

const [ANA, BEN, CHLOE] = ['a', 'b', 'c'].map((c) => c.repeat(22)) as [string, string, string];
const people = [{ id: ANA }, { id: BEN }, { id: CHLOE }];

describe('planPoses', () => {
  it('is everyone takes one, in order of joining, without choices', () => {
    expect(planPoses(people, 4, new Map())).toEqual([ANA, BEN, CHLOE, ANA]);
  });

  it('takes the host’s choices, and the default where someone chosen has left', () => {
    const choices = new Map([
      [0, CHLOE],
      [3, 'z'.repeat(22)],
    ]);
    expect(planPoses(people, 4, choices)).toEqual([CHLOE, BEN, CHLOE, ANA]);
  });
});

describe('latestPhotos', () => {
  it('keeps the highest version of each pose and leaves the missing ones empty', () => {
    const photos = [
      { pose: 0, version: 1, by: ANA },
      { pose: 0, version: 3, by: BEN },
      { pose: 0, version: 2, by: ANA },
      { pose: 2, version: 1, by: CHLOE },
      { pose: 5, version: 1, by: CHLOE },
    ];
    expect(latestPhotos(photos, 3)).toEqual([
      { pose: 0, version: 3, by: BEN },
      null,
      { pose: 2, version: 1, by: CHLOE },
    ]);
  });
});
