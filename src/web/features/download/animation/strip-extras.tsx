import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message.js';
import { useT } from '../../../lib/i18n/language.js';
import type { MessageKey } from '../../../lib/i18n/message-key.js';
import { saveFile, STRIP_FILE_NAME } from '../../../lib/share/save-file.js';
import { shareFile, useCanShareFile } from '../../../lib/share/share-files.js';
import { ANIMATION_FAILURES, ANIMATION_FILE_NAME } from './animation-protocol.js';
import { canAnimate, makeAnimation } from './make-animation.js';

export interface StripExtrasProps {
  /** The strip's PNG; null while it is being read. */
  strip: Blob | null;
  /** The strip's size in pixels, once shown; it tells its poses. */
  size: { width: number; height: number } | null;
}

type Animation =
  | { status: 'idle' }
  | { status: 'making' }
  | { status: 'made'; gif: Blob }
  | { status: 'failed'; reason: MessageKey };

const GIF_TYPE = 'image/gif';
const PNG_TYPE = 'image/png';

/** What the page says for the worker's error (animation-protocol.ts), or a generic reason. */
export function animationFailureKey(error: unknown): MessageKey {
  const words = errorMessage(error);
  if (words === ANIMATION_FAILURES.unreadable) return 'download.animationUnreadable';
  if (words === ANIMATION_FAILURES.notAStrip) return 'download.animationNotAStrip';
  return 'download.animationOther';
}

/**
 * Download animation (photostrip.gif, one frame per pose, made in a worker), and where the
 * browser's share sheet takes files, Share image and, once the animation is made, Share
 * animation. A share sheet closed without sharing is no error.
 */
export function StripExtras({ strip, size }: StripExtrasProps) {
  const t = useT();
  const [animation, setAnimation] = useState<Animation>({ status: 'idle' });
  const [shareFailed, setShareFailed] = useState(false);
  const sharing = {
    image: useCanShareFile(STRIP_FILE_NAME, PNG_TYPE),
    animation: useCanShareFile(ANIMATION_FILE_NAME, GIF_TYPE),
  };
  // A new strip (Back, then another one collected) has its own animation.
  const [animated, setAnimated] = useState(strip);
  if (animated !== strip) {
    setAnimated(strip);
    setAnimation({ status: 'idle' });
  }

  const animatable = strip !== null && size !== null && canAnimate(size.width, size.height);

  async function downloadAnimation(): Promise<void> {
    if (!strip) return;
    if (animation.status === 'made') {
      saveFile(animation.gif, ANIMATION_FILE_NAME);
      return;
    }
    setAnimation({ status: 'making' });
    try {
      const gif = await makeAnimation(strip);
      setAnimation({ status: 'made', gif });
      saveFile(gif, ANIMATION_FILE_NAME);
    } catch (error) {
      console.error('The animation could not be made', error);
      setAnimation({ status: 'failed', reason: animationFailureKey(error) });
    }
  }

  async function share(content: Blob, name: string, type: string): Promise<void> {
    setShareFailed(false);
    try {
      await shareFile(new File([content], name, { type }));
    } catch (error) {
      console.error('Sharing failed', error);
      setShareFailed(true);
    }
  }

  const making = animation.status === 'making';
  return (
    <>
      {animatable && (
        <button
          type="button"
          className="button"
          disabled={making}
          aria-busy={making}
          onClick={() => void downloadAnimation()}
        >
          {making ? t('download.makingAnimation') : t('download.downloadAnimation')}
        </button>
      )}
      {sharing.image && (
        <button
          type="button"
          className="button"
          disabled={!strip}
          onClick={() => strip && void share(strip, STRIP_FILE_NAME, PNG_TYPE)}
        >
          {t('download.shareImage')}
        </button>
      )}
      {sharing.animation && animation.status === 'made' && (
        <button
          type="button"
          className="button"
          onClick={() => void share(animation.gif, ANIMATION_FILE_NAME, GIF_TYPE)}
        >
          {t('download.shareAnimation')}
        </button>
      )}
      {animation.status === 'failed' && (
        <p className="download-error" role="alert">
          {t('download.animationFailed', { reason: t(animation.reason) })}
        </p>
      )}
      {shareFailed && (
        <p className="download-error" role="alert">
          {t('download.shareFailed')}
        </p>
      )}
    </>
  );
}
