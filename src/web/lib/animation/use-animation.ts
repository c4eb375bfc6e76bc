/**
 * Download animation for one strip, as /download and the gallery offer it: made in the worker
 * on the first press and saved as photostrip.gif; the GIF is kept, so a second press saves it
 * again at once. A new strip starts over: a GIF finished for the strip before (or after the
 * screen closed) is neither shown nor saved.
 */
import { useEffect, useRef, useState } from 'react';
import type { MessageKey } from '../i18n/message-key.js';
import { saveFile } from '../share/save-file.js';
import { animationFailureKey } from './animation-failure.js';
import { ANIMATION_FAILURES, ANIMATION_FILE_NAME } from './animation-protocol.js';
import { makeAnimation } from './make-animation.js';
import type { OwnStrip } from './own-strip.js';

export type AnimationState =
  | { status: 'idle' }
  | { status: 'making' }
  | { status: 'made'; gif: Blob }
  | { status: 'failed'; reason: MessageKey };

/** The strip's PNG, or the address of a stored strip on this origin (read on the first press). */
export type AnimationSource = Blob | string;

const IDLE: AnimationState = { status: 'idle' };

async function pngOf(strip: AnimationSource): Promise<Blob> {
  if (typeof strip !== 'string') return strip;
  const response = await fetch(strip).catch((error: unknown) => {
    throw new Error(ANIMATION_FAILURES.unreadable, { cause: error });
  });
  if (!response.ok) throw new Error(ANIMATION_FAILURES.unreadable);
  return response.blob();
}

/** `own`: the strip's model, for the visitor's own strip (see makeAnimation); null elsewhere. */
export function useAnimation(
  strip: AnimationSource | null,
  own: OwnStrip | null = null,
): {
  animation: AnimationState;
  download: () => void;
} {
  const [held, setHeld] = useState<{ strip: AnimationSource | null; state: AnimationState }>({
    strip,
    state: IDLE,
  });
  const animation = held.strip === strip ? held.state : IDLE;
  // The strip shown now (null once unmounted), for a GIF that arrives later.
  const shown = useRef<AnimationSource | null>(strip);
  useEffect(() => {
    shown.current = strip;
    return () => {
      shown.current = null;
    };
  }, [strip]);

  const download = () => {
    if (strip === null || animation.status === 'making') return;
    if (animation.status === 'made') return saveFile(animation.gif, ANIMATION_FILE_NAME);
    setHeld({ strip, state: { status: 'making' } });
    pngOf(strip)
      .then((png) => makeAnimation(png, own))
      .then(
        (gif) => {
          if (shown.current !== strip) return;
          setHeld({ strip, state: { status: 'made', gif } });
          saveFile(gif, ANIMATION_FILE_NAME);
        },
        (error: unknown) => {
          console.error('The animation could not be made', error);
          if (shown.current !== strip) return;
          setHeld({ strip, state: { status: 'failed', reason: animationFailureKey(error) } });
        },
      );
  };

  return { animation, download };
}
