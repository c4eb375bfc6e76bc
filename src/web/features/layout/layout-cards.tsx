import { POSE_COUNTS, poseLabel, type PoseCount } from '../../../model/layouts.js';
import { StripSample } from '../booth-art/strip-sample.js';

interface LayoutCardsProps {
  value: PoseCount | null;
  onChange(layout: PoseCount): void;
  disabled?: boolean;
}

/** The four layouts as radio cards, each with a sample strip; the label names the radio. */
export function LayoutCards({ value, onChange, disabled = false }: LayoutCardsProps) {
  return (
    <fieldset className="choice-group" disabled={disabled}>
      <legend className="choice-legend">How many poses?</legend>
      <div className="layout-cards">
        {POSE_COUNTS.map((count) => (
          <label key={count} className="layout-card">
            <input
              type="radio"
              name="layout"
              value={count}
              checked={value === count}
              onChange={() => onChange(count)}
              className="choice-input"
            />
            <span className="choice-check" aria-hidden="true" />
            <StripSample poses={count} />
            <span className="layout-card-label">{poseLabel(count)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
