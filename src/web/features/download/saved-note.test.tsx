// @vitest-environment happy-dom
/**
 * 'photostrip.png saved' on /download: a check mark and the file's name, then Download again
 * beside it where the page's primary action is another (a living strip's video), which saves
 * the same PNG under the same name; a still strip's Download again is the primary button.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../lib/share/save-file.js';
import { SavedNote } from './saved-note.js';

vi.mock('../../lib/share/save-file.js', () => ({
  STRIP_FILE_NAME: 'photostrip.png',
  saveFile: vi.fn(),
}));

const strip = new Blob(['png'], { type: 'image/png' });

afterEach(() => {
  cleanup();
  vi.mocked(saveFile).mockReset();
});

describe('SavedNote', () => {
  it('says the strip was saved as photostrip.png, a check mark before it, no button of its own', () => {
    const { container } = render(<SavedNote strip={strip} offerAgain={false} />);
    const chip = screen.getByText('photostrip.png saved');
    // The check mark is drawing, not words: hidden from screen readers, in the chip itself.
    const check = container.querySelector('.download-saved-chip svg');
    expect(check?.getAttribute('aria-hidden')).toBe('true');
    expect(chip.closest('.download-saved-chip')?.contains(check ?? null)).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers Download again beside it, which saves the same strip as photostrip.png', () => {
    render(<SavedNote strip={strip} offerAgain />);
    const again = screen.getByRole('button', { name: 'Download again' });
    // Not a second primary action beside the video's.
    expect(again.className).not.toContain('button-primary');
    fireEvent.click(again);
    expect(saveFile).toHaveBeenCalledExactlyOnceWith(strip, 'photostrip.png');
  });
});
