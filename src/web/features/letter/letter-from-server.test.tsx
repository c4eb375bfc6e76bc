/**
 * The friend's page is rendered on the server (entry-server.tsx's way: the app's providers
 * around the screen, prerendered): a letter made together says who sent it in the server's
 * HTML, in the page's language, before any script runs.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../../model/languages.js';
import { PageDataProvider } from '../../lib/api/page-data.js';
import { ALL_PARTS, loadParts } from '../../lib/i18n/catalogues.js';
import { LanguageProvider } from '../../lib/i18n/language.js';
import { StaticRouter } from '../../lib/router/router.js';
import { SharedLetter } from './shared-letter.js';

const id = 'AbCdEfGhIjKlMnOpQrStUv';
const letter = {
  message: 'Dear Sam',
  image_url: '/strips/photostrip-1700000000000-CCCCCCCCCCCCCCCCCCCCCC.png',
  from: ['Ana', 'Ben', 'Chloé'],
};

async function serverHtml(sent: object, language: Language): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <LanguageProvider initial={language}>
      <PageDataProvider data={{ sharedLetter: { id, letter: sent } }}>
        <StaticRouter location={`/final-letter?id=${id}`}>
          <SharedLetter id={id} />
        </StaticRouter>
      </PageDataProvider>
    </LanguageProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

beforeAll(() => loadParts('fr', ALL_PARTS));

describe("the friend's page of a letter made together", () => {
  it("names its senders in the server's HTML, in the page's language", async () => {
    expect(await serverHtml(letter, 'en')).toContain('from Ana, Ben and Chloé');
    expect(await serverHtml(letter, 'fr')).toContain('de la part de Ana, Ben et Chloé');
    const { from: _alone, ...alone } = letter;
    expect(await serverHtml(alone, 'en')).not.toContain('letter-from');
  });
});
