import { describe, expect, it } from 'vitest';
import { createInFlightLimit } from './in-flight-limit.js';

describe('createInFlightLimit', () => {
  it('lets in up to max at once and frees a place on leave', () => {
    const limit = createInFlightLimit(2);
    expect(limit.tryEnter()).toBe(true);
    expect(limit.tryEnter()).toBe(true);
    expect(limit.tryEnter()).toBe(false);
    expect(limit.current).toBe(2);
    limit.leave();
    expect(limit.tryEnter()).toBe(true);
    limit.leave();
    limit.leave();
    limit.leave();
    expect(limit.current).toBe(0);
  });
});
