/** Medians, spreads and a plain-text table for the server-load bench. */
import os from 'node:os';

export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

/** "1234 (1180–1302)": the median, then the lowest and highest of the rounds. */
export function cell(values: number[], digits = 0): string {
  const { median, min, max } = spread(values);
  const show = (value: number) => value.toFixed(digits);
  return values.length > 1 ? `${show(median)} (${show(min)}–${show(max)})` : show(median);
}

/** Columns padded to their widest cell, the first to the left, the others to the right. */
export function table(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((text, column) =>
        column === 0 ? text.padEnd(widths[column]!) : text.padStart(widths[column]!),
      )
      .join('  ');
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}

export function machine(): string {
  const cpus = os.cpus();
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  return (
    `${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${cpus.length} cores, ` +
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ` +
    `${os.platform()} ${os.release()}; load average at start ${load}`
  );
}
