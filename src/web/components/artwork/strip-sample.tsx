import { PoseSample } from './pose-sample.js';

const FRAME_W = 100;
const FRAME_H = 75;
const GAP = 8;
const PAD = 10;
const FOOT = 22;

interface StripSampleProps {
  /** How many poses the strip holds: one sample photo each. */
  poses: number;
}

/**
 * A small photostrip with a sample photo per pose, for a layout card: one column, like the
 * strip the editor makes (src/model/strip.ts). Decorative: the card's label names it.
 */
export function StripSample({ poses }: StripSampleProps) {
  const width = PAD * 2 + FRAME_W;
  const height = PAD + poses * FRAME_H + (poses - 1) * GAP + FOOT;
  return (
    <svg
      className="strip-sample"
      viewBox={`-4 -4 ${width + 8} ${height + 8}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="3" width={width} height={height} rx="6" fill="var(--color-line)" />
      <rect
        width={width}
        height={height}
        rx="6"
        fill="var(--color-surface)"
        stroke="var(--color-ink)"
        strokeWidth="2"
      />
      {Array.from({ length: poses }, (_, pose) => (
        <PoseSample key={pose} pose={pose} x={PAD} y={PAD + pose * (FRAME_H + GAP)} />
      ))}
      <path
        transform={`translate(${width / 2} ${height - FOOT / 2 + 1})`}
        d="M0 5l-6-6a3.5 3.5 0 0 1 6-4 3.5 3.5 0 0 1 6 4z"
        fill="var(--color-accent)"
      />
    </svg>
  );
}
