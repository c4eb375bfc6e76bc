/**
 * The friend's page (/final-letter?id=…) filled in for one letter: the screen the server
 * rendered, the strip preloaded (it is the largest thing painted), the Open Graph meta, and the
 * letter as JSON for the browser to hydrate from without fetching it again.
 */
import {
  PAGE_DATA_ELEMENT_ID,
  PAGE_SLOTS,
  pageDataJson,
  type PageData,
} from '../../model/page-data.js';
import { escapeHtml } from '../http/html.js';
import { appendToHead } from './share-meta.js';

export interface FriendPageParts {
  /** The rendered root markup; '' for the browser to render. */
  markup: string;
  data: PageData;
  /** Head markup made elsewhere (the share meta), already escaped. */
  head?: string;
  /** The strip to fetch with the page: its address, and its type when not every browser has it. */
  preloadImage?: { href: string; type?: string };
}

/** `template` (a page with PAGE_SLOTS) with the parts in its slots; every value escaped. */
export function fillFriendPage(template: string, parts: FriendPageParts): string {
  const head: string[] = [];
  if (parts.preloadImage) {
    const { href, type } = parts.preloadImage;
    head.push(
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}"` +
        (type ? ` type="${escapeHtml(type)}"` : '') +
        '>',
    );
  }
  if (parts.head) head.push(parts.head);
  if (Object.keys(parts.data).length > 0) {
    head.push(
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${pageDataJson(parts.data)}</script>`,
    );
  }
  const headMarkup = head.join('\n    ');
  // A page without slots (a build without the server entry) gets the head's extras only.
  if (!template.includes(PAGE_SLOTS.head)) return appendToHead(template, headMarkup);
  // Functions, so that a `$&` in a letter is text, not a replacement pattern.
  return template
    .replace(PAGE_SLOTS.head, () => headMarkup)
    .replace(PAGE_SLOTS.body, () => parts.markup);
}

/** A page with slots, emptied: the browser renders the screen. */
export function emptySlots(template: string): string {
  return template.replace(PAGE_SLOTS.head, '').replace(PAGE_SLOTS.body, '');
}
