import { PostageStamp } from './postage-stamp.js';

/**
 * The letter on kraft paper. The message is React text in a pre-wrap paragraph: line breaks
 * show, and markup in it stays text (never HTML). A long letter scrolls inside the card (the
 * scroller takes the keyboard focus, so it scrolls with the keys too).
 */
export function LetterCard({ message }: { message: string }) {
  const blank = message.trim() === '';
  return (
    <article className="letter-card" aria-label="Letter">
      <div className="letter-scroll" tabIndex={0}>
        <PostageStamp />
        {blank ? (
          <p className="letter-message letter-message-empty">This letter has no message yet.</p>
        ) : (
          <p className="letter-message">{message}</p>
        )}
      </div>
    </article>
  );
}
