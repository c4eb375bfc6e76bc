import { COUNT_SERIES, hoursToShow, layoutCountChart } from '../../../model/count-chart.js';
import type { HourCounts } from '../../../model/live-event.js';
import { useLanguage, useT } from '../../lib/i18n/language.js';

const WIDTH = 600;
const HEIGHT = 180;
/** Room under the plot for the hours, and left of it for the scale. */
const BELOW = 24;
const LEFT = 32;

const SERIES_LABEL = {
  made: 'host.made',
  shared: 'host.shared',
  printed: 'host.printed',
  gallery: 'host.gallery',
} as const;

/**
 * The counts per hour as grouped bars (model/count-chart.ts), with a legend; screen readers get
 * the same figures as a table instead of the drawing.
 */
export function CountChart({ counts }: { counts: readonly HourCounts[] }) {
  const t = useT();
  const { language } = useLanguage();
  const chart = layoutCountChart(counts, WIDTH - LEFT, HEIGHT);
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
      <svg
        className="host-chart-svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT + BELOW}`}
        aria-hidden="true"
        focusable="false"
      >
        <line className="host-chart-axis" x1={LEFT} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} />
        <text className="host-chart-scale" x={LEFT - 6} y={12} textAnchor="end">
          {number.format(chart.top)}
        </text>
        <text className="host-chart-scale" x={LEFT - 6} y={HEIGHT} textAnchor="end">
          0
        </text>
        {chart.groups.map((group) => (
          <g key={group.hour} transform={`translate(${LEFT} 0)`}>
            {group.bars.map((bar) => (
              <rect
                key={bar.series}
                className={`host-series-${bar.series}`}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
              >
                <title>{`${t(SERIES_LABEL[bar.series])}: ${number.format(bar.value)}`}</title>
              </rect>
            ))}
            <text className="host-chart-hour" x={group.centre} y={HEIGHT + 18} textAnchor="middle">
              {hourLabel.format(group.startMs)}
            </text>
          </g>
        ))}
      </svg>
      <table className="visually-hidden">
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
    </figure>
  );
}
