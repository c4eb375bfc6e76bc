import { useEffect, useState, useSyncExternalStore } from 'react';
import { useT } from '../../lib/i18n/language.js';
import { coarsePointer, viewerInputOf, type ViewerInput } from './viewer/viewer-input.js';

const COARSE = '(pointer: coarse)';

/** Told when the screen's main pointer changes (a tablet docked to a keyboard and trackpad). */
function onMainPointerChange(onChange: () => void): () => void {
  const list = typeof matchMedia === 'function' ? matchMedia(COARSE) : null;
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/**
 * The input the reader is using: unknown while the server renders (it cannot tell) and while
 * its page hydrates, then the screen's main pointer, then the pointer of their latest press
 * (a laptop's touch screen, a tablet's mouse).
 */
export function useReaderInput(): ViewerInput | null {
  const coarse = useSyncExternalStore<boolean | null>(
    onMainPointerChange,
    coarsePointer,
    () => null,
  );
  const [pressed, setPressed] = useState<string | undefined>(undefined);
  useEffect(() => {
    const onPress = (event: PointerEvent) => setPressed(event.pointerType);
    window.addEventListener('pointerdown', onPress, { capture: true, passive: true });
    return () => window.removeEventListener('pointerdown', onPress, { capture: true });
  }, []);
  return coarse === null ? null : viewerInputOf(pressed, coarse);
}

/**
 * How to use the stack, in the words of the reader's input: "Tap" for a finger, "Click" for a
 * mouse. The friend's page runs no app code until its reader's first input, so the server's
 * HTML holds both and letter.css shows the one the screen's main pointer calls for; once the
 * app runs, only the one that applies is rendered.
 */
export function StackHint() {
  const t = useT();
  const input = useReaderInput();
  const touch = t('letter.stackHint');
  const pointer = t('letter.stackHintPointer');
  if (input !== null) {
    return <p className="letter-stack-hint">{input === 'touch' ? touch : pointer}</p>;
  }
  return (
    <p className="letter-stack-hint">
      <span className="letter-stack-hint-touch">{touch}</span>
      <span className="letter-stack-hint-pointer">{pointer}</span>
    </p>
  );
}
