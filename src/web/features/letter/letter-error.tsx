/**
 * What went wrong with an action on a letter, announced and shown under its button; nothing
 * while all is well.
 */
export function LetterError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="letter-error">
      {message}
    </p>
  );
}
