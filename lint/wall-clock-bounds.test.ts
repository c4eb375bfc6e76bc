/**
 * No test measures the wall clock (docs/development.md, Tests): a bound on a measured duration
 * passes on a quiet machine and fails on a busy one, so it proves nothing about the code and
 * cries wolf in CI. A test says that something happens, in order, or not at all; the time it
 * needs comes from a fake clock (`vi.useFakeTimers`, an injected `now`, Playwright's clock) or
 * from a condition with a generous deadline; durations worth watching are printed by `bench/`.
 *
 * Found here: a clock difference (`Date.now() - t`, `performance.now() - t`) or a variable that
 * holds one (`elapsed…`, `took`, `duration`, `ms`, `…Ms`, in a file that reads the clock)
 * compared with a number, in `expect(…).toBeLessThan(…)` and its kin or with `<`, `>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** Bounds left for a while, each with why. */
const KNOWN_BOUNDS: Record<string, string> = {};

const CLOCK_DIFFERENCE = String.raw`(?:Date|performance)\.now\(\)\s*-\s*[\w.]+`;
const DURATION_NAME = String.raw`(?<![\w.])(?:elapsed\w*|took|duration|ms|\w+Ms)(?![\w(])`;
const NUMBER = String.raw`-?[\d_]+(?:\.\d+)?(?:\s*\*\s*[\d_]+)*`;
const BOUND_MATCHER = String.raw`\.(?:toBeLessThan|toBeLessThanOrEqual|toBeGreaterThan|toBeGreaterThanOrEqual)\(\s*${NUMBER}\s*,?\s*\)`;

function patterns(measured: string): RegExp[] {
  return [
    new RegExp(String.raw`expect\(\s*\(?\s*${measured}\s*\)?\s*,?\s*\)${BOUND_MATCHER}`, 'g'),
    new RegExp(String.raw`\(?${measured}\)?\s*[<>]=?\s*${NUMBER}(?![\w.])`, 'g'),
    new RegExp(String.raw`(?<![\w.])${NUMBER}\s*[<>]=?\s*\(?${measured}`, 'g'),
  ];
}

/** The lines (1-based) of `source` where a measured duration meets a numeric bound. */
function wallClockBounds(source: string): number[] {
  const measured = [CLOCK_DIFFERENCE];
  if (/\b(?:Date|performance)\.now\(\)/.test(source)) measured.push(DURATION_NAME);
  const lines = new Set<number>();
  for (const kind of measured) {
    for (const pattern of patterns(kind)) {
      for (const match of source.matchAll(pattern)) {
        lines.add(source.slice(0, match.index).split('\n').length);
      }
    }
  }
  return [...lines].sort((a, b) => a - b);
}

/** Test code: every test file, and the helpers under test/ and e2e/. */
function testFiles(): string[] {
  return ['src', 'test', 'e2e', 'scripts', 'deploy', 'lint']
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
    )
    .filter(
      (file) =>
        /\.test\.tsx?$/.test(file) ||
        ((file.startsWith('test/') || file.startsWith('e2e/')) && /\.tsx?$/.test(file)),
    )
    .filter((file) => file !== 'lint/wall-clock-bounds.test.ts')
    .sort();
}

describe('no test measures the wall clock', () => {
  it('finds a bound on a measured duration', () => {
    expect(
      wallClockBounds(
        'const started = Date.now();\nexpect(Date.now() - started).toBeLessThan(5_000);',
      ),
    ).toEqual([2]);
    expect(wallClockBounds('expect(\n  performance.now() - t0,\n).toBeGreaterThan(900);')).toEqual([
      1,
    ]);
    expect(
      wallClockBounds(
        'const elapsed = Date.now() - t;\nexpect(elapsed).toBeGreaterThanOrEqual(900);',
      ),
    ).toEqual([2]);
    expect(
      wallClockBounds(
        'const tookMs = performance.now() - t;\nif (tookMs > 1000) throw new Error();',
      ),
    ).toEqual([2]);
    expect(wallClockBounds('const ms = Date.now() - t;\nassert(2_000 > ms);')).toEqual([2]);
  });

  it('leaves deadlines, fake clocks and other numbers alone', () => {
    expect(wallClockBounds('if (Date.now() > deadline) throw new Error("not in time");')).toEqual(
      [],
    );
    expect(wallClockBounds('if (Date.now() - began > timeout) throw new Error();')).toEqual([]);
    expect(wallClockBounds('expect(answer.ttlMs).toBeGreaterThan(0);')).toEqual([]);
    expect(wallClockBounds('expect(delayMs).toBeLessThan(1_000);')).toEqual([]);
    expect(wallClockBounds('expect(Number(stream.duration)).toBeGreaterThanOrEqual(3);')).toEqual(
      [],
    );
    expect(wallClockBounds('vi.advanceTimersByTime(1_000);\nexpect(calls).toBe(1);')).toEqual([]);
  });

  it('has no test bounding a measured duration', () => {
    const found = testFiles()
      .filter((file) => !(file in KNOWN_BOUNDS))
      .flatMap((file) =>
        wallClockBounds(fs.readFileSync(path.join(root, file), 'utf8')).map(
          (line) => `${file}:${line}`,
        ),
      );
    expect(
      found,
      'A test compares a measured duration with a bound: on a busy machine it fails, and it ' +
        'proves nothing about the code. Say what happens instead: wait for the condition with ' +
        'a generous deadline (the test timeout ending the wait is the assertion), check the ' +
        'order of events, or drive the time with a fake clock (vi.useFakeTimers, an injected ' +
        "now, Playwright's clock); print durations worth watching from bench/.",
    ).toEqual([]);
  });
});
