import { describe, expect, it } from 'vitest';
import { videoFileName } from './video-protocol.js';

describe('videoFileName', () => {
  it('names the strip video and the Story video by their container', () => {
    expect(videoFileName('strip', 'video/mp4')).toBe('photostrip.mp4');
    expect(videoFileName('strip', 'video/webm')).toBe('photostrip.webm');
    expect(videoFileName('story', 'video/mp4')).toBe('photostrip-story.mp4');
    expect(videoFileName('story', 'video/webm')).toBe('photostrip-story.webm');
  });
});
