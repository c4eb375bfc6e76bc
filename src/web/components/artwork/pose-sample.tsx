import { useId } from 'react';

/**
 * A sample photo for one pose of a layout card: a drawn friend making a face, a different one
 * per pose. Original artwork for Postbooth; colours come from the design tokens.
 */

interface PoseLook {
  backdrop: string;
  skin: string;
  hair: string;
}

const LOOKS: readonly PoseLook[] = [
  { backdrop: 'var(--color-sky)', skin: '#f2c5a0', hair: '#5b3a29' },
  { backdrop: 'var(--color-mint)', skin: '#c68b5f', hair: '#2b1d16' },
  { backdrop: 'var(--color-sun)', skin: '#8d5a3b', hair: '#1c120d' },
  { backdrop: 'var(--color-lilac)', skin: '#f6d6ba', hair: '#d9813a' },
  { backdrop: 'var(--color-peach)', skin: '#a8704a', hair: '#3d2a20' },
  { backdrop: 'var(--color-blush)', skin: '#e8b48e', hair: '#7a4a2f' },
];

const FALLBACK_LOOK: PoseLook = { backdrop: 'var(--color-sky)', skin: '#f2c5a0', hair: '#5b3a29' };

const INK = 'var(--color-ink)';

/** The face's expression and prop for each pose, in a 100 × 75 frame. */
function Expression({ pose }: { pose: number }) {
  switch (pose % 6) {
    case 0: // Happy, eyes closed.
      return (
        <g fill="none" stroke={INK} strokeWidth="2.5" strokeLinecap="round">
          <path d="M40 38q4-4 8 0M54 38q4-4 8 0" />
          <path d="M42 47q9 8 18 0" />
        </g>
      );
    case 1: // A wink and a tongue.
      return (
        <g stroke={INK} strokeWidth="2.5" strokeLinecap="round">
          <circle cx="44" cy="38" r="2.2" fill={INK} stroke="none" />
          <path d="M54 38h8" fill="none" />
          <path d="M43 47q8 6 16 0" fill="none" />
          <path d="M49 49.5q2 6 5 0" fill="#ef7a8a" strokeWidth="1.5" />
        </g>
      );
    case 2: // Surprised, with round glasses.
      return (
        <g stroke={INK} strokeWidth="2.5">
          <circle cx="44" cy="38" r="5" fill="#ffffff" />
          <circle cx="58" cy="38" r="5" fill="#ffffff" />
          <path d="M49 38h4" fill="none" />
          <circle cx="44" cy="38" r="1.6" fill={INK} stroke="none" />
          <circle cx="58" cy="38" r="1.6" fill={INK} stroke="none" />
          <ellipse cx="51" cy="50" rx="3" ry="4" fill={INK} stroke="none" />
        </g>
      );
    case 3: // A big grin and a party hat.
      return (
        <g>
          <path d="M42 20l9-19 9 19z" fill="var(--color-accent)" />
          <circle cx="51" cy="1.5" r="3" fill="var(--color-sun)" />
          <path d="M45 14h12" stroke="var(--color-sun)" strokeWidth="3" />
          <circle cx="44" cy="37" r="2.2" fill={INK} />
          <circle cx="58" cy="37" r="2.2" fill={INK} />
          <path d="M41 44q10 12 20 0z" fill={INK} />
        </g>
      );
    case 4: // Heart eyes.
      return (
        <g>
          <path
            d="M44 41l-4.5-4.5a2.6 2.6 0 0 1 4.5-3 2.6 2.6 0 0 1 4.5 3zM58 41l-4.5-4.5a2.6 2.6 0 0 1 4.5-3 2.6 2.6 0 0 1 4.5 3z"
            fill="var(--color-accent)"
          />
          <path
            d="M44 47q7 6 14 0"
            fill="none"
            stroke={INK}
            strokeWidth="2.5"
            strokeLinecap="round"
          />
        </g>
      );
    default: // A peace sign and a smile.
      return (
        <g>
          <circle cx="44" cy="38" r="2.2" fill={INK} />
          <circle cx="58" cy="38" r="2.2" fill={INK} />
          <path
            d="M44 47q7 6 14 0"
            fill="none"
            stroke={INK}
            strokeWidth="2.5"
            strokeLinecap="round"
          />
          <path
            d="M76 70V52M76 52l-4-12M76 52l4-12"
            fill="none"
            stroke="#e8b48e"
            strokeWidth="5"
            strokeLinecap="round"
          />
        </g>
      );
  }
}

interface PoseSampleProps {
  /** Which pose, from 0: each shows a different face. */
  pose: number;
  /** Where the frame sits inside the parent SVG. */
  x?: number;
  y?: number;
  width?: number;
}

/** One sample photo, 4:3, drawn inside a parent <svg>. */
export function PoseSample({ pose, x = 0, y = 0, width = 100 }: PoseSampleProps) {
  const look = LOOKS[pose % LOOKS.length] ?? FALLBACK_LOOK;
  const scale = width / 100;
  const clipId = `pose-clip${useId().replace(/:/g, '')}`;
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <defs>
        <clipPath id={clipId}>
          <rect width="100" height="75" rx="4" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${clipId})`}>
        <rect width="100" height="75" fill={look.backdrop} />
        <circle cx="14" cy="14" r="5" fill="#ffffff" opacity="0.55" />
        <circle cx="86" cy="22" r="3" fill="#ffffff" opacity="0.55" />
        {/* Shoulders, neck, head and hair. */}
        <path d="M24 75q2-17 27-17t27 17z" fill="var(--color-surface)" />
        <rect x="46" y="52" width="10" height="8" fill={look.skin} />
        <circle cx="51" cy="40" r="17" fill={look.skin} />
        <path d="M34 38q-1-20 17-20t17 20q-6-11-17-11t-17 11z" fill={look.hair} />
        <circle cx="40" cy="45" r="3" fill="#ef7a8a" opacity="0.45" />
        <circle cx="62" cy="45" r="3" fill="#ef7a8a" opacity="0.45" />
        <Expression pose={pose} />
      </g>
    </g>
  );
}
