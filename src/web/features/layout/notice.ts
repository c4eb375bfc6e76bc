/** What /layout is told when another screen sends the visitor back to it. */
export interface LayoutNotice {
  notice: 'needs-photos';
}

export const NEEDS_PHOTOS: LayoutNotice = { notice: 'needs-photos' };

export const NEEDS_PHOTOS_TEXT = 'Choose a layout and add your photos first.';

export function isNeedsPhotos(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<LayoutNotice>).notice === NEEDS_PHOTOS.notice
  );
}
