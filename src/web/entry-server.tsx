/**
 * The web app's server entry (Vite's server-rendering convention): built by Vite next to the
 * client build, into dist/render/. The build calls buildPages to write each screen's page; the
 * server loads this file from the build at start and calls renderScreen for the friend's page.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from './lib/router/router.js';
import { LANGUAGES, SOURCE_LANGUAGE, type Language } from '../model/languages.js';
import { pageFileName, type PageData, type ScreenRenderer } from '../model/page-data.js';
import { AppRoutes } from './app/router.js';
import { ALL_PARTS, loadParts } from './lib/i18n/catalogues.js';
import { LanguageProvider } from './lib/i18n/language.js';
import { PageDataProvider } from './lib/api/page-data.js';
import { screenDocument, type PageInputs } from './ssr/page-documents.js';
import { pageName, renderAddress, SCREEN_PAGES } from './ssr/screen-pages.js';

/** The app's root markup for `url`, every lazy screen loaded and rendered in place. */
export const renderScreen: ScreenRenderer['renderScreen'] = async (
  url,
  data: PageData,
  language: Language = SOURCE_LANGUAGE,
) => {
  await loadParts(language, ALL_PARTS);
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <LanguageProvider initial={language}>
        <PageDataProvider data={data}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </PageDataProvider>
      </LanguageProvider>
    </StrictMode>,
    {
      onError: (error) => void failures.push(error),
      // Never outline a large screen as a hidden copy plus an inline script that swaps it in:
      // the CSP refuses inline scripts, and a prerendered page is complete anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (failures.length > 0) throw failures[0];
  return html;
};

/** Every screen's page by file name: the static screens rendered, the others with slots. */
export async function buildPages(inputs: PageInputs): Promise<Record<string, string>> {
  const pages: Record<string, string> = {};
  for (const { code: language } of LANGUAGES) {
    for (const spec of SCREEN_PAGES) {
      const content =
        spec.content === 'prerender'
          ? { markup: await renderScreen(renderAddress(spec), {}, language) }
          : spec.content;
      pages[pageFileName(pageName(spec), language)] = screenDocument(inputs, {
        module: spec.module,
        content,
        language,
        description: await describePage(language),
        noindex: spec.noindex,
      });
    }
  }
  return pages;
}

/** The page's meta description in `language`. */
async function describePage(language: Language): Promise<string> {
  const i18n = await loadParts(language, ['first', 'rest']);
  return i18n._('meta.description');
}

/** What a link preview of a shared letter says, in `language`. */
export const shareTexts: ScreenRenderer['shareTexts'] = async (language) => {
  const i18n = await loadParts(language, ['first', 'rest']);
  return {
    title: i18n._('meta.shareTitle'),
    description: i18n._('meta.shareText'),
    imageAlt: i18n._('meta.cardAlt'),
  };
};

/**
 * The fonts the first paint uses, fetched with the page rather than after the CSS: headings
 * (Fredoka 600) and text (Nunito 400). Bold Nunito (buttons) comes when used; its fallback
 * has matching metrics (app/fonts.css), so its arrival moves nothing.
 */
export const PRELOAD_FONTS = ['fredoka-latin-600-normal', 'nunito-latin-400-normal'];
