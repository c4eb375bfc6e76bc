// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLongPress } from './use-long-press.js';

function Held({ onLongPress }: { onLongPress: () => void }) {
  return <p {...useLongPress(onLongPress, 1500)}>Spring Fair</p>;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLongPress', () => {
  it('answers a press held for the whole time, once', () => {
    const onLongPress = vi.fn();
    render(<Held onLongPress={onLongPress} />);
    fireEvent.pointerDown(screen.getByText('Spring Fair'), { button: 0 });
    vi.advanceTimersByTime(1499);
    expect(onLongPress).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onLongPress).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onLongPress).toHaveBeenCalledTimes(1);
  });

  it('does nothing when let go, left or cancelled (a scroll) before then', () => {
    const onLongPress = vi.fn();
    render(<Held onLongPress={onLongPress} />);
    const name = screen.getByText('Spring Fair');
    for (const end of [fireEvent.pointerUp, fireEvent.pointerLeave, fireEvent.pointerCancel]) {
      fireEvent.pointerDown(name, { button: 0 });
      vi.advanceTimersByTime(1000);
      end(name);
      vi.advanceTimersByTime(1000);
    }
    expect(onLongPress).not.toHaveBeenCalled();
  });

  it('ignores other buttons, and keeps the touch menu away', () => {
    const onLongPress = vi.fn();
    render(<Held onLongPress={onLongPress} />);
    const name = screen.getByText('Spring Fair');
    fireEvent.pointerDown(name, { button: 2 });
    vi.advanceTimersByTime(2000);
    expect(onLongPress).not.toHaveBeenCalled();
    expect(fireEvent.contextMenu(name)).toBe(false);
  });
});
