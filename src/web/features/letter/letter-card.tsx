import { PostageStamp } from './postage-stamp.js';

/**
 * The letter on kraft paper. The message is React text in a pre-wrap paragraph: line breaks
 * show, and markup in it stays text (never HTML).
 */
export function LetterCard({ message }: { message: string }) {
  const blank = message.trim() === '';
  return (
    <article className="letter-card" aria-label="Letter">
      <PostageStamp />
      {blank ? (
        <p className="letter-message letter-message-empty">This letter has no message yet.</p>
      ) : (
        <p className="letter-message">{message}</p>
      )}
    </article>
  );
}
