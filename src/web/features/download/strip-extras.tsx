import { useState } from 'react';
import { ANIMATION_FILE_NAME } from '../../lib/animation/animation-protocol.js';
import { canAnimate } from '../../lib/animation/make-animation.js';
import { ownStripFits, type OwnStrip } from '../../lib/animation/own-strip.js';
import { useAnimation } from '../../lib/animation/use-animation.js';
import { useT } from '../../lib/i18n/language.js';
import { STRIP_FILE_NAME } from '../../lib/share/save-file.js';
import { shareFile, useCanShareFile } from '../../lib/share/share-files.js';

export interface StripExtrasProps {
  /** The strip's PNG; null while it is being read. */
  strip: Blob | null;
  /** The strip's size in pixels, once shown; it tells its poses. */
  size: { width: number; height: number } | null;
  /** The strip's model when it is the visit's own (its frames then show stickers whole). */
  own?: OwnStrip | null;
}

const GIF_TYPE = 'image/gif';
const PNG_TYPE = 'image/png';

/**
 * Download animation (photostrip.gif, one frame per pose, made in a worker), and where the
 * browser's share sheet takes files, Share image and, once the animation is made, Share
 * animation. A share sheet closed without sharing is no error.
 */
export function StripExtras({ strip, size, own = null }: StripExtrasProps) {
  const t = useT();
  const model = own && size && ownStripFits(own, size.width, size.height) ? own : null;
  const { animation, download } = useAnimation(strip, model);
  const [shareFailed, setShareFailed] = useState(false);
  const sharing = {
    image: useCanShareFile(STRIP_FILE_NAME, PNG_TYPE),
    animation: useCanShareFile(ANIMATION_FILE_NAME, GIF_TYPE),
  };
  const animatable = strip !== null && size !== null && canAnimate(size.width, size.height);

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
          onClick={download}
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
