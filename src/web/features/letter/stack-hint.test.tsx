// @vitest-environment happy-dom
/**
 * The stack's hint speaks the reader's input: "Tap" for a finger, "Click" for a mouse. The
 * server's HTML holds both (letter.css shows one by the screen's main pointer); once the app
 * runs, the screen's main pointer and then the latest press choose.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StackHint } from './stack-hint.js';

const TAP =
  'Tap the photostrip to see the photos full screen, or the letter to bring it to the front.';
const CLICK =
  'Click the photostrip to see the photos full screen, or the letter to bring it to the front.';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A screen whose main pointer is a finger (coarse) or a mouse. */
function mainPointer(coarse: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({ matches: coarse && query === '(pointer: coarse)', media: query }) as MediaQueryList,
  );
}

const hint = () => document.querySelector('.letter-stack-hint')?.textContent;

function press(pointerType: string) {
  act(() => {
    fireEvent.pointerDown(document.body, { pointerType });
  });
}

describe('the stack’s hint', () => {
  it('holds both wordings in the server’s HTML, each marked for letter.css to choose', async () => {
    const { prelude } = await prerenderToNodeStream(<StackHint />);
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('.letter-stack-hint-touch')?.textContent).toBe(TAP);
    expect(page.querySelector('.letter-stack-hint-pointer')?.textContent).toBe(CLICK);
  });

  it('says "Click" on a screen with a mouse, and "Tap" on a touch screen', () => {
    mainPointer(false);
    const { unmount } = render(<StackHint />);
    expect(hint()).toBe(CLICK);
    unmount();
    mainPointer(true);
    render(<StackHint />);
    expect(hint()).toBe(TAP);
    expect(screen.queryByText(CLICK)).toBeNull();
  });

  it('follows the latest press: a finger on a laptop’s screen, then its mouse again', () => {
    mainPointer(false);
    render(<StackHint />);
    press('touch');
    expect(hint()).toBe(TAP);
    press('mouse');
    expect(hint()).toBe(CLICK);
    press('pen');
    expect(hint()).toBe(TAP);
  });
});
