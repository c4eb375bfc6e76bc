// @vitest-environment happy-dom
/**
 * /layout as its states: every choice a real control and Take Photo on to /capture with the
 * layout, a file that could not be read named while the others stay, the choices and photos
 * found again by the next page (the visit store, in memory where happy-dom has no IndexedDB),
 * and /edit with no photos sending the visitor here with a notice shown once. Reading files is
 * mocked (a real browser decodes them in e2e/booth-upload.test.ts); the upload walk, IndexedDB
 * across a reload and the layout's boxes are there too.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EditScreen } from '../features/editor/edit-screen.js';
import { readyForEventMode } from '../lib/event/event-mode.js';
import { ingestFiles } from '../lib/photos/ingest.js';
import { BrowserRouter, useLocation } from '../lib/router/router.js';
import { Layout } from '../routes/layout.js';

vi.mock('../lib/photos/ingest.js', () => ({ ingestFiles: vi.fn() }));

const photo = (name: string) => new Blob([name], { type: 'image/jpeg' });
const file = (name: string) => new File([name], name, { type: 'image/png' });

/** /layout, or /edit until it sends the visitor on: the app's two screens at their paths. */
function Screens() {
  const { pathname } = useLocation();
  return pathname === '/edit' ? <EditScreen layout={null} /> : <Layout />;
}

/** Opens `path` as a page load does: the history entry as it is, the app mounted afresh. */
async function open(path?: string) {
  if (path !== undefined) history.replaceState(null, '', path);
  await act(async () => {
    render(
      <BrowserRouter>
        <Screens />
      </BrowserRouter>,
    );
  });
}

/** A page load of the same entry: what a reload shows. */
async function reload() {
  cleanup();
  await open();
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const next = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
const thumbnails = () => screen.getByRole('list', { name: 'Photos for your strip' });
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function pick(names: string[], poses: number) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  expect(screen.getByRole('button', { name: `Select ${poses} Photo(s)` })).toBeTruthy();
  await act(async () => {
    fireEvent.change(input, { target: { files: names.map(file) } });
  });
  await settle();
}

beforeAll(async () => {
  URL.createObjectURL ??= () => 'blob:test';
  URL.revokeObjectURL ??= () => undefined;
  await readyForEventMode();
});
afterEach(async () => {
  cleanup();
  const { clearVisit } = await import('../lib/storage/visit-store.js');
  await clearVisit();
});

describe('/layout', () => {
  it('shows the other choices as real controls: Take Photo goes to /capture', async () => {
    await open('/layout');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose your layout');
    for (const name of ['2 Pose', '3 Pose', '4 Pose', '6 Pose', 'Upload', 'Take Photo']) {
      expect(screen.getAllByRole('radio', { name })).toHaveLength(1);
    }
    fireEvent.click(radio('6 Pose'));
    fireEvent.click(radio('Take Photo'));
    await settle();
    await act(async () => fireEvent.click(next()));
    expect(location.pathname).toBe('/capture');
    // The layout travels in the navigation state (navigation/go-to.ts, ScreenStates['capture']).
    expect((history.state as { usr?: unknown } | null)?.usr).toEqual({ layout: 6 });
  });

  it('names a file the browser cannot read in an alert, and the other photos stay', async () => {
    vi.mocked(ingestFiles).mockResolvedValue({
      photos: [photo('one'), photo('two')],
      unreadable: ['broken.png'],
    });
    await open('/layout');
    fireEvent.click(radio('2 Pose'));
    fireEvent.click(radio('Upload'));
    await settle();
    await pick(['one.png', 'broken.png', 'two.png'], 2);
    expect(screen.getByRole('alert').textContent).toContain('broken.png');
    expect(screen.getByText(/^2 photos loaded/)).toBeTruthy();
    expect(thumbnails().querySelectorAll('img')).toHaveLength(2);
    expect(next().disabled).toBe(false);
  });

  it('keeps the layout, the source and the photos for the next page; Next waits for the 4th', async () => {
    vi.mocked(ingestFiles).mockResolvedValue({
      photos: [photo('one'), photo('two'), photo('three')],
      unreadable: [],
    });
    await open('/layout');
    fireEvent.click(radio('4 Pose'));
    fireEvent.click(radio('Upload'));
    await settle();
    await pick(['one.png', 'two.png', 'three.png'], 4);
    expect(screen.getByText(/^3 photos loaded/)).toBeTruthy();

    await reload();
    expect(screen.getByText(/^3 photos loaded/)).toBeTruthy();
    expect(radio('4 Pose').checked).toBe(true);
    expect(radio('Upload').checked).toBe(true);
    expect(thumbnails().querySelectorAll('img')).toHaveLength(3);
    expect(next().disabled).toBe(true);
    expect(screen.getByText('Add 1 more photo to go on.')).toBeTruthy();
  });

  it('/edit with no photos sends the visitor to /layout with a notice, once', async () => {
    await open('/edit');
    await settle();
    expect(location.pathname).toBe('/layout');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose your layout');
    expect(screen.getByRole('status').textContent).toBe(
      'Choose a layout and add your photos first.',
    );
    // The notice was for that arrival only: a reload does not repeat it.
    await reload();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Choose your layout');
    expect(next()).toBeTruthy();
    expect(screen.queryByText('Choose a layout and add your photos first.')).toBeNull();
  });
});
