// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StickerDock } from './sticker-dock.js';

afterEach(cleanup);

const tab = (name: string) => screen.getByRole('button', { name });

describe('StickerDock', () => {
  it('opens one panel at a time, and Done or its own button closes it', () => {
    const onOpenChange = vi.fn();
    render(<StickerDock emoji={<p>picker</p>} ai={<p>ai box</p>} onOpenChange={onOpenChange} />);
    const emoji = tab('Emoji stickers');
    const ai = tab('AI decorations');
    expect(emoji.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull();

    fireEvent.click(emoji);
    expect(emoji.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(emoji.getAttribute('aria-controls')!)?.dataset.open).toBe(
      'true',
    );
    fireEvent.click(ai);
    expect(emoji.getAttribute('aria-expanded')).toBe('false');
    expect(ai.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(ai);
    expect(ai.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(emoji);
    fireEvent.click(tab('Done'));
    expect(emoji.getAttribute('aria-expanded')).toBe('false');
    expect(onOpenChange.mock.calls.map(([open]) => open)).toEqual([
      'emoji',
      'ai',
      null,
      'emoji',
      null,
    ]);
  });

  it('keeps both panels rendered (the picker and the AI answer survive closing)', () => {
    render(<StickerDock emoji={<p>picker</p>} ai={<p>ai box</p>} />);
    expect(screen.getByText('picker')).toBeTruthy();
    expect(screen.getByText('ai box')).toBeTruthy();
  });

  it("carries the history's buttons on the open sheet's top row only", () => {
    render(
      <StickerDock
        emoji={<p>picker</p>}
        ai={<p>ai box</p>}
        history={<button type="button">Undo</button>}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    fireEvent.click(tab('Emoji stickers'));
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo.parentElement?.className).toBe('sticker-dock-tabs');
    // The tabs keep their names while only their icons show.
    expect(tab('Emoji stickers').getAttribute('aria-expanded')).toBe('true');
  });

  it('opens a Frame sheet holding the palette and the date stamp, closed by Done', () => {
    const onOpenChange = vi.fn();
    render(
      <>
        <StickerDock
          frame={
            <>
              <input type="checkbox" role="switch" aria-label="Date stamp" />
              <div role="group" aria-label="Frame colour" />
            </>
          }
          emoji={<p>picker</p>}
          ai={<p>ai box</p>}
          onOpenChange={onOpenChange}
        />
        <button type="button">Collect Photo</button>
      </>,
    );
    const frame = tab('Frame');
    const panel = () => document.getElementById(frame.getAttribute('aria-controls')!)!;
    // Its panel comes first: on a wide screen the palette stays above the stickers.
    expect(panel().parentElement?.querySelector('.sticker-dock-panel')).toBe(panel());
    expect(panel().dataset.open).toBeUndefined();

    fireEvent.click(frame);
    expect(frame.getAttribute('aria-expanded')).toBe('true');
    expect(panel().dataset.open).toBe('true');
    expect(panel().querySelector('[role="switch"][aria-label="Date stamp"]')).not.toBeNull();
    expect(panel().querySelector('[role="group"][aria-label="Frame colour"]')).not.toBeNull();
    // The sheet leaves Collect Photo where it is, to be pressed with the sheet open.
    expect(screen.getByRole('button', { name: 'Collect Photo' })).toBeTruthy();

    fireEvent.click(tab('Done'));
    expect(frame.getAttribute('aria-expanded')).toBe('false');
    expect(panel().dataset.open).toBeUndefined();
    expect(onOpenChange.mock.calls.map(([open]) => open)).toEqual(['frame', null]);
  });

  it('shows no Frame button without its panel', () => {
    render(<StickerDock emoji={<p>picker</p>} ai={<p>ai box</p>} />);
    expect(screen.queryByRole('button', { name: 'Frame' })).toBeNull();
  });
});
