// @vitest-environment happy-dom
/**
 * The full-screen viewer's hint speaks to the input in use (a finger swipes down to close; a
 * mouse or a keyboard presses Esc or clicks beside the photo), a mouse's click beside the photo
 * closes it, and a living strip's current pose is its video while the others stay still.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StripViewer, type StripViewerProps } from './strip-viewer.js';

const STRIP = {
  shown: '/strips/s.webp',
  full: '/strips/s.png',
  size: { width: 600, height: 1380 },
};
const VIDEO = '/videos/AbCdEfGhIjKlMnOpQrStUv.mp4';
const TOUCH_HINT = /swipe down to close/;
const POINTER_HINT = /press Esc or click beside the photo to close/;

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLElement.prototype.setPointerCapture ??= () => undefined;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function open(props: Partial<StripViewerProps> = {}) {
  const onClosed = vi.fn();
  render(<StripViewer {...STRIP} input="touch" onClosed={onClosed} {...props} />);
  return { dialog: screen.getByRole('dialog', { name: 'The photos, full screen' }), onClosed };
}

const stage = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('.strip-viewer-stage')!;

describe('the full-screen viewer', () => {
  it('says swipe down to close to a finger, and Esc or a click to a mouse or a keyboard', () => {
    const { dialog } = open({ input: 'touch' });
    expect(dialog.textContent).toMatch(TOUCH_HINT);
    expect(dialog.textContent).not.toMatch(POINTER_HINT);

    fireEvent.pointerDown(stage(dialog), { pointerId: 1, pointerType: 'mouse' });
    expect(dialog.textContent).toMatch(POINTER_HINT);
    expect(dialog.textContent).not.toMatch(/swipe/);

    fireEvent.pointerDown(stage(dialog), { pointerId: 2, pointerType: 'touch' });
    expect(dialog.textContent).toMatch(TOUCH_HINT);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(dialog.textContent).toMatch(POINTER_HINT);
  });

  it('opened by a mouse, closes on a click beside the photo, not on one on it', () => {
    vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { dialog, onClosed } = open({ input: 'pointer' });
    expect(dialog.textContent).toMatch(POINTER_HINT);
    const pose = dialog.querySelector('.strip-viewer-pose[data-current="true"]')!;
    fireEvent.click(pose);
    expect(window.history.back).not.toHaveBeenCalled();
    fireEvent.click(dialog.querySelector('.strip-viewer-slide')!);
    // Closing goes back through the viewer's own history entry, which then closes it.
    expect(window.history.back).toHaveBeenCalledTimes(1);
    expect(onClosed).not.toHaveBeenCalled();
  });

  it('plays a living strip in the current pose, the still its poster; the others stay still', () => {
    const { dialog } = open({ video: VIDEO });
    const videos = dialog.querySelectorAll('video');
    expect(videos).toHaveLength(1);
    const [video] = videos;
    expect(video?.getAttribute('src')).toBe(VIDEO);
    expect(video?.getAttribute('aria-label')).toBe('Photo 1 of the photostrip');
    expect(video?.closest('.strip-viewer-pose')?.getAttribute('data-current')).toBe('true');
    expect(video?.getAttribute('poster')).toBe(STRIP.shown);
    for (const flag of ['muted', 'loop', 'autoplay', 'playsinline']) {
      expect(video?.hasAttribute(flag) || (video as unknown as Record<string, boolean>)[flag]).toBe(
        true,
      );
    }
    expect(
      screen.getAllByRole('img', { hidden: true }).map((image) => image.getAttribute('alt')),
    ).toEqual(['Photo 2 of the photostrip', 'Photo 3 of the photostrip']);
  });

  it('shows stills only for a strip without a moving video', () => {
    const { dialog } = open();
    expect(dialog.querySelectorAll('video')).toHaveLength(0);
    expect(dialog.querySelectorAll('img')).toHaveLength(3);
  });
});
