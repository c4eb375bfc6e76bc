import { describe, expect, it, vi } from 'vitest';
import { CLIP_FRAME_COUNT } from '../../../model/living-strip.js';
import { livingStripInput } from './living-input.js';
import { livingVideos, type VideoFile } from './living-videos.js';

const jpeg = (bytes: string) => new Blob([bytes], { type: 'image/jpeg' });
function input(photo = 'one') {
  const frames = Array.from({ length: CLIP_FRAME_COUNT }, () => jpeg('frame'));
  const made = livingStripInput(
    {
      layout: 2,
      source: 'camera',
      photos: [jpeg(photo), jpeg('two')],
      photosSource: 'camera',
      clips: [{ frames, width: 480, height: 360 }],
      live: true,
    },
    { date: new Date(), language: 'en', eventName: '' },
  );
  if (!made) throw new Error('no living strip');
  return made;
}
const file = (name: string): VideoFile => ({
  blob: new Blob([name], { type: 'video/mp4' }),
  type: 'video/mp4',
  fileName: name,
});

describe('the living strip’s videos', () => {
  it('makes each strip and card once: a second ask (the letter after /download) gets the same', async () => {
    const make = vi.fn((_input: unknown, card: string) =>
      Promise.resolve(file(card === 'story' ? 'photostrip-story.mp4' : 'photostrip.mp4')),
    );
    const videos = livingVideos(make);
    const first = await videos.video(input(), 'strip');
    expect(await videos.video(input(), 'strip')).toBe(first);
    expect((await videos.video(input(), 'story')).fileName).toBe('photostrip-story.mp4');
    expect(make).toHaveBeenCalledTimes(2);
    await videos.video(input('another photo'), 'strip');
    expect(make).toHaveBeenCalledTimes(3);
  });

  it('shares one making between two asks at once, and tries again after a failure', async () => {
    let fail = true;
    const make = vi.fn(() =>
      fail ? Promise.reject(new Error('encoder broke')) : Promise.resolve(file('photostrip.mp4')),
    );
    const videos = livingVideos(make);
    const both = [videos.video(input(), 'strip'), videos.video(input(), 'strip')];
    await expect(Promise.all(both)).rejects.toThrow('encoder broke');
    expect(make).toHaveBeenCalledTimes(1);
    fail = false;
    expect((await videos.video(input(), 'strip')).fileName).toBe('photostrip.mp4');
    expect(make).toHaveBeenCalledTimes(2);
  });
});
