import { COUNT_SERIES, hoursToShow, layoutCountChart } from '../../../model/count-chart.js';
import type { HourCounts } from '../../../model/live-event.js';
import { useLanguage, useT } from '../../lib/i18n/language.js';
import './hourly-counts.css';

const WIDTH = 600;
const HEIGHT = 180;

const SERIES_LABEL = {
  made: 'host.made',
  shared: 'host.shared',
  printed: 'host.printed',
  gallery: 'host.gallery',
} as const;

/**
 * The counts per hour as grouped bars (model/count-chart.ts), with a legend; screen readers get
 * the same figures as a table instead of the drawing. The bars stretch to the width (no text in
 * the SVG, so nothing is distorted); the scale and the hours are HTML.
 */
export function HourlyCounts({ counts }: { counts: readonly HourCounts[] }) {
  const t = useT();
  const { language } = useLanguage();
  const chart = layoutCountChart(counts, WIDTH, HEIGHT);
  const hourLabel = new Intl.DateTimeFormat(language, { hour: 'numeric' });
  const number = new Intl.NumberFormat(language);

  if (chart.groups.length === 0) return <p className="host-hint">{t('host.countsEmpty')}</p>;
  return (
    <figure className="host-chart">
      <ul className="host-legend" aria-hidden="true">
        {COUNT_SERIES.map((series) => (
          <li key={series}>
            <span className={`host-swatch host-series-${series}`} />
            {t(SERIES_LABEL[series])}
          </li>
        ))}
      </ul>
      <div className="host-chart-plot">
        <span className="host-chart-top" aria-hidden="true">
          {number.format(chart.top)}
        </span>
        <svg
          className="host-chart-svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {chart.groups.map((group) =>
            group.bars.map((bar) => (
              <rect
                key={`${group.hour}-${bar.series}`}
                className={`host-series-${bar.series}`}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
              >
                <title>{`${t(SERIES_LABEL[bar.series])}: ${number.format(bar.value)}`}</title>
              </rect>
            )),
          )}
        </svg>
        {/* The hours in HTML, under their groups: text stays crisp and readable at any width. */}
        <ol className="host-chart-hours" aria-hidden="true">
          {chart.groups.map((group) => (
            <li key={group.hour} style={{ left: `${(group.centre / WIDTH) * 100}%` }}>
              {hourLabel.format(group.startMs)}
            </li>
          ))}
        </ol>
      </div>
      {/* In a box: a table ignores the 1 px width of visually-hidden and would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('host.countsChart')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('host.hour')}</th>
              {COUNT_SERIES.map((series) => (
                <th key={series} scope="col">
                  {t(SERIES_LABEL[series])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hoursToShow(counts).map((hour, index) => (
              <tr key={hour.hour}>
                <th scope="row">{hourLabel.format(chart.groups[index]?.startMs ?? 0)}</th>
                {COUNT_SERIES.map((series) => (
                  <td key={series}>{number.format(hour[series])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/**
 * The party's totals in a few words, beside the folded chart's title. Each figure names what it
 * counts: 'shared' counts letters sent, so a strip shown in the gallery is its own figure.
 */
export function CountsTotal({ counts }: { counts: readonly HourCounts[] }) {
  const t = useT();
  return <>{t('host.countsTotal', countsTotals(counts))}</>;
}

/** The totals over every hour: strips made, strips in the gallery, letters sent. */
export function countsTotals(counts: readonly HourCounts[]) {
  const sum = (series: 'made' | 'shared' | 'gallery') =>
    counts.reduce((total, hour) => total + hour[series], 0);
  return { made: sum('made'), gallery: sum('gallery'), letters: sum('shared') };
}
