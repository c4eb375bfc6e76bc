// @vitest-environment happy-dom
/**
 * 'from Ana, Ben and Chloé' on the friend's page of a letter made together, with its heading
 * before the strip, in the page's language; nothing for a letter made alone.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PageDataProvider } from '../../lib/api/page-data.js';
import { ALL_PARTS, loadParts } from '../../lib/i18n/catalogues.js';
import { LanguageProvider } from '../../lib/i18n/language.js';
import { StaticRouter } from '../../lib/router/router.js';
import { SharedLetter } from './shared-letter.js';

const id = 'AbCdEfGhIjKlMnOpQrStUv';
const letter = { message: 'Dear Sam', image_url: '/strips/photostrip-1.png' };
const names = ['Ana', 'Ben', 'Chloé'];

function page(sent: object, language: 'en' | 'fr' | 'ja' = 'en') {
  render(
    <StaticRouter location={`/final-letter?id=${id}`}>
      <LanguageProvider initial={language}>
        <PageDataProvider data={{ sharedLetter: { id, letter: sent } }}>
          <SharedLetter id={id} />
        </PageDataProvider>
      </LanguageProvider>
    </StaticRouter>,
  );
}

beforeAll(async () => {
  await loadParts('fr', ALL_PARTS);
  await loadParts('ja', ALL_PARTS);
});
afterEach(cleanup);

describe('a letter made together', () => {
  it('says who sent it with the heading, before the strip and the sticky button, in joining order', () => {
    page({ ...letter, from: names });
    const from = screen.getByText('from Ana, Ben and Chloé');
    // Before the letter and the strip (a phone's single column shows them in this order), and
    // before the sticky 'Make your own photostrip' at the stack's foot: never under it.
    const before = (element: Element) =>
      (from.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(before(screen.getByRole('article', { name: 'Letter' }))).toBe(true);
    expect(before(screen.getByRole('img', { name: 'The photostrip' }))).toBe(true);
    expect(before(screen.getByRole('link', { name: 'Make your own photostrip' }))).toBe(true);
    // Right after the greeting (beside the heading on a phone): first in the page's flow.
    expect(from.previousElementSibling?.classList.contains('letter-art')).toBe(true);
  });

  it("joins the names in the page's language", () => {
    page({ ...letter, from: names }, 'fr');
    expect(screen.getByText('de la part de Ana, Ben et Chloé')).toBeTruthy();
    cleanup();
    page({ ...letter, from: ['Ana', 'Ben'] }, 'ja');
    expect(document.querySelector('.letter-from')?.textContent).toBe('Ana、Benより');
  });

  it('says nothing of senders for a letter made alone', () => {
    page(letter);
    expect(document.querySelector('.letter-from')).toBeNull();
    cleanup();
    page({ ...letter, from: [] });
    expect(document.querySelector('.letter-from')).toBeNull();
  });
});
