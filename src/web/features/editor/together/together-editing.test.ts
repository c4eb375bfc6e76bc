import { describe, expect, it } from 'vitest';
import { stampText } from '../../../../model/strip.js';
import { dayAtNoon } from './together-editing.js';

describe('dayAtNoon', () => {
  it("is the room's day at local noon, so every phone stamps that day", () => {
    const date = dayAtNoon('2026-11-20');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2026, 10, 20, 12,
    ]);
    expect(stampText(date, 'en')).toBe('November 20, 2026');
    expect(stampText(dayAtNoon('2027-01-01'), 'de')).toBe('1. Januar 2027');
  });
});
