import { describe, expect, it } from 'vitest';
import type { PageData } from '../../model/page-data.js';
import { cachedRenderer } from './render-cache.js';

function countingRenderer() {
  const calls: string[] = [];
  return {
    calls,
    renderer: {
      renderScreen: async (url: string, data: PageData, language: string) => {
        calls.push(url);
        const words = data.sharedLetter?.letter?.message ?? 'none';
        return language === 'en' ? `<main>${url} ${words}</main>` : `<main lang="${language}">`;
      },
      shareTexts: async () => ({ title: 't', description: 'd', imageAlt: 'a' }),
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
    expect(await cached.renderScreen('/a', letter('hi'), 'en')).toBe('<main>/a hi</main>');
    expect(await cached.renderScreen('/a', letter('hi'), 'en')).toBe('<main>/a hi</main>');
    expect(calls).toEqual(['/a']);
  });

  it('renders again when the data differs: a deleted letter is never served from it', async () => {
    const { calls, renderer } = countingRenderer();
    const cached = cachedRenderer(renderer);
    await cached.renderScreen('/a', letter('hi'), 'en');
    expect(await cached.renderScreen('/a', { sharedLetter: { id: 'a', letter: null } }, 'en')).toBe(
      '<main>/a none</main>',
    );
    expect(calls).toEqual(['/a', '/a']);
  });

  it('keeps each language apart: a page in French is never served to a reader in Arabic', async () => {
    const { calls, renderer } = countingRenderer();
    const cached = cachedRenderer(renderer);
    expect(await cached.renderScreen('/a', {}, 'fr')).toBe('<main lang="fr">');
    expect(await cached.renderScreen('/a', {}, 'ar')).toBe('<main lang="ar">');
    expect(calls).toEqual(['/a', '/a']);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const { calls, renderer } = countingRenderer();
    const cached = cachedRenderer(renderer, 2);
    await cached.renderScreen('/a', {}, 'en');
    await cached.renderScreen('/b', {}, 'en');
    await cached.renderScreen('/a', {}, 'en');
    await cached.renderScreen('/c', {}, 'en');
    await cached.renderScreen('/a', {}, 'en');
    await cached.renderScreen('/b', {}, 'en');
    expect(calls).toEqual(['/a', '/b', '/c', '/b']);
  });
});
