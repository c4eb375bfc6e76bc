/**
 * The gallery's strips as pages arrive, pure: newest first, each once (a strip added between two
 * reads can push one already shown onto the next page), and where the next page starts.
 */
import type { Entry, GalleryPage } from '../../../model/live-event.js';

export interface GalleryList {
  readonly entries: readonly Entry[];
  /** The `before` cursor of the next page; null once the last page came. */
  readonly next: string | null;
}

export const noStrips: GalleryList = { entries: [], next: null };

/** The list with `page` read after it (the first page when `list` is noStrips). */
export function withPage(list: GalleryList, page: GalleryPage): GalleryList {
  const known = new Set(list.entries.map((entry) => entry.id));
  const fresh = page.entries.filter((entry) => {
    if (known.has(entry.id)) return false;
    known.add(entry.id);
    return true;
  });
  return { entries: [...list.entries, ...fresh], next: page.next };
}
