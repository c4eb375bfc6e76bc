import { startTransition, useEffect, useState } from 'react';
import type { Decoration } from '../../../../model/decoration.js';
import { exportScale } from '../../../../model/strip.js';
import { useGoTo } from '../../../navigation/go-to.js';
import { useLanguage, useT } from '../../../lib/i18n/language.js';
import type { MessageKey } from '../../../lib/i18n/message-key.js';
import { keepStripImage } from '../../../lib/storage/strip-image-store.js';
import { saveFile, STRIP_FILE_NAME } from '../../../lib/share/save-file.js';
import { collectFailureKey } from '../editor-messages.js';
import type { CollectInput } from './collect-input.js';
import { collectStrip, prepareStickers, prepareStrip } from './collect-strip.js';
import { useSpeculativeStrip, type SpeculativeStrip } from './use-speculative-strip.js';
import './collect.css';

/** The pause between hiding the handles and drawing the strip (docs/using.md, Collect Photo). */
export const COLLECT_DELAY_MS = 50;

export interface CollectPhotoButtonProps {
  poseCount: number;
  photos: readonly Blob[];
  decoration: Decoration;
  /** The preview's width in CSS pixels: the export is twice that, at least 600 px. */
  previewWidth: number;
  /** True while the strip is being collected, so the editor hides its handles. */
  onCapturingChange: (capturing: boolean) => void;
  /** The day the preview's date stamp shows, so the export matches it; today by default. */
  date?: Date;
  /** The language the date stamp is written in; the app's by default. */
  language?: string;
  /** The event's name under the date stamp; '' (the default) for none. */
  eventName?: string;
  /**
   * Whether the strip is also saved to this device as photostrip.png (true by default). False
   * in event mode: the booth keeps no guest's file; /download hands the strip over by QR code.
   */
  saveToDevice?: boolean;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The strip for `input`, after the pause docs/using.md gives: the one rendered ahead when it
 * was drawn from an equal input (so the click costs little more than the pause), else drawn now.
 */
async function stripAfterPause(input: CollectInput, ahead: SpeculativeStrip): Promise<Blob> {
  const early = ahead.take(input);
  if (early) {
    const [strip] = await Promise.all([early, wait(COLLECT_DELAY_MS)]);
    // Null: the render ahead failed; this one shows the error, if there is one.
    return strip ?? collectStrip(input, await prepareStickers(input.decoration));
  }
  // The sticker pictures load during the pause; the strip is drawn after it.
  const [stickerPictures] = await Promise.all([
    prepareStickers(input.decoration),
    wait(COLLECT_DELAY_MS),
  ]);
  return collectStrip(input, stickerPictures);
}

/**
 * Collect Photo: draws the strip from the model at the export's size, downloads it as
 * photostrip.png (not in event mode), keeps it in the browser and opens /download with it. A failure is shown
 * and changes nothing: the decoration stays as it is, and the visitor can try again.
 */
export function CollectPhotoButton({
  poseCount,
  photos,
  decoration,
  previewWidth,
  onCapturingChange,
  date,
  language: stampLanguage,
  eventName = '',
  saveToDevice = true,
}: CollectPhotoButtonProps) {
  const goTo = useGoTo();
  const t = useT();
  const { language: appLanguage } = useLanguage();
  const language = stampLanguage ?? appLanguage;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);

  const pixelsPerUnit = exportScale(previewWidth);
  // The photos are decoded (off the main thread) while the visitor decorates, not on the click.
  // Again when the preview grows (the worker keeps a sharper decode, so a smaller one is free).
  useEffect(() => {
    prepareStrip(photos.slice(0, poseCount), pixelsPerUnit);
  }, [photos, poseCount, pixelsPerUnit]);
  // And the strip itself, a moment after each change. Today's date when none is given, read
  // on every render: the strip of a day gone is not handed over.
  const input = {
    poseCount,
    photos,
    decoration,
    pixelsPerUnit,
    date: date ?? new Date(),
    language,
    eventName,
  };
  const ahead = useSpeculativeStrip(input);

  async function collect(): Promise<void> {
    setBusy(true);
    setError(null);
    onCapturingChange(true);
    try {
      const strip = await stripAfterPause(input, ahead);
      if (saveToDevice) saveFile(strip, STRIP_FILE_NAME);
      const nonce = await keepStripImage(strip);
      try {
        goTo('download', { photostrip: strip, nonce });
      } catch {
        // This browser cannot keep a Blob in the history state: /download reads storage.
        goTo('download', { fromCollect: true });
      }
      // The editor leaves with that navigation, unless Back outruns it on a slow phone: then
      // the editor stays, and its button must be ready again. In the navigation's transition
      // (this same moment, no await between), so it never reads Collect Photo while /download
      // is on its way.
      startTransition(() => setBusy(false));
    } catch (failure) {
      console.error('Collect Photo failed', failure);
      setError(collectFailureKey(failure));
      setBusy(false);
    } finally {
      onCapturingChange(false);
    }
  }

  return (
    <div className="collect-photo">
      <button
        type="button"
        className="button button-primary collect-photo-button"
        disabled={busy || photos.length === 0}
        aria-busy={busy}
        // Whether the strip is rendered ahead: tests and the bench wait for it.
        data-strip-ready={ahead.ready}
        onClick={() => void collect()}
      >
        {busy ? t('editor.collecting') : t('editor.collectPhoto')}
      </button>
      {error ? (
        <p className="collect-photo-error" role="alert">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
