// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StillThereDialog } from './still-there-dialog.js';

afterEach(cleanup);

describe('StillThereDialog', () => {
  it('is a modal named by its countdown, with the focus on Keep going', () => {
    render(<StillThereDialog secondsLeft={10} onKeepGoing={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Still there? Starting over in 10…' });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep going' }));
  });

  it('counts down to 1 with the same words', () => {
    render(<StillThereDialog secondsLeft={1} onKeepGoing={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Still there? Starting over in 1…' })).toBeTruthy();
  });

  it('keeps going with the button and with Escape, and stays open for React to close', () => {
    const onKeepGoing = vi.fn();
    render(<StillThereDialog secondsLeft={3} onKeepGoing={onKeepGoing} />);
    fireEvent.click(screen.getByRole('button', { name: 'Keep going' }));
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onKeepGoing).toHaveBeenCalledTimes(2);
  });
});
