// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VIDEO_FILE_NAME, VIDEO_FILE_NAME_WEBM } from '../../../model/living-strip.js';
import { DownloadStrip, DownloadVideo } from './download-strip.js';

afterEach(cleanup);

describe('the friend’s video download', () => {
  it('links the video, named as the booth names its videos', () => {
    for (const [url, name] of [
      ['/videos/AbCdEfGhIjKlMnOpQrStUv.mp4', VIDEO_FILE_NAME],
      ['/videos/AbCdEfGhIjKlMnOpQrStUv.webm', VIDEO_FILE_NAME_WEBM],
    ] as const) {
      render(<DownloadVideo url={url} />);
      const link = screen.getByRole('link', { name: 'Download video' });
      expect(link.getAttribute('href')).toBe(url);
      expect(link.getAttribute('download')).toBe(name);
      cleanup();
    }
  });
});

describe("the friend's compact Download, beside the strip on a phone's first screen", () => {
  it('is a round icon link named in words, saving photostrip.png like the full one', () => {
    render(<DownloadStrip url="/strips/a.png" label="Download the photostrip" compact />);
    const link = screen.getByRole('link', { name: 'Download the photostrip' });
    expect(link.getAttribute('href')).toBe('/strips/a.png');
    expect(link.getAttribute('download')).toBe('photostrip.png');
    expect(link.textContent).toBe('');
    expect(link.querySelector('svg')).not.toBeNull();
    expect(link.closest('.letter-download-compact')).not.toBeNull();
  });
});
