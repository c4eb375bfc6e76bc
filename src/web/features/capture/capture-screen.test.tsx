// @vitest-environment happy-dom
/**
 * What the camera screen asks, from what the host fixed (model/quick-start.ts): a camera-only
 * event's guest, who skipped /layout, picks the poses here; a kiosk with everything fixed is
 * asked only the filter, full screen; a visitor chose on /layout. The camera is a live fake.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_KEY, GUEST_EVENT_KEY } from '../../lib/event/event-keys.js';
import { readyForEventMode } from '../../lib/event/event-mode.js';
import { BrowserRouter } from '../../lib/router/router.js';
import { CaptureScreen } from './capture-screen.js';

vi.mock('../../lib/camera/use-camera.js', () => ({
  useCamera: () => ({
    status: 'live',
    stream: null,
    problem: null,
    slow: false,
    canSwitch: false,
    retry: () => undefined,
    switchCamera: () => undefined,
  }),
}));

const CODE = 'abcdefghjkmn23';
const GUEST = {
  code: CODE,
  name: 'Ana & Tom',
  greeting: 'So glad you came!',
  language: 'en',
  sources: 'camera',
  gallery: 'approval',
  endsAt: Date.now() + 86_400_000,
};
const KIOSK = {
  name: 'Ana & Tom',
  greeting: 'Thanks!',
  idleSeconds: 60,
  sources: 'camera',
  print: false,
  printLayout: 'strip',
  pinHash: 'a'.repeat(64),
  pinSalt: 'b'.repeat(32),
  fixedLayout: 2,
  fixedTimer: 5,
};

async function show() {
  await readyForEventMode();
  window.history.replaceState(null, '', '/capture');
  await act(async () => {
    render(
      <BrowserRouter>
        <CaptureScreen layout={null} />
      </BrowserRouter>,
    );
  });
}

const next = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
const group = (name: string) => screen.queryByRole('group', { name });

/** happy-dom's own control of the window's size, which its matchMedia follows too. */
function setWindow(width: number, height: number) {
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
    width,
    height,
  });
}

/** Where a row of pills is scrolled to, of how much, as the browser would lay it out. */
function layRow(row: HTMLElement, scrollLeft: number) {
  Object.defineProperty(row, 'scrollWidth', { configurable: true, value: 900 });
  Object.defineProperty(row, 'clientWidth', { configurable: true, value: 390 });
  Object.defineProperty(row, 'scrollLeft', { configurable: true, value: scrollLeft });
  fireEvent.scroll(row);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  setWindow(1024, 768);
});

describe('CaptureScreen', () => {
  it("asks a camera-only event's guest the poses and the countdown, and Back leads to the welcome", async () => {
    localStorage.setItem(GUEST_EVENT_KEY, JSON.stringify(GUEST));
    await show();
    expect(group('Poses')).toBeTruthy();
    expect(group('Countdown')).toBeTruthy();
    expect(next().disabled).toBe(true);
    expect(screen.getByText('Choose how many poses to go on.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '2 poses' }));
    expect(screen.getByText('Choose a countdown to go on.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '3s' }));
    expect(next().disabled).toBe(false);
    await act(async () => fireEvent.click(next()));
    expect(window.location.pathname).toBe('/sequence');
    expect(window.history.state).toMatchObject({ usr: { layout: 2, timer: 3, filter: 'none' } });

    window.history.replaceState(null, '', '/capture');
    cleanup();
    await show();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Back/ })));
    expect(window.location.pathname).toBe(`/e/${CODE}`);
  });

  it('asks a kiosk with everything fixed only for the filter, its camera full screen', async () => {
    localStorage.setItem(EVENT_KEY, JSON.stringify(KIOSK));
    await show();
    expect(group('Poses')).toBeNull();
    expect(group('Countdown')).toBeNull();
    expect(group('Filter')).toBeTruthy();
    expect(next().disabled).toBe(false);
    // Full screen, its choices beside the picture, whatever the kiosk's size.
    expect(document.querySelector('.capture-layout.camera-full.camera-kiosk')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Back/ })));
    expect(window.location.pathname).toBe('/');
  });

  it('asks a visitor no poses (chosen on /layout), and Back leads there', async () => {
    await show();
    expect(group('Poses')).toBeNull();
    expect(group('Countdown')).toBeTruthy();
    // A desktop's camera stays in the page, the choices beside it; narrowed to a phone's width,
    // it fills the screen.
    expect(document.querySelector('.camera-full')).toBeNull();
    act(() => setWindow(390, 844));
    expect(document.querySelector('.capture-layout.camera-full')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Back/ })));
    expect(window.location.pathname).toBe('/layout');
  });

  it("fills a phone's screen, and fades the filter row at each edge with more of it past", async () => {
    setWindow(390, 844);
    await show();
    expect(document.querySelector('.capture-layout.camera-full')).toBeTruthy();
    expect(document.querySelector('.camera-kiosk')).toBeNull();
    const rows = document.querySelectorAll<HTMLElement>('.capture-controls .radio-cards-options');
    // In happy-dom every row fits (nothing is laid out) until told otherwise.
    expect([...rows].map((row) => row.dataset.more)).toEqual(['none', 'none']);
    const filters = group('Filter')!.querySelector<HTMLElement>('.radio-cards-options')!;
    layRow(filters, 0);
    expect(filters.dataset.more).toBe('end');
    layRow(filters, 200);
    expect(filters.dataset.more).toBe('both');
    layRow(filters, 509.5);
    expect(filters.dataset.more).toBe('start');
    // Right to left the row scrolls to negative values, its end at the left.
    layRow(filters, -200);
    expect(filters.dataset.more).toBe('both');
    layRow(filters, -510);
    expect(filters.dataset.more).toBe('start');
    layRow(filters, 0);
    expect(filters.dataset.more).toBe('end');
  });

  it("shows the picture in the photo box's shape, and Mirror, on at first, is kept for the visit once turned off", async () => {
    await show();
    // The stage is the photo's shape (4:3, model/strip.ts), whatever the camera's.
    const stage = document.querySelector<HTMLElement>('.camera-stage')!;
    expect(Number(stage.style.getPropertyValue('--camera-aspect'))).toBeCloseTo(4 / 3, 9);
    const mirror = screen.getByRole<HTMLInputElement>('switch', { name: 'Mirror' });
    expect(mirror.checked).toBe(true);
    expect(mirror.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(mirror.getAttribute('aria-describedby')!)!.textContent,
    ).toContain('The preview is always mirrored');
    fireEvent.click(mirror);
    expect(mirror.checked).toBe(false);
    expect(sessionStorage.getItem('postbooth.mirror')).toBe('off');

    // Back on the camera screen later in the visit: still off; on again, kept on.
    cleanup();
    await show();
    const again = screen.getByRole<HTMLInputElement>('switch', { name: 'Mirror' });
    expect(again.checked).toBe(false);
    fireEvent.click(again);
    expect(sessionStorage.getItem('postbooth.mirror')).toBe('on');
  });
});
