import { describe, expect, it } from 'vitest';
import type { PageData } from '../../model/page-data.js';
import { cachedRenderer } from './render-cache.js';

function countingRenderer() {
  const calls: string[] = [];
  return {
    calls,
    renderer: {
      renderScreen: async (url: string, data: PageData) => {
        calls.push(url);
        return `<main>${url} ${data.sharedLetter?.letter?.message ?? 'none'}</main>`;
      },
    },
  };
}

const letter = (message: string): PageData => ({
  sharedLetter: { id: 'a', letter: { message, image_url: '/strips/x.png' } },
});

describe('cachedRenderer', () => {
  it('renders a page once for the same address and data', async () => {
    const { calls, renderer } = countingRenderer();
    const cached = cachedRenderer(renderer);
    expect(await cached.renderScreen('/a', letter('hi'))).toBe('<main>/a hi</main>');
    expect(await cached.renderScreen('/a', letter('hi'))).toBe('<main>/a hi</main>');
    expect(calls).toEqual(['/a']);
  });

  it('renders again when the data differs: a deleted letter is never served from it', async () => {
    const { calls, renderer } = countingRenderer();
    const cached = cachedRenderer(renderer);
    await cached.renderScreen('/a', letter('hi'));
    expect(await cached.renderScreen('/a', { sharedLetter: { id: 'a', letter: null } })).toBe(
      '<main>/a none</main>',
    );
    expect(calls).toEqual(['/a', '/a']);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { calls, renderer } = countingRenderer();
    const cached = cachedRenderer(renderer, 2);
    await cached.renderScreen('/a', {});
    await cached.renderScreen('/b', {});
    await cached.renderScreen('/a', {});
    await cached.renderScreen('/c', {});
    await cached.renderScreen('/a', {});
    await cached.renderScreen('/b', {});
    expect(calls).toEqual(['/a', '/b', '/c', '/b']);
  });
});
