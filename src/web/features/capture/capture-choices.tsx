import { FILTER_KEYS } from '../../../model/filters.js';
import { POSE_COUNTS, TIMER_CHOICES } from '../../../model/layouts.js';
import { cssFilter } from '../../lib/camera/filter-defs.js';
import { filterLabelKey } from '../../lib/camera/filter-label.js';
import type { Translate } from '../../lib/i18n/message-key.js';

/** The camera screen's rows of pills: poses (when /layout was skipped), countdown, filter. */
export function poseChoices(t: Translate) {
  return POSE_COUNTS.map((count) => ({ value: count, label: t('capture.poses', { count }) }));
}

export function timerChoices(t: Translate) {
  return TIMER_CHOICES.map((seconds) => ({
    value: seconds,
    label: t('capture.seconds', { seconds }),
  }));
}

export function filterChoices(t: Translate) {
  return FILTER_KEYS.map((key) => ({
    value: key,
    label: t(filterLabelKey(key)),
    art: <span className="filter-swatch" aria-hidden="true" style={{ filter: cssFilter(key) }} />,
  }));
}
