import { POSE_COUNTS, poseLabel } from '../../../model/layouts.js';
import { StripSample } from '../../components/artwork/strip-sample.js';

/** The four layouts as radio cards, each with a sample strip; the label names the radio. */
export const LAYOUT_CHOICES = POSE_COUNTS.map((count) => ({
  value: count,
  label: poseLabel(count),
  art: <StripSample poses={count} />,
}));
