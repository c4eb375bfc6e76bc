/** What the Lighthouse bench reads from each report, and how it sums the runs up. */
import type { Result } from 'lighthouse';
import { spread, type Spread } from '../server-load/figures.js';

export interface RunFigures {
  /** The performance category's score, 0–100. */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Bytes of JavaScript transferred (compressed, as sent), all scripts of the load. */
  scriptBytes: number;
  /** The largest contentful paint's element, as Lighthouse describes it, when it says. */
  lcpElement: string | null;
}

export type Metric = Exclude<keyof RunFigures, 'lcpElement'>;
export const METRICS: readonly Metric[] = [
  'performance',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'scriptBytes',
];

/** Reads one report; throws when Lighthouse could not measure the page. */
export function runFigures(lhr: Result): RunFigures {
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) {
    throw new Error('Lighthouse gave no performance score');
  }
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) {
      const why = lhr.audits[id]?.errorMessage ?? 'missing from the report';
      throw new Error(`Lighthouse audit ${id}: ${why}`);
    }
    return value;
  };
  return {
    performance: Math.round(score * 100),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Number(numeric('cumulative-layout-shift').toFixed(4)),
    speedIndexMs: Math.round(numeric('speed-index')),
    scriptBytes: scriptBytes(lhr),
    lcpElement: lcpElement(lhr),
  };
}

interface Row {
  resourceType?: unknown;
  transferSize?: unknown;
}

function detailItems(lhr: Result, id: string): Row[] {
  const details = lhr.audits[id]?.details as { items?: Row[] } | undefined;
  return details?.items ?? [];
}

/** The script row of resource-summary, else the sum of the scripts in network-requests. */
function scriptBytes(lhr: Result): number {
  const summary = detailItems(lhr, 'resource-summary').find((row) => row.resourceType === 'script');
  if (typeof summary?.transferSize === 'number') return summary.transferSize;
  return detailItems(lhr, 'network-requests')
    .filter((row) => row.resourceType === 'Script')
    .reduce((sum, row) => sum + (typeof row.transferSize === 'number' ? row.transferSize : 0), 0);
}

interface NodeItem {
  type: 'node';
  nodeLabel?: string;
  snippet?: string;
  selector?: string;
}

/** The first DOM node named in the LCP insights' details (searched through nested tables). */
function lcpElement(lhr: Result): string | null {
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element']) {
    const node = findNode(lhr.audits[id]?.details);
    if (node) {
      const label = node.nodeLabel ? `"${node.nodeLabel}" ` : '';
      return `${label}${node.snippet ?? node.selector ?? ''}`.trim();
    }
  }
  return null;
}

function findNode(value: unknown): NodeItem | null {
  if (typeof value !== 'object' || value === null) return null;
  if ((value as { type?: unknown }).type === 'node') return value as NodeItem;
  for (const child of Object.values(value)) {
    const found = findNode(child);
    if (found) return found;
  }
  return null;
}

export type PageSummary = Record<Metric, Spread> & { lcpElements: string[] };

export function summarise(runs: RunFigures[]): PageSummary {
  const entries = METRICS.map((metric) => [metric, spread(runs.map((run) => run[metric]))]);
  const elements = [...new Set(runs.flatMap((run) => (run.lcpElement ? [run.lcpElement] : [])))];
  return { ...(Object.fromEntries(entries) as Record<Metric, Spread>), lcpElements: elements };
}
