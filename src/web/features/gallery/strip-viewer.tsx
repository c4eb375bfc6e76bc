/**
 * One strip of the gallery, full size, in a modal dialog (Escape closes it, as does a press on
 * the backdrop): Download saves the PNG as photostrip.png; Download animation, where the strip
 * can be animated here, photostrip.gif (one frame per pose, as /download makes it); Share hands
 * over the file or the link (use-strip-share.ts), and a status line says what happened.
 */
import { useEffect, useRef, useState } from 'react';
import { LivingStripMedia } from '../../components/living-strip-media.js';
import type { Entry } from '../../../model/live-event.js';
import { canAnimate } from '../../lib/animation/make-animation.js';
import { useAnimation } from '../../lib/animation/use-animation.js';
import { useT } from '../../lib/i18n/language.js';
import type { MessageKey } from '../../lib/i18n/message-key.js';
import { saveFile, STRIP_FILE_NAME } from '../../lib/share/save-file.js';
import { useStripShare, type ShareSaid } from './use-strip-share.js';

const SAID_KEYS: Record<Exclude<ShareSaid, null>, MessageKey> = {
  shared: 'gallery.shared',
  copied: 'gallery.copied',
  failed: 'gallery.shareFailed',
};

interface StripViewerProps {
  entry: Entry;
  onClose: () => void;
}

export function StripViewer({ entry, onClose }: StripViewerProps) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const { withFile, ready, said, share } = useStripShare(entry.stripUrl);
  const { animation, download } = useAnimation(entry.stripUrl);
  // The strip's size tells its poses: from the gallery's entry, else from the image once shown.
  const [loaded, setLoaded] = useState<{ width: number; height: number } | null>(null);
  const size = entry.width && entry.height ? { width: entry.width, height: entry.height } : loaded;
  const animatable = size !== null && canAnimate(size.width, size.height);
  const making = animation.status === 'making';

  useEffect(() => {
    const shown = dialog.current;
    if (shown && !shown.open) shown.showModal();
    return () => shown?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="gallery-viewer"
      aria-label={t('gallery.stripAlt')}
      onClose={onClose}
      onClick={(event) => {
        // A press on the backdrop (the dialog itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="gallery-viewer-content">
        {entry.videoUrl && entry.width && entry.height ? (
          // A living strip plays, the strip its poster (its size is known: no onLoad needed).
          <LivingStripMedia
            className="gallery-viewer-image"
            src={entry.stripUrl}
            video={entry.videoUrl}
            alt={t('gallery.stripAlt')}
            width={entry.width}
            height={entry.height}
          />
        ) : (
          <img
            className="gallery-viewer-image"
            src={entry.stripUrl}
            alt={t('gallery.stripAlt')}
            width={entry.width}
            height={entry.height}
            onLoad={(event) => {
              const image = event.currentTarget;
              setLoaded({ width: image.naturalWidth, height: image.naturalHeight });
            }}
          />
        )}
        <div className="gallery-viewer-side">
          <div className="gallery-viewer-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => saveFile(entry.stripUrl, STRIP_FILE_NAME)}
            >
              {t('gallery.download')}
            </button>
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
            <button type="button" className="button" aria-busy={!ready} onClick={share}>
              {withFile ? t('gallery.share') : t('gallery.copyLink')}
            </button>
            <button type="button" className="button button-quiet" onClick={onClose}>
              {t('gallery.close')}
            </button>
          </div>
          <p className="gallery-viewer-said" role="status">
            {said && t(SAID_KEYS[said])}
          </p>
          {animation.status === 'failed' && (
            <p className="gallery-viewer-failed" role="alert">
              {t('download.animationFailed', { reason: t(animation.reason) })}
            </p>
          )}
        </div>
      </div>
    </dialog>
  );
}
