/** What the editor tells the visitor when a sticker cannot be added. */
export const IMAGE_REFUSED_TEXT =
  "That image can't be used: its site does not allow it to be saved into your strip. " +
  'Try another image or an emoji.';

export const NOT_A_STICKER_TEXT =
  'Only an emoji or an image address can become a sticker. Try an emoji or an image.';
