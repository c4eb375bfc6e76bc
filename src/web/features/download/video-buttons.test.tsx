// @vitest-environment happy-dom
/**
 * The living strip's buttons on /download as a visitor meets them: each video is made on the
 * first press with a visible state, saved under the model's file name, kept for the next
 * press, a failure said in words with the buttons working again, and Share video through the
 * share sheet, which may need a second press once the video took longer than the press's
 * moment. The engine is a stand-in here (the e2e tests and the bench make real videos).
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIP_FRAME_COUNT } from '../../../model/living-strip.js';
import { livingStripInput } from '../../lib/living/living-input.js';
import { livingVideos, type VideoCard, type VideoFile } from '../../lib/living/living-videos.js';
import { saveFile } from '../../lib/share/save-file.js';
import { VideoButtons } from './video-buttons.js';

vi.mock('../../lib/share/save-file.js', () => ({
  STRIP_FILE_NAME: 'photostrip.png',
  saveFile: vi.fn(),
}));

const living = livingStripInput(
  {
    layout: 2,
    source: 'camera',
    photos: [new Blob(['a']), new Blob(['b'])],
    photosSource: 'camera',
    clips: [
      {
        frames: Array.from({ length: CLIP_FRAME_COUNT }, () => new Blob(['f'])),
        width: 4,
        height: 3,
      },
    ],
    live: true,
  },
  { date: new Date(), language: 'en', eventName: '' },
)!;

const files: Record<VideoCard, VideoFile> = {
  strip: {
    blob: new Blob(['mp4'], { type: 'video/mp4' }),
    type: 'video/mp4',
    fileName: 'photostrip.mp4',
  },
  story: {
    blob: new Blob(['story'], { type: 'video/mp4' }),
    type: 'video/mp4',
    fileName: 'photostrip-story.mp4',
  },
};

/** A stand-in engine whose videos arrive when the test says. */
function engine() {
  const pending: { card: VideoCard; resolve(): void; reject(error: Error): void }[] = [];
  const make = vi.fn(
    (_input: unknown, card: VideoCard) =>
      new Promise<VideoFile>((resolve, reject) => {
        pending.push({ card, resolve: () => resolve(files[card]), reject });
      }),
  );
  return { make, pending, videos: livingVideos(make) };
}

const share = vi.fn<(data: ShareData) => Promise<void>>();

beforeAll(() => {
  Object.assign(navigator, {
    share,
    canShare: (data: ShareData) =>
      (data.files ?? []).every(
        (file) => file.type.startsWith('video/') || file.type === 'image/png',
      ),
  });
});
beforeEach(() => {
  vi.mocked(saveFile).mockClear();
  share.mockReset();
});
afterEach(cleanup);

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the video buttons', () => {
  it('make Download video the one primary action, the others grouped under it', () => {
    const { videos } = engine();
    render(
      <VideoButtons
        living={living}
        videos={videos}
        next={<a href="/textbox">Send a letter</a>}
        more={<button type="button">Download again</button>}
      />,
    );
    const primaries = [...document.querySelectorAll('.button-primary')];
    expect(primaries.map((element) => element.textContent)).toEqual(['Download video']);
    const group = screen.getByRole('region', { name: 'More ways to keep it' });
    for (const name of ['Story video', 'Download again']) {
      expect(group.contains(button(name))).toBe(true);
    }
    expect(group.contains(button('Download video'))).toBe(false);
    // The letter comes right after the video, outside the group.
    expect(group.contains(screen.getByRole('link', { name: 'Send a letter' }))).toBe(false);
  });

  it('make the video on the first press, saying so, save photostrip.mp4 and keep it', async () => {
    const { make, pending, videos } = engine();
    render(<VideoButtons living={living} videos={videos} />);
    fireEvent.click(button('Download video'));
    await waitFor(() => expect(button('Making your video…')).toBeDefined());
    // One video at a time: every video button waits meanwhile.
    expect((button('Story video') as HTMLButtonElement).disabled).toBe(true);
    expect((button('Making your video…') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Making your video…');
    pending[0]?.resolve();
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(files.strip.blob, 'photostrip.mp4'));
    expect((button('Download video') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button('Download video'));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(2));
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('say at once that the video is being made, busy and deaf to a second tap', () => {
    const { make, videos } = engine();
    render(<VideoButtons living={living} videos={videos} />);
    fireEvent.click(button('Download video'));
    // No waiting: the press itself changes the button, before any video work has answered.
    const pressed = button('Making your video…') as HTMLButtonElement;
    expect(pressed.getAttribute('aria-busy')).toBe('true');
    expect(pressed.disabled).toBe(true);
    expect(pressed.classList.contains('video-button')).toBe(true);
    // Said in sight under the buttons too, not only to screen readers.
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Making your video…');
    expect(status.className).toBe('download-video-status');
    fireEvent.click(pressed);
    fireEvent.click(button('Story video'));
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('make the Story video on its own card and file name', async () => {
    const { make, pending, videos } = engine();
    render(<VideoButtons living={living} videos={videos} />);
    fireEvent.click(button('Story video'));
    await waitFor(() => expect(pending).toHaveLength(1));
    expect(make).toHaveBeenCalledWith(living, 'story');
    pending[0]?.resolve();
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(files.story.blob, 'photostrip-story.mp4'),
    );
  });

  it('say a failure in words, and a second press tries again', async () => {
    const { make, pending, videos } = engine();
    render(<VideoButtons living={living} videos={videos} />);
    fireEvent.click(button('Download video'));
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]?.reject(new Error('encoder broke'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Your video could not be made. Your photostrip is still here: please try again.',
    );
    expect(saveFile).not.toHaveBeenCalled();
    fireEvent.click(button('Download video'));
    await waitFor(() => expect(make).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).toBeNull();
    pending[1]?.resolve();
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
  });

  it('share the video as a file, asking for a second press when the sheet refused the late one', async () => {
    const { pending, videos } = engine();
    share.mockRejectedValueOnce(new DOMException('No user activation', 'NotAllowedError'));
    render(<VideoButtons living={living} videos={videos} />);
    fireEvent.click(button('Share video'));
    await waitFor(() => expect(pending).toHaveLength(1));
    pending[0]?.resolve();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Your video is ready: press Share video again to send it.',
      ),
    );
    fireEvent.click(button('Share video'));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(2));
    const [file] = share.mock.calls[1]?.[0].files ?? [];
    expect(file?.name).toBe('photostrip.mp4');
    expect(file?.type).toBe('video/mp4');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(saveFile).not.toHaveBeenCalled();
  });
});
