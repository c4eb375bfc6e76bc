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

export const DEFAULT_FILTER: FilterKey = 'none';

export function isFilterKey(value: unknown): value is FilterKey {
  return FILTER_KEYS.includes(value as FilterKey);
}
