// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VIDEO_FILE_NAME, VIDEO_FILE_NAME_WEBM } from '../../../model/living-strip.js';
import { DownloadVideo } from './download-strip.js';

afterEach(cleanup);

describe('the friend’s Download video', () => {
  it('links the video under the booth’s file names (a link: it works before the app runs)', () => {
    render(<DownloadVideo url="/videos/AbCdEfGhIjKlMnOpQrStUv.mp4" />);
    const mp4 = screen.getByRole('link', { name: 'Download video' });
    expect(mp4.getAttribute('href')).toBe('/videos/AbCdEfGhIjKlMnOpQrStUv.mp4');
    expect(mp4.getAttribute('download')).toBe(VIDEO_FILE_NAME);
    cleanup();
    render(<DownloadVideo url="/videos/AbCdEfGhIjKlMnOpQrStUv.webm" />);
    const webm = screen.getByRole('link', { name: 'Download video' });
    expect(webm.getAttribute('download')).toBe(VIDEO_FILE_NAME_WEBM);
  });
});
