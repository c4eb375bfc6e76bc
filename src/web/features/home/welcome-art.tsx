import { PoseSample } from '../../components/artwork/pose-sample.js';

const CONFETTI = [
  { x: 28, y: 40, r: 18, fill: 'var(--color-accent)' },
  { x: 58, y: 170, r: -24, fill: 'var(--color-mint)' },
  { x: 262, y: 52, r: 30, fill: 'var(--color-sky)' },
  { x: 292, y: 150, r: -12, fill: 'var(--color-accent)' },
  { x: 240, y: 196, r: 40, fill: 'var(--color-lilac)' },
  { x: 86, y: 22, r: -35, fill: 'var(--color-sun)' },
];

function Sparkle({ x, y, size }: { x: number; y: number; size: number }) {
  const s = size;
  return (
    <path
      transform={`translate(${x} ${y})`}
      d={`M0 ${-s}Q${s * 0.15} ${-s * 0.15} ${s} 0Q${s * 0.15} ${s * 0.15} 0 ${s}Q${-s * 0.15} ${s * 0.15} ${-s} 0Q${-s * 0.15} ${-s * 0.15} 0 ${-s}z`}
      fill="var(--color-sun)"
      stroke="var(--color-ink)"
      strokeWidth="1.5"
      strokeLinejoin="round"
    />
  );
}

/** The welcome image: a photostrip of friends pulling faces, with sun and confetti. */
export function WelcomeArt() {
  return (
    <svg
      className="welcome-art"
      viewBox="-8 -16 336 250"
      role="img"
      aria-label="A photostrip of three friends pulling faces, with confetti all around"
    >
      <circle cx="160" cy="112" r="96" fill="var(--color-sun)" opacity="0.35" />
      <circle cx="160" cy="112" r="70" fill="var(--color-sun)" opacity="0.5" />
      {CONFETTI.map((piece) => (
        <rect
          key={`${piece.x}-${piece.y}`}
          x={piece.x - 6}
          y={piece.y - 3}
          width="12"
          height="6"
          rx="2"
          fill={piece.fill}
          transform={`rotate(${piece.r} ${piece.x} ${piece.y})`}
        />
      ))}
      <circle cx="40" cy="110" r="5" fill="var(--color-sky)" />
      <circle cx="282" cy="100" r="4" fill="var(--color-mint)" />
      <circle cx="214" cy="20" r="4" fill="var(--color-accent)" />
      {/* A second strip peeking out behind. */}
      <g transform="rotate(12 200 118)">
        <rect
          x="170"
          y="26"
          width="74"
          height="188"
          rx="6"
          fill="var(--color-surface)"
          stroke="var(--color-ink)"
          strokeWidth="2"
        />
        <PoseSample pose={3} x={177} y={33} width={60} />
        <PoseSample pose={4} x={177} y={83} width={60} />
        <PoseSample pose={5} x={177} y={133} width={60} />
      </g>
      {/* The main strip. */}
      <g transform="rotate(-7 130 112)">
        <rect x="93" y="4" width="94" height="214" rx="7" fill="var(--color-line)" />
        <rect
          x="90"
          y="0"
          width="94"
          height="214"
          rx="7"
          fill="var(--color-surface)"
          stroke="var(--color-ink)"
          strokeWidth="2.5"
        />
        <PoseSample pose={0} x={98} y={8} width={78} />
        <PoseSample pose={1} x={98} y={73} width={78} />
        <PoseSample pose={2} x={98} y={138} width={78} />
        <path
          transform="translate(137 206)"
          d="M0 4l-5-5a3 3 0 0 1 5-3.4 3 3 0 0 1 5 3.4z"
          fill="var(--color-accent)"
        />
      </g>
      <Sparkle x={70} y={70} size={12} />
      <Sparkle x={262} y={104} size={9} />
      <Sparkle x={232} y={172} size={7} />
    </svg>
  );
}
