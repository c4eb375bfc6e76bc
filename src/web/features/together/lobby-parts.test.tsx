// @vitest-environment happy-dom
/**
 * The room's parts as a phone lays them out: the invite's QR code beside its buttons, one word
 * on each pose's own buttons (their whole names for screen readers), and the camera, small in
 * the lobby, that becomes /capture's full-screen viewfinder while this phone shoots, the 3-2-1
 * in its middle, brought into sight as the shoot starts and the strip after it.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSON_COLOURS } from '../../../model/together.js';
import type { useCamera } from '../../lib/camera/use-camera.js';
import { CameraPanel } from './camera-panel.js';
import { InvitePanel } from './invite-panel.js';
import { RoomStrip } from './room-strip.js';
import type { ShownCountdown } from './use-shutters.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ANA = 'a'.repeat(22);
const live: ReturnType<typeof useCamera> = {
  status: 'live',
  stream: null,
  problem: null,
  slow: false,
  canSwitch: false,
  retry: () => undefined,
  switchCamera: () => undefined,
};

function Camera({
  shown,
  strip,
  camera = live,
}: {
  shown: ShownCountdown | null;
  strip: HTMLElement;
  camera?: ReturnType<typeof useCamera>;
}) {
  return (
    <CameraPanel
      camera={camera}
      videoRef={createRef()}
      filter="none"
      onFilter={() => undefined}
      shown={shown}
      name="Ana"
      afterShoot={{ current: strip }}
    />
  );
}

describe('the lobby, compact', () => {
  it('puts the QR code beside Copy link, the whole link under them; Copy link copies all of it', async () => {
    const link = 'https://postbooth.example/together?room=AbCdEfGhIjKlMnOpQrStUv';
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<InvitePanel link={link} />);
    const qr = screen.getByRole('img', { name: 'QR code of the room link' });
    const copy = screen.getByRole('button', { name: 'Copy link' });
    const body = qr.closest('.together-invite-body');
    expect(body).not.toBeNull();
    expect(body?.contains(copy)).toBe(true);
    // Shown whole, as text that wraps (a field cut it at a phone's width), under its label.
    const shown = screen.getByText(link);
    expect(body?.contains(shown)).toBe(false);
    expect(shown.closest('.together-link')?.textContent).toBe(`Room link${link}`);
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(copy);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied.'));
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it("says one word on a pose's own buttons, and their whole names to screen readers", () => {
    const ana = { id: ANA, name: 'Ana', colour: PERSON_COLOURS[0]!, host: true, online: true };
    render(
      <RoomStrip
        participants={[ana]}
        poses={[ANA, null]}
        photos={[{ pose: 0, version: 1, by: ANA }, null]}
        photoUrl={() => '/photo.jpg'}
        you={ANA}
        work={new Map()}
        canShoot
        onRetake={() => undefined}
        onUpload={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Retake pose 1' }).textContent).toBe('Retake');
    expect(screen.getByRole('button', { name: 'Upload a photo for pose 1' }).textContent).toBe(
      'Upload',
    );
  });
});

/** happy-dom's own control of the window's size, which its matchMedia follows too. */
function setWindow(width: number, height: number) {
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
    width,
    height,
  });
}

describe('the camera in the room', () => {
  beforeEach(() => setWindow(390, 844));
  afterEach(() => setWindow(1024, 768));

  it("is a turning placeholder, never a black box, until the camera's first frame shows", () => {
    const strip = document.createElement('section');
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const stream = new MediaStream();
    const view = render(
      <Camera shown={null} strip={strip} camera={{ ...live, status: 'starting' }} />,
    );
    const placeholder = () => document.querySelector('.together-camera .camera-message');
    expect(screen.getByRole('status').textContent).toBe('Starting the camera…');
    expect(placeholder()?.querySelector('.camera-spinner')).not.toBeNull();
    // The stream is there, its first frame is not yet: still the placeholder.
    view.rerender(<Camera shown={null} strip={strip} camera={{ ...live, stream }} />);
    expect(placeholder()?.textContent).toBe('Starting the camera…');
    fireEvent.playing(screen.getByLabelText('Camera preview'));
    expect(placeholder()).toBeNull();
    // Another stream (a switched camera) starts black too: the placeholder until it plays.
    const back = new MediaStream();
    view.rerender(<Camera shown={null} strip={strip} camera={{ ...live, stream: back }} />);
    expect(placeholder()).not.toBeNull();
  });

  it('is a small viewfinder in the lobby, and scrolls nothing as the room opens', () => {
    const strip = document.createElement('section');
    strip.scrollIntoView = vi.fn();
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    render(<Camera shown={null} strip={strip} />);
    expect(document.querySelector('.camera-full')).toBeNull();
    expect(scrolled).not.toHaveBeenCalled();
    expect(strip.scrollIntoView).not.toHaveBeenCalled();
  });

  it("fills the screen while this phone shoots, the 3-2-1 in its middle; then the strip's in sight", () => {
    const strip = document.createElement('section');
    strip.scrollIntoView = vi.fn();
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    const view = render(<Camera shown={{ pose: 0, number: null, taken: false }} strip={strip} />);
    const viewfinder = document.querySelector('.camera-full');
    expect(viewfinder?.contains(screen.getByLabelText('Camera preview'))).toBe(true);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(viewfinder);
    expect(screen.getByRole('status').textContent).toBe('Pose 1: Ana (you)');

    view.rerender(<Camera shown={{ pose: 0, number: 3, taken: false }} strip={strip} />);
    expect(viewfinder?.querySelector('.together-count-number')?.textContent).toBe('3');
    view.rerender(<Camera shown={{ pose: 0, number: null, taken: true }} strip={strip} />);
    expect(viewfinder?.querySelector('.together-flash')).not.toBeNull();
    expect(scrolled).toHaveBeenCalledTimes(1);

    view.rerender(<Camera shown={null} strip={strip} />);
    expect(document.querySelector('.camera-full')).toBeNull();
    expect(strip.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('stays in the page while a wide screen shoots, and fills it once turned to a phone width', () => {
    setWindow(1024, 768);
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    render(<Camera shown={{ pose: 0, number: 3, taken: false }} strip={document.body} />);
    expect(document.querySelector('.together-viewfinder.is-shooting')).not.toBeNull();
    expect(document.querySelector('.camera-full')).toBeNull();
    act(() => setWindow(390, 844));
    expect(document.querySelector('.together-viewfinder.camera-full')).not.toBeNull();
  });
});
