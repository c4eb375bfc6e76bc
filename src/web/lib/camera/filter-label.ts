import type { FilterKey } from '../../../model/filter-keys.js';
import type { MessageKey } from '../i18n/message-key.js';

const FILTER_LABEL_KEYS: Readonly<Record<FilterKey, MessageKey>> = {
  none: 'capture.filterNone',
  bw: 'capture.filterBw',
  sepia: 'capture.filterSepia',
  pastel: 'capture.filterPastel',
  vivid: 'capture.filterVivid',
  pop: 'capture.filterPop',
  neon: 'capture.filterNeon',
  vintage: 'capture.filterVintage',
};

/** The message naming a filter, for every screen that shows filter names (camera, editor). */
export function filterLabelKey(key: FilterKey): MessageKey {
  return FILTER_LABEL_KEYS[key];
}
