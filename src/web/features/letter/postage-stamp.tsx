import { useId } from 'react';

/** Holes punched along the stamp's edges, every 8 units around a 64 × 76 stamp. */
const PERFORATIONS: readonly (readonly [number, number])[] = [
  ...Array.from({ length: 9 }, (_, i) => [i * 8, 0] as const),
  ...Array.from({ length: 9 }, (_, i) => [i * 8, 76] as const),
  ...Array.from({ length: 10 }, (_, i) => [0, i * 8 + 2] as const),
  ...Array.from({ length: 10 }, (_, i) => [64, i * 8 + 2] as const),
];

const HOLE_RADIUS = 2.6;

/**
 * Every hole as one path of circles (two arcs each): one element rather than 38, fewer for the
 * friend's page to lay out and for the app to hydrate.
 */
const HOLES = PERFORATIONS.map(
  ([x, y]) =>
    `M${x - HOLE_RADIUS} ${y}a${HOLE_RADIUS} ${HOLE_RADIUS} 0 1 0 ${2 * HOLE_RADIUS} 0` +
    `a${HOLE_RADIUS} ${HOLE_RADIUS} 0 1 0 ${-2 * HOLE_RADIUS} 0z`,
).join('');

/** The stamp in the letter's corner: a tiny photostrip on a sunny stamp, with a postmark. */
export function PostageStamp() {
  const mask = `stamp-holes-${useId().replace(/:/g, '')}`;
  return (
    <svg className="postage-stamp" viewBox="-6 -6 104 92" aria-hidden="true" focusable="false">
      <defs>
        <mask id={mask}>
          <rect x="-4" y="-4" width="72" height="84" fill="#fff" />
          <path d={HOLES} fill="#000" />
        </mask>
      </defs>
      <g transform="rotate(4 32 38)">
        <rect x="-2" y="-2" width="68" height="80" fill="#fffdf9" mask={`url(#${mask})`} />
        <rect x="6" y="6" width="52" height="64" rx="2" fill="var(--color-sun-soft)" />
        <circle cx="46" cy="20" r="9" fill="var(--color-sun)" />
        <path d="M6 58 22 44 32 52 44 40 58 54V70H6z" fill="var(--color-mint)" />
        <g transform="rotate(-8 28 36)">
          <rect
            x="20"
            y="14"
            width="16"
            height="40"
            rx="2"
            fill="#fffdf9"
            stroke="var(--color-ink)"
            strokeWidth="1.5"
          />
          <rect x="23" y="17" width="10" height="10" fill="var(--color-blush)" />
          <rect x="23" y="29" width="10" height="10" fill="var(--color-sky)" />
          <rect x="23" y="41" width="10" height="10" fill="var(--color-lilac)" />
        </g>
        <path
          d="M47 63c-3-3-6-5-6-8a3 3 0 0 1 6-1 3 3 0 0 1 6 1c0 3-3 5-6 8z"
          fill="var(--color-accent)"
        />
      </g>
      {/* The postmark, half over the stamp. */}
      <g fill="none" stroke="var(--color-accent-strong)" strokeWidth="1.6" opacity="0.55">
        <circle cx="20" cy="62" r="17" />
        <circle cx="20" cy="62" r="12" />
        <path d="M40 52q8-5 16 0t16 0 16 0M40 60q8-5 16 0t16 0 16 0M40 68q8-5 16 0t16 0 16 0" />
      </g>
    </svg>
  );
}
