/**
 * What stickers and their handles are called for people, in the language shown: 'Sticker 🚀',
 * 'Sticker (image)', 'Resize sticker (top left)'.
 */
import type { Handle, Sticker } from '../../../model/sticker.js';
import type { Translate } from '../../lib/i18n/message-key.js';

/** A handle's name as the resize message's select knows it ('top-left' → 'topLeft'). */
export function handleKey(handle: Handle): string {
  return handle.replace(/-(\w)/, (_, letter: string) => letter.toUpperCase());
}

export function stickerLabel(t: Translate, sticker: Sticker): string {
  return 'char' in sticker && typeof sticker.char === 'string'
    ? t('editor.stickerEmoji', { emoji: sticker.char })
    : t('editor.stickerImage');
}

/** The polite announcement after stickers are added: 'Sticker 🚀 added.', '3 stickers added.' */
export function stickersAddedText(t: Translate, added: readonly Sticker[]): string {
  const [only] = added;
  if (added.length !== 1 || !only) return t('editor.stickersAdded', { count: added.length });
  return 'char' in only && typeof only.char === 'string'
    ? t('editor.stickerEmojiAdded', { emoji: only.char })
    : t('editor.stickerImageAdded');
}

export function resizeHandleLabel(t: Translate, handle: Handle): string {
  return t('editor.resizeSticker', { handle: handleKey(handle) });
}
