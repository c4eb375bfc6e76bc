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
import { useMemo, type DragEvent } from 'react';
import { useT } from '../../../lib/i18n/language.js';
import type { Translate } from '../../../lib/i18n/message-key.js';

/**
 * 250 px, unless the layout says otherwise (emoji-panel.css, editor.css): less in the phone's
 * sheet, more on a kiosk.
 */
const EMOJI_PICKER_HEIGHT = 'var(--emoji-picker-height, 250px)';

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
/** The categories shown, in order, named in the app's language. */
function categoriesIn(t: Translate) {
  return [
    { category: Categories.SUGGESTED, name: t('controls.emojiPartyFavourites') },
    { category: Categories.SMILEYS_PEOPLE, name: t('controls.emojiSmileysPeople') },
    { category: Categories.ANIMALS_NATURE, name: t('controls.emojiAnimalsNature') },
    { category: Categories.FOOD_DRINK, name: t('controls.emojiFoodDrink') },
    { category: Categories.TRAVEL_PLACES, name: t('controls.emojiTravelPlaces') },
    { category: Categories.ACTIVITIES, name: t('controls.emojiActivities') },
    { category: Categories.OBJECTS, name: t('controls.emojiObjects') },
    { category: Categories.SYMBOLS, name: t('controls.emojiSymbols') },
    { category: Categories.FLAGS, name: t('controls.emojiFlags') },
  ];
}

/** The picker's own words (search, announcements, skin tones) in the app's language. */
function labelsIn(t: Translate) {
  return {
    searchPlaceholder: t('controls.emojiSearch'),
    searchLabel: t('controls.emojiSearchLabel'),
    searchClear: t('controls.emojiSearchClear'),
    searchResultsNone: t('controls.emojiNoResults'),
    searchResultsOne: t('controls.emojiOneResult'),
    // The picker puts the count in place of %n.
    searchResultsMany: t('controls.emojiResults', { count: '%n' }),
    categoryNavigation: t('controls.emojiCategoryNavigation'),
    loading: t('controls.emojiLoadingPicker'),
    loadingError: t('controls.emojiLoadingError'),
    retryLoading: t('controls.emojiRetry'),
    skinToneNeutral: t('controls.emojiSkinTone', { tone: 'neutral' }),
    skinToneLight: t('controls.emojiSkinTone', { tone: 'light' }),
    skinToneMediumLight: t('controls.emojiSkinTone', { tone: 'mediumLight' }),
    skinToneMedium: t('controls.emojiSkinTone', { tone: 'medium' }),
    skinToneMediumDark: t('controls.emojiSkinTone', { tone: 'mediumDark' }),
    skinToneDark: t('controls.emojiSkinTone', { tone: 'dark' }),
  };
}

export default function EmojiPicker({ onPick }: { onPick: (char: string) => void }) {
  const t = useT();
  // Stable per language: the picker re-renders its whole grid when these change.
  const categories = useMemo(() => categoriesIn(t), [t]);
  const labels = useMemo(() => labelsIn(t), [t]);
  return (
    <EmojiPickerReact
      className="emoji-picker"
      emojiStyle={EmojiStyle.NATIVE}
      colorScheme={Theme.LIGHT}
      suggestedEmojis={suggestedEmojis}
      categories={categories}
      labels={labels}
      searchPlaceholder={labels.searchPlaceholder}
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
