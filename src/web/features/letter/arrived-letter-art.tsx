import { useT } from '../../lib/i18n/language.js';
import { ArtLettering } from './art-lettering.js';

/**
 * The friend's decorative heading: an envelope that has just landed, open, its letter
 * peeking out, lettered "you've got mail!" in the reader's language. Its sender sees
 * SendMemoryArt instead. Our own drawing.
 */
export function ArrivedLetterArt() {
  const t = useT();
  const small = t('letter.friendArtSmall');
  const big = t('letter.friendArtBig');
  return (
    <svg
      className="letter-art letter-art-arrived"
      viewBox="0 0 360 132"
      role="img"
      aria-label={t('letter.friendArtLabel')}
    >
      {/* Where it landed: a soft shadow and two little bounce marks. */}
      <ellipse cx="60" cy="122" rx="46" ry="5" fill="var(--color-line)" />
      <path
        d="M8 104l-6-4M10 88l-8 0M112 104l6-4M110 88l8 0"
        stroke="var(--color-ink-muted)"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      {/* The open flap behind the letter. */}
      <path
        d="M16 56 60 26 104 56z"
        fill="var(--color-sun-soft)"
        stroke="var(--color-ink)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <g transform="rotate(-5 60 50)">
        <rect
          x="30"
          y="14"
          width="60"
          height="62"
          rx="3"
          fill="var(--color-surface)"
          stroke="var(--color-ink)"
          strokeWidth="2.5"
        />
        <path
          d="M40 28h40M40 38h40M40 48h28"
          stroke="var(--color-ink-muted)"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </g>
      {/* The envelope's front, its pocket folds, and the heart seal. */}
      <path
        d="M16 56h88v52a6 6 0 0 1-6 6H22a6 6 0 0 1-6-6z"
        fill="var(--color-surface)"
        stroke="var(--color-ink)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M17 112 52 84M103 112 68 84"
        fill="none"
        stroke="var(--color-ink)"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      <path
        d="M60 96c-6-5-11-9-11-14a5.5 5.5 0 0 1 11-2 5.5 5.5 0 0 1 11 2c0 5-5 9-11 14z"
        fill="var(--color-accent)"
        stroke="var(--color-ink)"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <ArtLettering small={small} big={big} />
    </svg>
  );
}
