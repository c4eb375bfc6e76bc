import { POSE_COUNTS } from '../../../model/layouts.js';
import { StripSample } from '../../components/artwork/strip-sample.js';
import type { Translate } from '../../lib/i18n/message-key.js';

/** The four layouts as radio cards, each with a sample strip; the label names the radio. */
export function layoutChoices(t: Translate) {
  return POSE_COUNTS.map((count) => ({
    value: count,
    label: t('layout.poseCount', { count }),
    art: <StripSample poses={count} />,
  }));
}
