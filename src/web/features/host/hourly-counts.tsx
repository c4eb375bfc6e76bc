import { useState } from 'react';
import {
  COUNT_SERIES,
  hourBars,
  hoursToShow,
  type CountSeries,
} from '../../../model/count-chart.js';
import type { HourCounts } from '../../../model/live-event.js';
import { PillsField } from '../../components/field-controls.js';
import { useLanguage, useT } from '../../lib/i18n/language.js';
import './hourly-counts.css';

const SERIES_LABEL = {
  made: 'host.made',
  shared: 'host.shared',
  printed: 'host.printed',
  gallery: 'host.gallery',
} as const;

/**
 * The counts per hour, one series at a time (strips made first, the others a pill away): a bar
 * per hour scaled to the busiest one, its count above it and its hour below, so the party reads
 * at a glance at any count. Screen readers get every series as a table instead of the bars.
 */
export function HourlyCounts({ counts }: { counts: readonly HourCounts[] }) {
  const t = useT();
  const { language } = useLanguage();
  const [series, setSeries] = useState<CountSeries>('made');
  const hourLabel = new Intl.DateTimeFormat(language, { hour: 'numeric' });
  const number = new Intl.NumberFormat(language);
  const bars = hourBars(counts, series);

  if (bars.length === 0) return <p className="host-hint">{t('host.countsEmpty')}</p>;
  return (
    <figure className="host-chart">
      <PillsField
        legend={t('host.chartSeries')}
        name="host-chart-series"
        choices={COUNT_SERIES.map((value) => ({ value, label: t(SERIES_LABEL[value]) }))}
        value={series}
        onChange={setSeries}
      />
      {/* The bars for the eye: the table below has every series' figures for screen readers. */}
      <ol
        className="host-bars"
        aria-hidden="true"
        style={{ gridTemplateColumns: `repeat(${Math.max(bars.length, 6)}, minmax(0, 1fr))` }}
      >
        {bars.map((bar) => (
          <li key={bar.hour} className="host-bar-hour">
            <span className="host-bar-plot">
              <span className="host-bar-value">{number.format(bar.value)}</span>
              <span
                className={`host-bar host-series-${series}`}
                style={{ height: `${bar.share * 100}%` }}
                data-empty={bar.value === 0 ? '' : undefined}
              />
            </span>
            <span className="host-bar-label">{hourLabel.format(bar.startMs)}</span>
          </li>
        ))}
      </ol>
      {/* In a box: a table ignores the 1 px width of visually-hidden and would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{t('host.countsChart')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('host.hour')}</th>
              {COUNT_SERIES.map((each) => (
                <th key={each} scope="col">
                  {t(SERIES_LABEL[each])}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {hoursToShow(counts).map((hour, index) => (
              <tr key={hour.hour}>
                <th scope="row">{hourLabel.format(bars[index]?.startMs ?? 0)}</th>
                {COUNT_SERIES.map((each) => (
                  <td key={each}>{number.format(hour[each])}</td>
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
