import { useRef, useState } from 'react';
import { useT } from '../../lib/i18n/language.js';
import { StripImage, type StripDisplay } from './strip-image.js';

/** The reader's choice with the Play/Pause button; null: as their motion setting says. */
type Motion = 'on' | 'off' | null;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * A living strip on the friend's page: its video, muted, looping, inline, with the still strip
 * as its poster, in the server's HTML (the friend's page runs no app code until its reader's
 * first input, app/start-moment.ts). Without video support the poster is today's page. Readers
 * who ask for reduced motion see the still (letter.css, by their setting alone, before any
 * script) until they press Play; anyone can pause it. The still <img> stays in the page: the
 * full-screen viewer opens from it.
 */
export function LivingStripImage({
  video,
  strip,
  display = {},
}: {
  /** The video's path on this server. */
  video: string;
  /** The stored strip's path (the PNG), the poster when there is no display copy. */
  strip: string;
  display?: StripDisplay;
}) {
  const t = useT();
  const element = useRef<HTMLVideoElement>(null);
  const [motion, setMotion] = useState<Motion>(null);

  function toggle() {
    const moving = motion ? motion === 'on' : !matchMedia(REDUCED_MOTION).matches;
    setMotion(moving ? 'off' : 'on');
    if (moving) element.current?.pause();
    else void element.current?.play().catch(() => undefined);
  }

  return (
    <div className="letter-strip-live" data-motion={motion ?? undefined}>
      <video
        ref={element}
        className="letter-strip-image letter-strip-video"
        src={video}
        poster={display.url ?? strip}
        width={display.width}
        height={display.height}
        aria-label={t('letter.stripAlt')}
        muted
        autoPlay
        loop
        playsInline
        preload="metadata"
      />
      <StripImage source={strip} display={display} />
      {/* Over the strip's own button (which opens the viewer): both labels in the HTML, the
          one that applies shown by letter.css from the motion setting and the choice. */}
      <button type="button" className="letter-strip-motion" onClick={toggle}>
        {/* Their icons are drawn by letter.css; their words are for screen readers. */}
        <span className="letter-strip-pause">
          <span className="visually-hidden">{t('letter.pauseVideo')}</span>
        </span>
        <span className="letter-strip-play">
          <span className="visually-hidden">{t('letter.playVideo')}</span>
        </span>
      </button>
    </div>
  );
}
