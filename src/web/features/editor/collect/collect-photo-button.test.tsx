// @vitest-environment happy-dom
/**
 * Collect Photo as a visitor meets it: the handles hide while the strip is drawn, the strip is
 * saved as photostrip.png (not in event mode), kept, and /download opens with it; a failure is
 * said in words and the button works again. The drawing itself is mocked here (the e2e tests
 * and the golden test compare real strips).
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DECORATION } from '../../../../model/decoration.js';
import { useGoTo } from '../../../navigation/go-to.js';
import { saveFile } from '../../../lib/share/save-file.js';
import { keepStripImage } from '../../../lib/storage/strip-image-store.js';
import { CollectPhotoButton } from './collect-photo-button.js';
import { collectStrip, prepareStrip } from './collect-strip.js';

const strip = new Blob(['strip'], { type: 'image/png' });
// As the router's navigate: synchronous, throwing when the history cannot keep the state.
const goTo = vi.fn((..._: unknown[]) => undefined);

vi.mock('../../../navigation/go-to.js', () => ({ useGoTo: vi.fn(() => goTo) }));
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

const photos = [new Blob(['a']), new Blob(['b'])];

function show(options: { saveToDevice?: boolean; photos?: Blob[] } = {}) {
  const onCapturingChange = vi.fn<(capturing: boolean) => void>();
  render(
    <CollectPhotoButton
      poseCount={2}
      photos={options.photos ?? photos}
      decoration={DEFAULT_DECORATION}
      previewWidth={300}
      date={new Date(2026, 0, 2)}
      saveToDevice={options.saveToDevice}
      onCapturingChange={onCapturingChange}
    />,
  );
  return { onCapturingChange, button: screen.getByRole('button', { name: 'Collect Photo' }) };
}

beforeEach(() => {
  vi.mocked(useGoTo).mockClear();
  goTo.mockClear();
  vi.mocked(saveFile).mockClear();
  vi.mocked(keepStripImage).mockClear();
  vi.mocked(collectStrip).mockClear();
});
afterEach(cleanup);

describe('Collect Photo', () => {
  it('decodes the photos ahead, at the export size: 1,200 px (4 px per unit) for a 300 px preview', () => {
    show();
    expect(prepareStrip).toHaveBeenLastCalledWith(photos, 4);
  });

  it('hides the handles, saves and keeps the strip, and opens /download with it', async () => {
    const { onCapturingChange, button } = show();
    fireEvent.click(button);
    expect(onCapturingChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: 'Collecting...' }).getAttribute('aria-busy')).toBe(
      'true',
    );
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(saveFile).toHaveBeenCalledWith(strip, 'photostrip.png');
    expect(keepStripImage).toHaveBeenCalledWith(strip);
    expect(goTo).toHaveBeenCalledWith('download', { photostrip: strip, nonce: 'nonce-1' });
    await waitFor(() => expect(onCapturingChange).toHaveBeenLastCalledWith(false));
    const input = vi.mocked(collectStrip).mock.lastCall?.[0];
    expect(input).toMatchObject({ poseCount: 2, photos, pixelsPerUnit: 4, eventName: '' });
  });

  it('saves nothing to the device in event mode', async () => {
    const { button } = show({ saveToDevice: false });
    fireEvent.click(button);
    await waitFor(() => expect(goTo).toHaveBeenCalled());
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('opens /download from storage when the history cannot keep the strip', async () => {
    goTo.mockImplementationOnce(() => {
      throw new DOMException('A Blob cannot be kept here.', 'DataCloneError');
    });
    const { button } = show();
    fireEvent.click(button);
    await waitFor(() => expect(goTo).toHaveBeenCalledTimes(2));
    expect(goTo).toHaveBeenLastCalledWith('download', { fromCollect: true });
  });

  it('says a failure in words, changes nothing, and can be tried again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(collectStrip).mockRejectedValueOnce(new Error('boom'));
    const { onCapturingChange, button } = show();
    fireEvent.click(button);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Your strip could not be collected. Something went wrong. Nothing is lost: please try again.',
    );
    expect(goTo).not.toHaveBeenCalled();
    expect(onCapturingChange).toHaveBeenLastCalledWith(false);
    const again = screen.getByRole('button', { name: 'Collect Photo' }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
    vi.mocked(console.error).mockRestore();
  });

  it('is off without photos', () => {
    const { button } = show({ photos: [] });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
