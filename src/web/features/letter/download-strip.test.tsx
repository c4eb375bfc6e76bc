// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VIDEO_FILE_NAME, VIDEO_FILE_NAME_WEBM } from '../../../model/living-strip.js';
import { DownloadVideo } from './download-strip.js';

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
