/**
 * The filters' names, apart from their matrices (filters.ts): the visit's checks and the
 * navigation state need only these, and the first page then carries no matrix code.
 */
export const FILTER_KEYS = [
  'none',
  'bw',
  'sepia',
  'pastel',
  'vivid',
  'pop',
  'neon',
  'vintage',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * The filters' English names, for logs and tests: screens show the translated name of
 * filterLabelKey() (src/web/features/capture/filter-label.ts) instead.
 */
export const FILTER_LABELS: Readonly<Record<FilterKey, string>> = {
  none: 'None',
  bw: 'B&W',
  sepia: 'Sepia',
  pastel: 'Pastel',
  vivid: 'Vivid',
  pop: 'Pop',
  neon: 'Neon',
  vintage: 'Vintage',
};

export const DEFAULT_FILTER: FilterKey = 'none';

export function isFilterKey(value: unknown): value is FilterKey {
  return FILTER_KEYS.includes(value as FilterKey);
}
