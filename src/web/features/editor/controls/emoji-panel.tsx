import { lazy, Suspense, useId } from 'react';
import { useInputKind } from '../../../lib/hooks/use-input-kind.js';
import { useT } from '../../../lib/i18n/language.js';
import './controls.css';
import './emoji-panel.css';

/** Shown instead of the picker when its code cannot be fetched (offline, a deploy in between). */
function PickerUnavailable() {
  const t = useT();
  return (
    <p role="alert" className="emoji-panel-state">
      {t('controls.emojiUnavailable')}
    </p>
  );
}

// emoji-picker-react and its emoji data weigh about 100 KB gzipped: a chunk of its own, fetched
// when the editor shows this panel, never with the first page.
const EmojiPicker = lazy(() =>
  import('./emoji-picker.js').catch((error: unknown) => {
    console.error('Emoji picker failed to load', error);
    return { default: PickerUnavailable };
  }),
);

/** Emoji stickers: click or tap one to add it to the strip, or drag it onto the strip. */
export function EmojiPanel({ onPick }: { onPick: (char: string) => void }) {
  const headingId = useId();
  const t = useT();
  // Dragging an emoji onto the strip needs a mouse: a finger only taps one.
  const touch = useInputKind() === 'touch';
  return (
    <section className="control-block" aria-labelledby={headingId}>
      <h2 id={headingId} className="control-heading">
        {t('controls.emojiHeading')}
      </h2>
      <p className="control-hint">
        {touch ? t('controls.emojiHintTouch') : t('controls.emojiHint')}
      </p>
      <div className="emoji-panel">
        <Suspense
          fallback={
            <p role="status" className="emoji-panel-state">
              {t('controls.emojiLoading')}
            </p>
          }
        >
          <EmojiPicker onPick={onPick} />
        </Suspense>
      </div>
    </section>
  );
}
