/** What /layout says when another screen sent the visitor back for want of photos. */
export const NEEDS_PHOTOS_TEXT = 'Choose a layout and add your photos first.';
