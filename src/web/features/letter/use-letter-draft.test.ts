// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LETTER_MAX_LENGTH } from '../../../model/limits.js';
import { LETTER_MESSAGE_KEY } from '../../lib/storage/letter-keys.js';
import { DRAFT_SAVE_DELAY_MS, useLetterDraft } from './use-letter-draft.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('useLetterDraft', () => {
  it('starts from the kept draft', () => {
    localStorage.setItem(LETTER_MESSAGE_KEY, 'Dear Sam');
    const { result } = renderHook(() => useLetterDraft());
    expect(result.current[0]).toBe('Dear Sam');
  });

  it('shows typing at once, clamped, and keeps it after the pause', () => {
    const { result } = renderHook(() => useLetterDraft());
    act(() => result.current[1]('x'.repeat(LETTER_MAX_LENGTH + 5)));
    expect(result.current[0]).toHaveLength(LETTER_MAX_LENGTH);
    expect(localStorage.getItem(LETTER_MESSAGE_KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS));
    expect(localStorage.getItem(LETTER_MESSAGE_KEY)).toHaveLength(LETTER_MAX_LENGTH);
  });

  it('keeps unsaved typing when the screen is left', () => {
    const { result, unmount } = renderHook(() => useLetterDraft());
    act(() => result.current[1]('Hello'));
    unmount();
    expect(localStorage.getItem(LETTER_MESSAGE_KEY)).toBe('Hello');
  });

  it('never overwrites another tab’s draft when merely opened', () => {
    const { unmount } = renderHook(() => useLetterDraft());
    localStorage.setItem(LETTER_MESSAGE_KEY, 'from another tab');
    unmount();
    expect(localStorage.getItem(LETTER_MESSAGE_KEY)).toBe('from another tab');
  });
});
