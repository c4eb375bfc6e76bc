import { describe, expect, it } from 'vitest';
import { letterSchema } from '../../../model/api.js';
import { readLetter, sharedLetterFromPage } from './shared-letter-data.js';

const path = '/strips/photostrip-1700000000000-AbCdEfGhIjKlMnOpQrStUv.png';
const letter = { message: 'Hello', image_url: `https://booth.example.com${path}` };

describe('sharedLetterFromPage', () => {
  it('gives the letter the page was rendered with, its strip as a path', () => {
    expect(sharedLetterFromPage({ sharedLetter: { id: 'a', letter } }, 'a')).toEqual({
      message: 'Hello',
      image_url: path,
    });
  });

  it('keeps the display copy and the size, the copy as a path too', () => {
    const display = path.replace(/\.png$/, '.webp');
    const sized = {
      ...letter,
      image_width: 600,
      image_height: 2664,
      display_url: `https://booth.example.com${display}`,
    };
    expect(sharedLetterFromPage({ sharedLetter: { id: 'a', letter: sized } }, 'a')).toEqual({
      message: 'Hello',
      image_url: path,
      image_width: 600,
      image_height: 2664,
      display_url: display,
    });
    const foreign = { ...sized, display_url: 'https://evil.example.org/x.webp' };
    expect(
      sharedLetterFromPage({ sharedLetter: { id: 'a', letter: foreign } }, 'a'),
    ).not.toHaveProperty('display_url');
  });

  it('keeps a living strip’s video as a path, and leaves out one that is not our video', () => {
    const video = '/videos/AbCdEfGhIjKlMnOpQrStUv.mp4';
    const living = { ...letter, video_url: `https://booth.example.com${video}` };
    expect(sharedLetterFromPage({ sharedLetter: { id: 'a', letter: living } }, 'a')).toEqual({
      message: 'Hello',
      image_url: path,
      video_url: video,
    });
    for (const foreign of [
      'https://evil.example.org/x.mp4',
      '/videos/../letters/x.mp4',
      '/videos/x.mp4?y=1',
      '/videos/x.html',
      'javascript:alert(1)',
    ]) {
      const read = sharedLetterFromPage(
        { sharedLetter: { id: 'a', letter: { ...letter, video_url: foreign } } },
        'a',
      );
      expect(read, foreign).not.toHaveProperty('video_url');
    }
  });

  it('says null when the server found no such letter', () => {
    expect(sharedLetterFromPage({ sharedLetter: { id: 'a', letter: null } }, 'a')).toBeNull();
    expect(
      sharedLetterFromPage({ sharedLetter: { id: 'a', letter: null, gone: 'deleted' } }, 'a'),
    ).toBe('deleted');
  });

  it('knows nothing of another id, of no data, or of data that breaks the contract', () => {
    expect(sharedLetterFromPage({ sharedLetter: { id: 'a', letter } }, 'b')).toBeUndefined();
    expect(sharedLetterFromPage(undefined, 'a')).toBeUndefined();
    expect(
      sharedLetterFromPage({ sharedLetter: { id: 'a', letter: { message: 2 } } }, 'a'),
    ).toBeUndefined();
  });

  it('reads a letter exactly as the schema of the contract does, and nothing else of it', () => {
    const samples: unknown[] = [
      letter,
      { ...letter, image_width: 600, image_height: 2664, display_url: '/x.webp' },
      { ...letter, extra: 'dropped' },
      { ...letter, image_width: 0 },
      { ...letter, image_width: 1.5 },
      { ...letter, image_height: -3 },
      { ...letter, image_width: '600' },
      { ...letter, display_url: 5 },
      { ...letter, video_url: '/videos/a.webm' },
      { ...letter, video_url: 5 },
      { ...letter, from: ['Ana', 'Ben', 'Chloé'] },
      { ...letter, from: [] },
      { ...letter, from: 'Ana' },
      { ...letter, from: ['Ana', 3] },
      { ...letter, message: null },
      { message: 'Hello' },
      { image_url: path },
      [],
      'letter',
      null,
      7,
    ];
    for (const sample of samples) {
      const parsed = letterSchema.safeParse(sample);
      expect(readLetter(sample), JSON.stringify(sample)).toEqual(
        parsed.success ? parsed.data : undefined,
      );
    }
  });
});
