/**
 * Open Graph and Twitter meta for a shared letter, so a pasted link shows its link-preview
 * card (never the message: previews show in group chats).
 */
import { escapeHtml } from '../http/html.js';

export interface ShareMeta {
  title: string;
  description: string;
  /** The preview image: the letter's card, with its size and a description of it. */
  image: { url: string; width: number; height: number; alt: string };
  pageUrl: string;
}

/** The Open Graph and Twitter meta tags; every value escaped. */
export function shareMetaTags(meta: ShareMeta): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:image', meta.image.url],
    ['property', 'og:image:type', 'image/png'],
    ['property', 'og:image:width', String(meta.image.width)],
    ['property', 'og:image:height', String(meta.image.height)],
    ['property', 'og:image:alt', meta.image.alt],
    ['property', 'og:url', meta.pageUrl],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
    ['name', 'twitter:image', meta.image.url],
    ['name', 'twitter:image:alt', meta.image.alt],
  ];
  return tags
    .map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`)
    .join('\n    ');
}

/** The page with `markup` added at the end of its head; a page without a head is left as it is. */
export function appendToHead(html: string, markup: string): string {
  const at = html.indexOf('</head>');
  return at === -1 ? html : `${html.slice(0, at)}  ${markup}\n  ${html.slice(at)}`;
}
