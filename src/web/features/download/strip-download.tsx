import { useRef, useState } from 'react';
import { Link } from '../../lib/router/link.js';
import { paths } from '../../../model/paths.js';
import { useEventSettings } from '../../lib/event/event-mode.js';
import { countPrint } from '../../lib/event/printed-count.js';
import { browserStorage } from '../../lib/storage/safe-storage.js';
import { useGuestEvent } from '../../lib/event/guest-event.js';
import { useT } from '../../lib/i18n/language.js';
import { saveFile, STRIP_FILE_NAME } from '../../lib/share/save-file.js';
import { canMakeVideo, pageVideos } from '../../lib/living/page-videos.js';
import { StripExtras } from './strip-extras.js';
import { ConsentBox } from './consent-box.js';
import { browserConsentDependencies } from './consent-dependencies.js';
import { PrintSheet } from './print-sheet.js';
import { TakeHome } from './take-home.js';
import { useFinishVisit } from './use-finish-visit.js';
import { useStripBlob } from './use-strip-blob.js';
import { useLivingStrip } from './use-living-strip.js';
import { useOwnStrip } from './use-own-strip.js';
import { VideoButtons } from './video-buttons.js';
import { SavedNote } from './saved-note.js';
import { MoreWays } from './more-ways.js';
import { useConsent } from './use-consent.js';
import { useStripSource } from './use-strip-source.js';
import { useStripFit } from './use-strip-fit.js';
import './download-layout.css';
import './download.css';

interface StripDownloadProps {
  /** The strip in the navigation state, and the nonce it was kept with (navigation/screen-state.ts). */
  fromState: Blob | null;
  stateNonce: string | null;
  search: string;
}

/**
 * The collected strip with what comes next: said saved (Collect Photo saved it), download it
 * again, as a video when it is a living strip, download it as an animation, share it where the browser can, write a letter, or go
 * back. In event mode: Take it home (a QR code), Print when the host turned it on, and Done;
 * nothing is saved or shared from the booth.
 */
export function StripDownload({ fromState, stateNonce, search }: StripDownloadProps) {
  const t = useT();
  const event = useEventSettings();
  const { lookup, shown, unreadable } = useStripSource(
    fromState,
    stateNonce,
    search,
    event !== null,
  );
  const found = lookup.status === 'found' ? lookup : null;
  useFinishVisit(event !== null);
  const stripBlob = useStripBlob(found && !event ? found.source : null);
  // A strip opened from a link is an address: only this visit's own strip can come alive.
  const ownStrip = found !== null && !event && typeof found.source !== 'string';
  const living = useLivingStrip(ownStrip);
  const own = useOwnStrip(ownStrip);
  // The shown image's size, which tells the strip's poses (for the animation).
  const [size, setSize] = useState<{ address: string; width: number; height: number } | null>(null);
  const shownSize = size && found && size.address === found.address ? size : null;
  const image = useRef<HTMLImageElement>(null);
  const maxHeight = useStripFit(image, shownSize && shownSize.height / shownSize.width);
  // At a shared event (a kiosk of it, or a guest's phone), the consent to show the strip there.
  const guest = useGuestEvent();
  const [consentDependencies] = useState(browserConsentDependencies);
  const consent = useConsent(
    event ? (event.code ?? null) : (guest?.code ?? null),
    found?.source ?? null,
    event ? null : (guest?.gallery ?? null),
    consentDependencies,
  );

  // A living strip's video is the primary action: Download again is then in the saved note.
  const livingVideo = living !== null && canMakeVideo();
  const downloadAgain = (
    <button
      type="button"
      className="button button-primary"
      disabled={!found}
      onClick={() => found && saveFile(found.source, STRIP_FILE_NAME)}
    >
      {t('download.downloadAgain')}
    </button>
  );
  const extras = <StripExtras strip={stripBlob} size={shownSize} own={own} />;

  if (lookup.status === 'none') {
    return (
      <div className="download-empty">
        <p>{t('download.empty')}</p>
        <Link to={paths.home} className="button button-primary">
          {t('download.makeStrip')}
        </Link>
      </div>
    );
  }

  return (
    <div className="download-screen">
      <figure className="download-strip">
        {found ? (
          <img
            ref={image}
            src={found.address}
            style={maxHeight === null ? undefined : { maxHeight }}
            alt={t('download.stripAlt')}
            onLoad={(loaded) => {
              const image = loaded.currentTarget;
              setSize({
                address: found.address,
                width: image.naturalWidth,
                height: image.naturalHeight,
              });
              shown();
            }}
            onError={unreadable}
          />
        ) : (
          <p role="status" className="download-looking">
            {t('download.finding')}
          </p>
        )}
      </figure>
      {event ? (
        <div className="download-actions download-event">
          <TakeHome
            settings={event}
            strip={found?.source ?? null}
            onPrint={
              event.print
                ? () => {
                    // A booth device tells its shared event what it printed (host's counts).
                    if (event.code) countPrint(browserStorage());
                    window.print();
                  }
                : undefined
            }
          />
          {consent && <ConsentBox consent={consent} />}
          <Link to={paths.edit} className="button button-quiet">
            {t('download.backToEditing')}
          </Link>
          {event.print && found && (
            <PrintSheet address={found.address} layout={event.printLayout} />
          )}
        </div>
      ) : (
        // On a phone the next steps come above the strip, the rest below it (download-layout.css).
        <div className="download-actions download-visit">
          {/* Collect Photo saved this visit's own strip; one opened from a link was not. */}
          {found && typeof found.source !== 'string' && (
            <SavedNote strip={found.source} offerAgain={livingVideo} />
          )}
          {livingVideo ? (
            // A living strip: its video is the one primary action, the rest grouped under it.
            <VideoButtons
              living={living}
              videos={pageVideos}
              next={
                <>
                  <SendLetter />
                  {consent && <ConsentBox consent={consent} />}
                </>
              }
              more={extras}
            />
          ) : (
            // A still strip: its download is the one primary action, as a living strip's video
            // is; the letter beside it, then at a shared event the gallery's consent, in view on
            // a guest's phone as the screen opens (it is about this strip).
            <>
              <div className="download-next">
                {downloadAgain}
                <SendLetter />
                {consent && <ConsentBox consent={consent} />}
              </div>
              <MoreWays>{extras}</MoreWays>
            </>
          )}
          <Link to={paths.edit} className="button button-quiet">
            {t('download.backToEditing')}
          </Link>
        </div>
      )}
    </div>
  );
}

/** 'Send a letter to a friend', to /textbox: the step after the download. */
function SendLetter() {
  const t = useT();
  return (
    <Link to={paths.textbox} className="button">
      {/* The spec's words, all lower case, shown with a capital like the buttons beside. */}
      <span className="download-send-letter">{t('download.sendLetter')}</span>
    </Link>
  );
}
