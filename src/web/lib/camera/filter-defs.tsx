import {
  FILTER_KEYS,
  FILTER_MATRICES,
  matrixValues,
  type FilterKey,
} from '../../../model/filters.js';
import './filter-defs.css';

const idOf = (key: FilterKey) => `postbooth-filter-${key}`;

/** The CSS `filter` that shows `key` on an element; the same matrix the photo's pixels get. */
export function cssFilter(key: FilterKey): string {
  return key === 'none' ? 'none' : `url(#${idOf(key)})`;
}

/** One SVG filter per photo filter, for cssFilter() to point at. Render it once per screen. */
export function FilterDefs() {
  return (
    <svg className="filter-defs" aria-hidden="true" focusable="false" width="0" height="0">
      <defs>
        {FILTER_KEYS.filter((key) => key !== 'none').map((key) => (
          <filter key={key} id={idOf(key)} colorInterpolationFilters="sRGB">
            <feColorMatrix
              type="matrix"
              values={matrixValues(FILTER_MATRICES[key])}
              colorInterpolationFilters="sRGB"
            />
          </filter>
        ))}
      </defs>
    </svg>
  );
}
