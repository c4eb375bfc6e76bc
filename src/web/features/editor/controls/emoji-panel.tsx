import { lazy, Suspense, useId } from 'react';
import './controls.css';
import './emoji-panel.css';

/** Shown instead of the picker when its code cannot be fetched (offline, a deploy in between). */
function PickerUnavailable() {
  return (
    <p role="alert" className="emoji-panel-state">
      The emoji picker could not load. Check your connection and reload the page.
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

/** Emoji stickers: click one to add it to the strip, or drag it onto the strip. */
export function EmojiPanel({ onPick }: { onPick: (char: string) => void }) {
  const headingId = useId();
  return (
    <section className="control-block" aria-labelledby={headingId}>
      <h2 id={headingId} className="control-heading">
        Emoji stickers
      </h2>
      <p className="control-hint">Click an emoji to add it, or drag it onto your strip.</p>
      <div className="emoji-panel">
        <Suspense
          fallback={
            <p role="status" className="emoji-panel-state">
              Loading emoji…
            </p>
          }
        >
          <EmojiPicker onPick={onPick} />
        </Suspense>
      </div>
    </section>
  );
}
