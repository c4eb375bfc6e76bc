// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HourCounts } from '../../../model/live-event.js';
import { HourlyCounts } from './hourly-counts.js';

afterEach(cleanup);

const hour = (h: string, made: number, shared = 0, printed = 0, gallery = 0): HourCounts => ({
  hour: h,
  made,
  shared,
  printed,
  gallery,
});

/** The drawn columns: the count, the bar's height and the hour's label of each. */
function columns() {
  return [...document.querySelectorAll('.host-bar-hour')].map((column) => ({
    count: column.querySelector('.host-bar-value')?.textContent,
    height: (column.querySelector('.host-bar') as HTMLElement).style.height,
    hour: column.querySelector('.host-bar-label')?.textContent,
  }));
}

describe('the strips per hour on /host', () => {
  it('draws a bar per hour scaled to the busiest one, with its count and its hour', () => {
    // Three strips in all: the busiest hour still fills the plot.
    render(<HourlyCounts counts={[hour('2026-11-27T20', 2, 1, 0, 1), hour('2026-11-27T22', 1)]} />);
    const hours = columns().map((column) => column.hour);
    expect(hours).toHaveLength(3);
    expect(new Set(hours).size).toBe(3);
    expect(columns().map(({ count, height }) => [count, height])).toEqual([
      ['2', '100%'],
      ['0', '0%'],
      ['1', '50%'],
    ]);
    // An hour with none draws no bar at all; one strip among hundreds keeps a sliver (CSS).
    const empty = [...document.querySelectorAll('.host-bar')].map((bar) =>
      bar.hasAttribute('data-empty'),
    );
    expect(empty).toEqual([false, true, false]);
    expect(screen.getByRole('radio', { name: 'Made' })).toHaveProperty('checked', true);
  });

  it('shows another series when it is picked, scaled to its own busiest hour', () => {
    render(<HourlyCounts counts={[hour('2026-11-27T20', 9, 4), hour('2026-11-27T21', 1, 2)]} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Letters sent' }));
    expect(columns().map(({ count, height }) => [count, height])).toEqual([
      ['4', '100%'],
      ['2', '50%'],
    ]);
    expect(document.querySelector('.host-bar')?.classList).toContain('host-series-shared');
  });

  it('gives screen readers every series as a table, and hides the drawing', () => {
    render(<HourlyCounts counts={[hour('2026-11-27T20', 12, 5, 2, 4)]} />);
    const table = screen.getByRole('table', {
      name: 'Per hour: strips made, letters sent, strips printed and strips added to the gallery',
    });
    const [head, row] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Hour', 'Made', 'Letters sent', 'Printed', 'In the gallery']);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '5', '2', '4']);
    expect(document.querySelector('.host-bars')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('says the counts come with the first strip while there is none', () => {
    render(<HourlyCounts counts={[]} />);
    expect(
      screen.getByText('No strip yet: the counts appear here with the first one.'),
    ).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
