// @vitest-environment happy-dom
/**
 * Collect Photo, then Back before /download shows: on a slow phone the browser's Back can come
 * before the app has drawn /download, so the editor never leaves the screen. Its button must
 * not stay 'Collecting...' for good (it did: the busy state ended only with a failure). The app's
 * own router and navigation are used; the drawing and the storage are mocked, as in
 * collect-photo-button.test.tsx.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DECORATION } from '../../../../model/decoration.js';
import { paths } from '../../../../model/paths.js';
import { BrowserRouter, useLocation } from '../../../lib/router/router.js';
import { CollectPhotoButton } from './collect-photo-button.js';

const strip = new Blob(['strip'], { type: 'image/png' });

vi.mock('../../../lib/share/save-file.js', () => ({
  STRIP_FILE_NAME: 'photostrip.png',
  saveFile: vi.fn(),
}));
vi.mock('../../../lib/storage/strip-image-store.js', () => ({
  keepStripImage: vi.fn(() => Promise.resolve('nonce-1')),
}));
vi.mock('./collect-strip.js', () => ({
  prepareStrip: vi.fn(),
  prepareStickers: vi.fn(() => Promise.resolve(new Map())),
  collectStrip: vi.fn(() => Promise.resolve(strip)),
}));
vi.mock('./use-speculative-strip.js', () => ({
  useSpeculativeStrip: () => ({ take: () => null, ready: false }),
}));

/** /edit shows the button; /download only says so (its screen is not what is tested). */
function Screens() {
  const { pathname } = useLocation();
  if (pathname !== paths.edit) return <p>{pathname}</p>;
  return (
    <CollectPhotoButton
      poseCount={1}
      photos={[new Blob(['a'])]}
      decoration={DEFAULT_DECORATION}
      previewWidth={300}
      date={new Date(2026, 0, 2)}
      onCapturingChange={() => undefined}
    />
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Collect Photo, then Back before /download shows', () => {
  it('leaves the button ready to collect again', async () => {
    window.history.replaceState(null, '', paths.edit);
    const push = window.history.pushState.bind(window.history);
    let pushed = false;
    // The browser goes back right after the app pushes /download, before React renders that
    // navigation (a microtask comes before React's render task): the extreme of a busy phone,
    // where the popstate of Back outran the render.
    vi.spyOn(window.history, 'pushState').mockImplementation((state, unused, url) => {
      const before = { state: window.history.state as unknown, url: window.location.href };
      push(state, unused, url);
      pushed = true;
      queueMicrotask(() => {
        window.history.replaceState(before.state, '', before.url);
        window.dispatchEvent(new PopStateEvent('popstate', { state: before.state }));
      });
    });
    render(
      <BrowserRouter>
        <Screens />
      </BrowserRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Collect Photo' }));
    expect(screen.getByRole('button', { name: 'Collecting...' })).toBeDefined();
    await vi.waitFor(() => expect(pushed).toBe(true), { timeout: 15_000 });
    // Whatever React still had to render of both navigations is rendered.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(window.location.pathname).toBe(paths.edit);
    const button = screen.getByRole('button', { name: 'Collect Photo' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
  });
});
