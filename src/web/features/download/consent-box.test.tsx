// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  box,
  CODE,
  ENTRY,
  Harness,
  saved,
  setUp,
  STRIP,
  TOKEN,
} from '../../../../test/web/consent-box-harness.js';
import { ApiRequestError } from '../../lib/api/api-request-error.js';
import { STRIP_UPLOADS_KEY } from '../../lib/storage/letter-keys.js';
import { memoryStorage } from '../../lib/storage/safe-storage.js';

afterEach(cleanup);

describe('ConsentBox', () => {
  it('is never ticked, and ticking uploads once, adds the entry and keeps its token', async () => {
    const { log, deps } = setUp();
    render(<Harness deps={deps} strip={STRIP} />);
    const checkbox = (await box()) as HTMLInputElement;
    expect(checkbox.checked).toBe(false);
    expect(screen.getByText(/once the host approves it/)).toBeTruthy();
    fireEvent.click(checkbox);
    await saved(checkbox, true);
    expect(screen.getByRole('status').textContent).toContain('once they approve it');
    // Said once: the hint before the tick gives way to the status after it.
    expect(screen.queryByText(/once the host approves it/)).toBeNull();
    expect(checkbox.getAttribute('aria-describedby')).toBeNull();
    expect(log).toEqual(['upload', `create ${CODE} http://booth.test/strips/photostrip-a.png (a)`]);
    expect(deps.records.find(CODE, 'strip one')?.deleteToken).toBe(TOKEN);
  });

  it('ticks at once while saving, and rolls back with a message when the server refuses', async () => {
    const { deps } = setUp();
    let refuse: ((error: unknown) => void) | null = null;
    deps.api.createEntry = () => new Promise((_, reject) => (refuse = reject));
    render(<Harness deps={deps} strip={STRIP} />);
    const checkbox = (await box()) as HTMLInputElement;
    fireEvent.click(checkbox);
    // Before the server answered: ticked, not greyed out, and saying it is saving.
    expect(checkbox.checked).toBe(true);
    expect(checkbox.disabled).toBe(false);
    expect(checkbox.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Adding your strip…');
    expect(screen.getByRole('status').className).toContain('consent-saving');
    // A second tap while saving changes nothing.
    fireEvent.click(checkbox);
    expect(checkbox.checked).toBe(true);
    // The strip's upload comes first; the entry is asked for after it.
    await waitFor(() => expect(refuse).not.toBeNull());
    expect(checkbox.checked).toBe(true);
    await act(async () => refuse?.(new ApiRequestError('Closed', 410, 'event_ended')));
    expect(checkbox.checked).toBe(false);
    expect(checkbox.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('alert').textContent).toContain('ended');
    expect(deps.records.find(CODE, 'strip one')).toBeNull();
  });

  it('unticks at once, and ticks again when taking it back fails', async () => {
    const { deps, fail } = setUp('instant');
    render(<Harness deps={deps} strip={STRIP} />);
    const checkbox = (await box()) as HTMLInputElement;
    fireEvent.click(checkbox);
    await waitFor(() => expect(checkbox.getAttribute('aria-busy')).toBe('false'));
    fail(new ApiRequestError('Failed to fetch'));
    fireEvent.click(checkbox);
    expect(checkbox.checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('Taking your strip back…');
    expect((await screen.findByRole('alert')).textContent).toContain('No connection');
    expect(checkbox.checked).toBe(true);
    expect(deps.records.find(CODE, 'strip one')?.deleteToken).toBe(TOKEN);
  });

  it('unticking takes the strip back out with its delete token', async () => {
    const { log, deps } = setUp('instant');
    render(<Harness deps={deps} strip={STRIP} />);
    const checkbox = (await box()) as HTMLInputElement;
    fireEvent.click(checkbox);
    await saved(checkbox, true);
    expect(screen.getByRole('status').textContent).toContain('is on the event');
    fireEvent.click(checkbox);
    await saved(checkbox, false);
    expect(log.at(-1)).toBe(`delete ${CODE} ${ENTRY} ${TOKEN}`);
    expect(deps.records.find(CODE, 'strip one')).toBeNull();
  });

  it('offline, says so and changes nothing; the strip stays', async () => {
    const { deps, fail } = setUp();
    render(<Harness deps={deps} strip={STRIP} />);
    const checkbox = (await box()) as HTMLInputElement;
    fail(new ApiRequestError('Failed to fetch'));
    fireEvent.click(checkbox);
    expect((await screen.findByRole('alert')).textContent).toContain('No connection');
    expect(checkbox.checked).toBe(false);
    expect(deps.records.find(CODE, 'strip one')).toBeNull();
  });

  it('shows the box ticked again for the same strip, not for another one', async () => {
    const { deps } = setUp();
    deps.records.keep({
      code: CODE,
      strip: 'strip one',
      entryId: ENTRY,
      deleteToken: TOKEN,
      state: 'waiting',
    });
    render(<Harness deps={deps} strip={STRIP} />);
    expect(((await box()) as HTMLInputElement).checked).toBe(true);
    cleanup();
    render(<Harness deps={deps} strip={new Blob(['strip two'])} />);
    expect(((await box()) as HTMLInputElement).checked).toBe(false);
  });

  it("a stored strip's address this browser uploaded is the entry's image: no upload", async () => {
    const stored = 'http://booth.test/strips/photostrip-1764000000000-bbbbbbbbbbbbbbbbbbbbbb.png';
    const storage = memoryStorage({
      [STRIP_UPLOADS_KEY]: JSON.stringify([{ strip: 'b', url: stored, claim: 'b', letter: true }]),
    });
    const { log, deps } = setUp('approval', storage);
    render(<Harness deps={deps} strip={stored} />);
    fireEvent.click(await box());
    await waitFor(() => expect(log).toEqual([`create ${CODE} ${stored} (b)`]));
  });

  it('shows no box for a stored strip another browser uploaded: it is not ours to show', async () => {
    const { log, deps } = setUp();
    render(
      <Harness
        deps={deps}
        strip="http://booth.test/strips/photostrip-1764000000000-bbbbbbbbbbbbbbbbbbbbbb.png"
      />,
    );
    await act(() => Promise.resolve());
    await waitFor(() => expect(screen.getByText('no box')).toBeTruthy());
    expect(log).toEqual([]);
  });

  it('a live strip sends its video with the entry', async () => {
    const { log, deps } = setUp('instant');
    deps.livingVideo = () => Promise.resolve(new Blob(['moving'], { type: 'video/mp4' }));
    deps.uploadVideo = async (video) => {
      log.push(`upload video ${await video.text()}`);
      return { url: '/videos/livestrip-a.mp4', claim: 'v' };
    };
    render(<Harness deps={deps} strip={STRIP} />);
    const checkbox = (await box()) as HTMLInputElement;
    fireEvent.click(checkbox);
    await saved(checkbox, true);
    expect(log).toContain('upload video moving');
    expect(log.at(-1)).toBe(
      `create ${CODE} http://booth.test/strips/photostrip-a.png (a) /videos/livestrip-a.mp4 (v)`,
    );
  });

  it('when the video fails or is refused, the strip goes still: nothing lost', async () => {
    const { log, deps } = setUp('instant');
    deps.livingVideo = () => Promise.reject(new Error('no encoder'));
    deps.uploadVideo = () => Promise.resolve({ url: '/videos/livestrip-a.mp4', claim: 'v' });
    render(<Harness deps={deps} strip={STRIP} />);
    const checkbox = (await box()) as HTMLInputElement;
    fireEvent.click(checkbox);
    await saved(checkbox, true);
    expect(log).toEqual(['upload', `create ${CODE} http://booth.test/strips/photostrip-a.png (a)`]);
    expect(screen.getByRole('status').textContent).toContain('is on the event');

    cleanup();
    const refused = setUp('instant');
    refused.deps.livingVideo = () => Promise.resolve(new Blob(['moving']));
    refused.deps.uploadVideo = () =>
      Promise.resolve({ url: '/videos/livestrip-a.mp4', claim: 'v' });
    refused.refuseVideos();
    render(<Harness deps={refused.deps} strip={STRIP} />);
    const again = (await box()) as HTMLInputElement;
    fireEvent.click(again);
    await saved(again, true);
    expect(refused.log.slice(-2)).toEqual([
      `create ${CODE} http://booth.test/strips/photostrip-a.png (a) /videos/livestrip-a.mp4 (v)`,
      `create ${CODE} http://booth.test/strips/photostrip-a.png (a)`,
    ]);
  });

  it('shows no box when the gallery is off, or outside an event', async () => {
    const { deps } = setUp('off');
    render(<Harness deps={deps} strip={STRIP} />);
    await act(() => Promise.resolve());
    expect(screen.getByText('no box')).toBeTruthy();
    cleanup();
    render(<Harness deps={setUp().deps} strip={STRIP} code={null} />);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
