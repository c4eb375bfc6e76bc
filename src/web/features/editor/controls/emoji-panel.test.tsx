// @vitest-environment happy-dom
/**
 * The hints speak the input in use: a finger taps, a mouse clicks. Before any press the screen's
 * main pointer decides (a 1024 × 768 touch tablet is touch); a press then decides.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmojiPanel } from './emoji-panel.js';

/** A screen whose main pointer is `main` and whose pointers are all of `all`. */
function screenOf(main: 'coarse' | 'fine', all: ReadonlyArray<'coarse' | 'fine'>) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches:
      query === `(pointer: ${main})` || all.some((kind) => query === `(any-pointer: ${kind})`),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hint = () => document.querySelector('.control-hint')?.textContent;

describe("the emoji panel's hint", () => {
  it('tells a touch tablet to tap, and clicks once a mouse is used on it', () => {
    screenOf('coarse', ['coarse', 'fine']);
    render(<EmojiPanel onPick={() => undefined} />);
    expect(hint()).toBe('Tap an emoji to add it to your strip.');
    act(() => {
      fireEvent.pointerDown(screen.getByRole('heading'), { pointerType: 'mouse' });
    });
    expect(hint()).toBe('Click an emoji to add it, or drag it onto your strip.');
  });

  it('tells a mouse user to click, and a finger on a touch laptop to tap', () => {
    screenOf('fine', ['fine', 'coarse']);
    render(<EmojiPanel onPick={() => undefined} />);
    expect(hint()).toBe('Click an emoji to add it, or drag it onto your strip.');
    act(() => {
      fireEvent.pointerDown(screen.getByRole('heading'), { pointerType: 'touch' });
    });
    expect(hint()).toBe('Tap an emoji to add it to your strip.');
  });
});
