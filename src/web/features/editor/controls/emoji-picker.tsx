/**
 * emoji-picker-react set up for the editor; emoji-panel.tsx loads this module lazily. Native
 * emoji only: the picker draws them with the system's emoji font and never fetches an image.
 */
import EmojiPickerReact, {
  Categories,
  EmojiStyle,
  Theme,
  type EmojiRenderProps,
} from 'emoji-picker-react';
import type { DragEvent } from 'react';

export const EMOJI_PICKER_HEIGHT = 250;

/**
 * An emoji cell that can also be dragged onto the preview: the drop reads the emoji as text.
 * The picker's managed props (class, position, tab index, ARIA, data-epr-*) go on the button.
 */
function DraggableEmoji({ emoji, ...managed }: EmojiRenderProps) {
  const onDragStart = (event: DragEvent<HTMLButtonElement>) => {
    event.dataTransfer.setData('text/plain', emoji.emoji);
    event.dataTransfer.effectAllowed = 'copy';
  };
  return (
    <button
      {...managed}
      className={`${managed.className ?? ''} emoji-cell`}
      draggable
      onDragStart={onDragStart}
    />
  );
}

// Stable identities: the picker re-renders its whole grid when these change.
const components = { Emoji: DraggableEmoji };
const previewConfig = { showPreview: false };
/**
 * The suggested row is a fixed set, not the picker's recent list: a list that grows with each
 * pick would push the grid down under the finger, so the next tap would add another emoji.
 */
const suggestedEmojis = [
  '1f389',
  '1f973',
  '2728',
  '1f496',
  '1f60d',
  '1f602',
  '1f60e',
  '1f308',
  '2b50',
  '1f525',
  '1f4f8',
  '1f338',
  '1f44d',
  '1f618',
];
const categories = [
  { category: Categories.SUGGESTED, name: 'Party favourites' },
  Categories.SMILEYS_PEOPLE,
  Categories.ANIMALS_NATURE,
  Categories.FOOD_DRINK,
  Categories.TRAVEL_PLACES,
  Categories.ACTIVITIES,
  Categories.OBJECTS,
  Categories.SYMBOLS,
  Categories.FLAGS,
];

export default function EmojiPicker({ onPick }: { onPick: (char: string) => void }) {
  return (
    <EmojiPickerReact
      className="emoji-picker"
      emojiStyle={EmojiStyle.NATIVE}
      colorScheme={Theme.LIGHT}
      suggestedEmojis={suggestedEmojis}
      categories={categories}
      width="100%"
      height={EMOJI_PICKER_HEIGHT}
      lazyLoadEmojis
      autoFocusSearch={false}
      previewConfig={previewConfig}
      components={components}
      onEmojiClick={(data) => onPick(data.emoji)}
    />
  );
}
