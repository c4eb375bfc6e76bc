import { describe, expect, it } from 'vitest';
import {
  byteFigures,
  byteProblems,
  cpuFigures,
  cpuProblems,
  type PageBudget,
} from './page-budgets.js';
import type { LoadedFile, PageLoad } from './page-load.js';

const budget: PageBudget = {
  name: 'the test page',
  bytes: { scriptBeforePaintKb: 2, scriptKb: 10, styleBeforePaintKb: 0, styleAfterPaintKb: 0 },
  cpu: { longTasks: 1, longestTaskMs: 100, scriptMs: 300 },
};

const file = (path: string, kb: number, beforePaint: boolean): LoadedFile => ({
  path,
  kind: path.endsWith('.css') ? 'style' : 'script',
  gzipBytes: kb * 1024,
  beforePaint,
});

function load(files: LoadedFile[], extra: Partial<PageLoad> = {}): PageLoad {
  return { firstPaintMs: 500, appStartMs: 600, files, longTasksMs: [], scriptMs: 100, ...extra };
}

describe('byte budgets', () => {
  it('adds the files up before and after the first paint', () => {
    const figures = byteFigures(
      load([file('/a.js', 1.5, true), file('/b.js', 6, false), file('/c.css', 1, false)]),
    );
    expect(figures).toEqual({
      scriptBeforePaintKb: 1.5,
      scriptKb: 7.5,
      styleBeforePaintKb: 0,
      styleAfterPaintKb: 1,
    });
  });

  it('says nothing of a load within budget', () => {
    expect(byteProblems(budget, 'en', load([file('/a.js', 1.5, true)]))).toEqual([]);
  });

  it('names the page, the language, the figure, the budget and the files when over', () => {
    const heavy = load([file('/a.js', 1.5, true), file('/big.js', 20, false)]);
    expect(byteProblems(budget, 'ja', heavy)).toEqual([
      'the test page in ja: JavaScript in all 21.5 KB gzipped, budget 10 KB ' +
        '(/a.js 1.5 KB, /big.js 20.0 KB)',
    ]);
    expect(byteProblems(budget, 'en', load([file('/late.css', 2, false)]))[0]).toMatch(
      /CSS files after the first paint 2\.0 KB gzipped, budget 0 KB \(\/late\.css 2\.0 KB\)/,
    );
  });

  it('says when the app started before the first paint, or never', () => {
    expect(byteProblems(budget, 'en', load([], { appStartMs: 400 }))).toEqual([
      'the test page in en: the app started at 400 ms, before the first paint at 500 ms',
    ]);
    expect(byteProblems(budget, 'en', load([], { appStartMs: null }))).toEqual([
      'the test page in en: the app never started',
    ]);
  });
});

describe('CPU budgets', () => {
  const loads = [
    load([], { longTasksMs: [120, 60], scriptMs: 400 }),
    load([], { longTasksMs: [90], scriptMs: 250 }),
    load([], { longTasksMs: [300, 70, 55], scriptMs: 500 }),
  ];

  it('keeps the least of each figure over the loads: a busy machine only adds', () => {
    expect(cpuFigures(loads)).toEqual({ longTasks: 1, longestTaskMs: 90, scriptMs: 250 });
    expect(cpuProblems(budget, loads)).toEqual([]);
  });

  it('names the figure and the budget when even the least is over', () => {
    const busy = loads.map((each) => ({ ...each, longTasksMs: [...each.longTasksMs, 150] }));
    expect(cpuProblems(budget, busy)).toEqual([
      'the test page on a CPU slowed 4×: 2 long tasks after the first paint, budget 1 long ' +
        'tasks after the first paint (the least of 3 loads)',
      'the test page on a CPU slowed 4×: a longest task of 150 ms, budget a longest task of ' +
        '100 ms (the least of 3 loads)',
    ]);
  });
});
