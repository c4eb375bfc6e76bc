import { ringDashOffset } from './start-over-countdown.js';

const RADIUS = 22;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * The seconds left before the booth starts over, as a number in a ring whose arc shrinks to
 * nothing: seen from a step away, while the note beside it says it in words (its name).
 */
export function StartOverRing({
  left,
  total,
  labelledBy,
}: {
  left: number;
  total: number;
  /** The id of the words that say when the booth starts over. */
  labelledBy: string;
}) {
  return (
    <div className="start-over-ring" role="timer" aria-labelledby={labelledBy}>
      <svg viewBox="0 0 56 56" aria-hidden="true">
        <circle className="start-over-ring-track" cx="28" cy="28" r={RADIUS} />
        <circle
          className="start-over-ring-arc"
          cx="28"
          cy="28"
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={ringDashOffset(left, total, CIRCUMFERENCE)}
        />
      </svg>
      <span className="start-over-ring-seconds" aria-hidden="true">
        {left}
      </span>
    </div>
  );
}
