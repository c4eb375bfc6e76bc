import { POSE_COUNTS, poseLabel, type PoseCount } from '../../../model/layouts.js';
import { StripSample } from '../../components/artwork/strip-sample.js';
import { RadioCards } from '../../components/radio-cards.js';

const LAYOUTS = POSE_COUNTS.map((count) => ({
  value: count,
  label: poseLabel(count),
  art: <StripSample poses={count} />,
}));

interface LayoutCardsProps {
  value: PoseCount | null;
  onChange(layout: PoseCount): void;
  disabled?: boolean;
}

/** The four layouts as radio cards, each with a sample strip; the label names the radio. */
export function LayoutCards({ value, onChange, disabled = false }: LayoutCardsProps) {
  return (
    <RadioCards
      legend="How many poses?"
      name="layout"
      look="cards"
      choices={LAYOUTS}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
