/**
 * The slideshow on a TV or projector (`/e/<code>/show`): the event's name, the strip just
 * added in the spotlight, the calm rotation beside it and a corner QR code to the guest link.
 * Everything it shows comes from the model (show-model.ts) through useShow; it only draws.
 */
import { useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { eventCodeOf, eventScreenPath, paths } from '../../../model/paths.js';
import type { Entry } from '../../../model/live-event.js';
import { LivingStripMedia } from '../../components/living-strip-media.js';
import { QrCode } from '../../components/qr-code.js';
import { useT } from '../../lib/i18n/language.js';
import { showLayout } from './show-layout.js';
import { rotationEntries } from './show-model.js';
import { useShow, type ShowDependencies } from './use-show.js';
import './show.css';

/** The show of the event the address names (the router sends only a well-formed code). */
export function ShowScreen({
  pathname,
  dependencies,
}: {
  pathname: string;
  dependencies?: ShowDependencies;
}) {
  const code = eventCodeOf(pathname);
  return code === null ? null : <Show key={code} code={code} dependencies={dependencies} />;
}

function Show({ code, dependencies }: { code: string; dependencies?: ShowDependencies }) {
  const t = useT();
  const { state, status, connected } = useShow(code, dependencies);
  const name = state.event?.settings.name ?? '';
  const title = name || t('show.title');
  useEffect(() => {
    document.title = `${title} · Postbooth`;
  }, [title]);

  const notice =
    status === 'ended'
      ? t('show.ended')
      : status === 'unknown'
        ? t('show.unknown')
        : status === 'failed'
          ? t('show.failed')
          : status === 'loading'
            ? t('show.loading')
            : null;
  const rotation = rotationEntries(state);
  const spotlight = state.spotlight?.entry ?? null;
  const empty = status === 'running' && !spotlight && rotation.length === 0;
  const off = state.event?.settings.gallery === 'off';
  const layout = showLayout(rotation.length, spotlight !== null);
  // Sized for how many strips there are (show-layout.ts), centred on the screen.
  const stageSizes = {
    '--show-strip-height': `${layout.stripVh}vh`,
    '--show-spotlight-height': `${layout.spotlightVh}vh`,
    '--show-gap': `${layout.gapVh}vh`,
  } as CSSProperties;

  const guestUrl = `${location.origin}${eventScreenPath(paths.guest, code)}`;
  return (
    <main className={empty ? 'show show-empty' : 'show'}>
      <header className="show-top">
        <h1 className="show-name">{title}</h1>
        <FullScreenButton label={t('show.fullScreen')} />
      </header>
      {notice !== null && (
        <p className="show-notice" role="status">
          {notice}
        </p>
      )}
      {notice === null && (
        <div className="show-stage" style={stageSizes}>
          {spotlight && (
            <figure className="show-spotlight" key={spotlight.id}>
              <StripImage entry={spotlight} alt={t('show.stripAlt')} full />
              <figcaption className="show-new">{t('show.new')}</figcaption>
            </figure>
          )}
          {rotation.map((entry, index) => (
            <figure
              className="show-strip"
              key={entry.id}
              style={{ animationDelay: `${-index * 1.7}s` }}
            >
              <StripImage entry={entry} alt={t('show.stripAlt')} />
            </figure>
          ))}
          {/* Before the first strip the screen invites: the QR code large in the middle. */}
          {empty && (
            <div className="show-welcome">
              <MakeYours url={guestUrl} label={t('show.qrLabel')} words={t('show.makeYours')} />
              <p className="show-waiting">{off ? t('show.off') : t('show.waiting')}</p>
            </div>
          )}
        </div>
      )}
      {status !== 'unknown' && status !== 'ended' && !empty && (
        <aside className="show-corner">
          <MakeYours url={guestUrl} label={t('show.qrLabel')} words={t('show.makeYours')} />
        </aside>
      )}
      {!connected && status === 'running' && (
        <p className="show-offline" role="status">
          {t('show.reconnecting')}
        </p>
      )}
    </main>
  );
}

/** The guest link's QR code on a white card, with the words that say what it does. */
function MakeYours({ url, label, words }: { url: string; label: string; words: string }) {
  return (
    <div className="show-make-card">
      <QrCode className="show-qr" text={url} label={label} />
      <p className="show-make">{words}</p>
    </div>
  );
}

function StripImage({ entry, alt, full = false }: { entry: Entry; alt: string; full?: boolean }) {
  // The spotlight is large: the strip itself; the rotation's places take the display copy.
  const src = full ? entry.stripUrl : (entry.displayUrl ?? entry.stripUrl);
  // A living strip plays where its still shows, muted and looping, the still its poster.
  return (
    <LivingStripMedia
      className="show-image"
      src={src}
      video={entry.videoUrl}
      alt={alt}
      width={entry.width}
      height={entry.height}
    />
  );
}

const subscribeFullScreen = (changed: () => void) => {
  document.addEventListener('fullscreenchange', changed);
  return () => document.removeEventListener('fullscreenchange', changed);
};

/** Asks for the whole screen; gone once there (Escape leaves it, as browsers say). */
function FullScreenButton({ label }: { label: string }) {
  const full = useSyncExternalStore(
    subscribeFullScreen,
    () => document.fullscreenElement !== null,
    () => false,
  );
  const possible = typeof document !== 'undefined' && document.fullscreenEnabled;
  if (full || !possible) return null;
  return (
    <button
      type="button"
      className="button show-full-screen"
      onClick={() => void document.documentElement.requestFullscreen().catch(() => undefined)}
    >
      {label}
    </button>
  );
}
