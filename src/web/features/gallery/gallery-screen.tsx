/**
 * The event's gallery (`/e/<code>/gallery`): the approved strips, newest first, as a grid of
 * display copies that load as they come near (hundreds of strips on a phone), a page at a
 * time; each opens full size with Download and Share.
 */
import { useEffect, useRef, useState } from 'react';
import type { Entry } from '../../../model/live-event.js';
import { eventCodeOf, eventScreenPath, paths } from '../../../model/paths.js';
import { EventGoneActions } from '../../components/event-gone.js';
import { LivingStripMedia } from '../../components/living-strip-media.js';
import { Screen } from '../../components/screen.js';
import type { EventReader } from '../../lib/api/event-gallery-api.js';
import { useT } from '../../lib/i18n/language.js';
import type { MessageKey } from '../../lib/i18n/message-key.js';
import { Link } from '../../lib/router/link.js';
import { StripViewer } from './strip-viewer.js';
import { useGallery } from './use-gallery.js';
import './gallery.css';

const PROBLEM_KEYS: Record<string, MessageKey> = {
  unknown: 'gallery.unknown',
  ended: 'gallery.ended',
  off: 'gallery.off',
  failed: 'gallery.failed',
};

/** The gallery of the event the address names (the router sends only a well-formed code). */
export function GalleryScreen({ pathname, reader }: { pathname: string; reader?: EventReader }) {
  const code = eventCodeOf(pathname);
  return code === null ? null : <Gallery key={code} code={code} reader={reader} />;
}

function Gallery({ code, reader }: { code: string; reader?: EventReader }) {
  const t = useT();
  const view = useGallery(code, reader);
  const [open, setOpen] = useState<Entry | null>(null);
  const name = view.event?.settings.name;
  const { entries, next } = view.list;
  const stopped = view.problem !== null && view.problem !== 'failed';

  return (
    <Screen title={name ?? t('gallery.title')}>
      <div className="gallery">
        {!stopped && <p className="gallery-intro">{t('gallery.intro')}</p>}
        {view.loading && (
          <p className="gallery-note" role="status">
            {t('gallery.loading')}
          </p>
        )}
        {view.problem && (
          <div className="gallery-note" role="alert">
            <p>{t(PROBLEM_KEYS[view.problem] ?? 'gallery.failed')}</p>
            {view.problem === 'failed' && (
              <button type="button" className="button" onClick={view.retry}>
                {t('gallery.retry')}
              </button>
            )}
          </div>
        )}
        {stopped && view.problem !== 'off' && <EventGoneActions />}
        {!view.loading && !view.problem && entries.length === 0 && (
          <p className="gallery-note">{t('gallery.empty')}</p>
        )}
        {entries.length > 0 && (
          <ul className="gallery-grid">
            {entries.map((entry, index) => (
              <li key={entry.id} className="gallery-tile">
                <button
                  type="button"
                  className="gallery-open"
                  aria-label={t('gallery.open', { number: index + 1 })}
                  onClick={() => setOpen(entry)}
                >
                  {/* A living strip plays only while its tile is on screen. */}
                  <LivingStripMedia
                    className="gallery-thumb"
                    src={entry.displayUrl ?? entry.stripUrl}
                    video={entry.videoUrl}
                    alt=""
                    width={entry.width ?? 1}
                    height={entry.height ?? 3}
                    loading="lazy"
                    whenOnScreen
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
        {next !== null && !view.problem && (
          <MoreButton
            busy={view.loadingMore}
            onMore={view.loadMore}
            label={t('gallery.loadMore')}
          />
        )}
        {!stopped && (
          <p className="gallery-make">
            <Link to={eventScreenPath(paths.guest, code)} className="button button-primary">
              {t('gallery.makeYours')}
            </Link>
          </p>
        )}
        {open && <StripViewer key={open.id} entry={open} onClose={() => setOpen(null)} />}
      </div>
    </Screen>
  );
}

/** Load more: pressed, or by itself as it comes near the screen (scrolling on). */
function MoreButton({ busy, onMore, label }: { busy: boolean; onMore: () => void; label: string }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = button.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((entry) => entry.isIntersecting)) onMore();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [onMore]);
  return (
    <p className="gallery-more">
      <button
        ref={button}
        type="button"
        className="button"
        aria-disabled={busy}
        onClick={() => !busy && onMore()}
      >
        {label}
      </button>
    </p>
  );
}
