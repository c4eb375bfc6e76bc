/**
 * The HTML page of each screen, made at build from the page Vite wrote (index.html), its
 * manifest and the screen's rendered markup. Each page carries the CSS its screen needs inline
 * (the entry's and the screen's: a few KB, so nothing blocks the first paint), preloads the
 * screen's code and the fonts the first paint uses, and, for the static screens, the screen
 * itself, so it paints before any JavaScript runs. Pure: the build script does the IO.
 */
import { directionOf, type Language } from '../../model/languages.js';
import { PAGE_SLOTS } from '../../model/page-data.js';

/** The part of Vite's build manifest we read (vite.dev/guide/backend-integration). */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export interface ScreenPage {
  /** The manifest key of the screen's module (`routes/home.tsx`); null for none. */
  module: string | null;
  /**
   * The screen's rendered root markup; 'slots' for the server to fill (PAGE_SLOTS); 'empty'
   * for the browser to render.
   */
  content: { markup: string } | 'slots' | 'empty';
  /** The page's language: `<html lang dir>`, and the description in it. */
  language?: Language;
  /** The meta description in that language. */
  description?: string;
  /** Kept out of search engines: an event's pages, which only its code opens. */
  noindex?: boolean;
}

export interface PageInputs {
  /** index.html as Vite built it. */
  template: string;
  manifest: Manifest;
  /** The text of a built CSS file, by its path in the manifest (`assets/x.css`). */
  readCss(file: string): string;
  /** Font files (base names before the hash, `nunito-latin-400-normal`) to preload. */
  preloadFonts: readonly string[];
}

/** Every CSS file `key` needs, its own and its static imports' (depth first, no repeats). */
export function cssOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no ${key}.`);
  const imported = (chunk.imports ?? []).flatMap((child) => cssOf(manifest, child, seen));
  return [...imported, ...(chunk.css ?? [])];
}

/** The JavaScript files `key` loads at once: its own and its static imports'. */
export function scriptsOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no ${key}.`);
  return [
    chunk.file,
    ...(chunk.imports ?? []).flatMap((child) => scriptsOf(manifest, child, seen)),
  ];
}

function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('The build manifest has no entry.');
  return key;
}

/** The woff2 files the CSS names whose base name is one of `fonts`, as /assets/ paths. */
export function fontFiles(css: string, fonts: readonly string[]): string[] {
  const files = [...css.matchAll(/url\((\/assets\/([a-z0-9-]+?)-[\w-]{8}\.woff2)\)/g)]
    .filter((match) => fonts.includes(match[2] ?? ''))
    .map((match) => match[1] ?? '');
  return [...new Set(files)];
}

/** The app that main.tsx loads (the router, React): its CSS is every page's too. */
export const APP_MODULE = 'app/start-app.tsx';

/** One page: the template with its CSS inlined, its preloads, and its markup or slots. */
export function screenDocument(inputs: PageInputs, page: ScreenPage): string {
  const { manifest, template } = inputs;
  const entry = entryKey(manifest);
  const modules = [entry, APP_MODULE, ...(page.module ? [page.module] : [])];
  const css = unique(modules.flatMap((key) => cssOf(manifest, key)));
  const entryCss = cssOf(manifest, entry);
  const entryScripts = scriptsOf(manifest, entry);
  // A page that holds its screen loads the app once it has shown it (main.tsx): its code is
  // not fetched before. A page without needs it to show anything: fetched with the page.
  const scripts =
    page.content === 'empty'
      ? unique(modules.flatMap((key) => scriptsOf(manifest, key))).filter(
          (file) => !entryScripts.includes(file),
        )
      : [];
  const styles = css.map((file) => inputs.readCss(file)).join('\n');
  const head = [
    ...fontFiles(styles, inputs.preloadFonts).map(
      (file) => `<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin>`,
    ),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    `<style>${styles}</style>`,
    // Each file inlined above, named but never fetched (a disabled stylesheet is not): when the
    // app loads a screen, Vite's loader adds no stylesheet a page already links, so it neither
    // fetches these again nor makes the browser restyle the page with a second copy.
    ...css.map((file) => `<link rel="stylesheet" href="/${file}" disabled>`),
    page.content === 'slots' ? PAGE_SLOTS.head : '',
    page.noindex ? '<meta name="robots" content="noindex">' : '',
  ]
    .filter(Boolean)
    .join('\n    ');

  let html = template;
  for (const file of entryCss) {
    const link = new RegExp(`\\s*<link rel="stylesheet"[^>]*href="/${escapeRegExp(file)}"[^>]*>`);
    if (!link.test(html)) throw new Error(`index.html does not link ${file}.`);
    html = html.replace(link, () => '');
  }
  html = insertBefore(html, '</head>', `  ${head}\n  `);
  if (page.language) html = inLanguage(html, page.language, page.description);
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html must contain <div id="root"></div>.');
  const markup =
    page.content === 'slots'
      ? PAGE_SLOTS.body
      : page.content === 'empty'
        ? ''
        : page.content.markup;
  // A function, so that a `$&` in the markup is text, not a replacement pattern.
  return html.replace(root, () => `<div id="root">${markup}</div>`);
}

/** The page with `<html lang dir>` for `language`, and its meta description in it. */
export function inLanguage(html: string, language: Language, description?: string): string {
  const htmlTag = /<html\b[^>]*>/;
  if (!htmlTag.test(html)) throw new Error('index.html has no <html> element.');
  let out = html.replace(htmlTag, () => `<html lang="${language}" dir="${directionOf(language)}">`);
  if (description !== undefined) {
    const meta = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;
    if (!meta.test(out)) throw new Error('index.html has no meta description.');
    out = out.replace(
      meta,
      () => `<meta name="description" content="${escapeAttribute(description)}" />`,
    );
  }
  return out;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function insertBefore(html: string, marker: string, text: string): string {
  const at = html.indexOf(marker);
  if (at === -1) throw new Error(`index.html has no ${marker}.`);
  return `${html.slice(0, at)}${text}${html.slice(at)}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
