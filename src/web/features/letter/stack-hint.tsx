import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n/language.js';
import { coarsePointer, viewerInputOf, type ViewerInput } from './viewer/viewer-input.js';

/**
 * The input the reader is using: unknown until the app runs (the server cannot tell), then the
 * screen's main pointer, then the pointer of their latest press (a laptop's touch screen, a
 * tablet's mouse).
 */
export function useReaderInput(): ViewerInput | null {
  const [input, setInput] = useState<ViewerInput | null>(null);
  useEffect(() => {
    setInput(viewerInputOf(undefined, coarsePointer()));
    const onPress = (event: PointerEvent) =>
      setInput(viewerInputOf(event.pointerType, coarsePointer()));
    window.addEventListener('pointerdown', onPress, { capture: true, passive: true });
    return () => window.removeEventListener('pointerdown', onPress, { capture: true });
  }, []);
  return input;
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
