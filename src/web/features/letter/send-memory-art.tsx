import { useT } from '../../lib/i18n/language.js';
import { ArtLettering } from './art-lettering.js';

/**
 * The sender's decorative heading: "send this memory" lettered beside an
 * envelope sealed with a heart, flying off along a dashed trail. Our own drawing.
 */
export function SendMemoryArt() {
  const t = useT();
  const small = t('letter.artSmall');
  const big = t('letter.artBig');
  return (
    <svg
      className="letter-art send-memory-art"
      viewBox="0 0 360 132"
      role="img"
      aria-label={t('letter.artLabel')}
    >
      <path
        d="M30 118c24 14 62 4 72-18"
        fill="none"
        stroke="var(--color-ink-muted)"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeDasharray="2 8"
      />
      <g transform="rotate(-12 58 62)">
        <rect
          x="16"
          y="36"
          width="84"
          height="58"
          rx="6"
          fill="var(--color-line)"
          transform="translate(3 4)"
        />
        <rect
          x="16"
          y="36"
          width="84"
          height="58"
          rx="6"
          fill="var(--color-surface)"
          stroke="var(--color-ink)"
          strokeWidth="2.5"
        />
        <path
          d="M19 40l39 30 39-30"
          fill="none"
          stroke="var(--color-ink)"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <path
          d="M58 86c-6-5-11-9-11-14a5.5 5.5 0 0 1 11-2 5.5 5.5 0 0 1 11 2c0 5-5 9-11 14z"
          fill="var(--color-accent)"
          stroke="var(--color-ink)"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </g>
      <ArtLettering small={small} big={big} />
    </svg>
  );
}
