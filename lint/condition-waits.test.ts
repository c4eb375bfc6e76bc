/**
 * A wait for a condition has a generous deadline (docs/development.md, Tests). Vitest's
 * `vi.waitFor` and `vi.waitUntil` give up after 1 s unless told otherwise: a duration, which a
 * busy machine overruns (Testing Library's waits get 15 s in test/web/testing-library-setup.ts,
 * expect.poll in vitest.config.ts). So each call names its timeout, at least 5 s.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const MIN_TIMEOUT_MS = 5_000;

/** The text of each `vi.waitFor(…)` / `vi.waitUntil(…)` call in `source`, with its line. */
function waitCalls(source: string): { line: number; call: string }[] {
  const calls: { line: number; call: string }[] = [];
  for (const match of source.matchAll(/\bvi\.wait(?:For|Until)\(/g)) {
    let depth = 1;
    let at = match.index + match[0].length;
    while (depth > 0 && at < source.length) {
      const char = source[at];
      if (char === '(' || char === '[' || char === '{') depth += 1;
      if (char === ')' || char === ']' || char === '}') depth -= 1;
      at += 1;
    }
    calls.push({
      line: source.slice(0, match.index).split('\n').length,
      call: source.slice(match.index, at),
    });
  }
  return calls;
}

/** The lines of calls that leave the 1 s default or name a shorter timeout. */
function shortWaits(source: string): number[] {
  return waitCalls(source)
    .filter(({ call }) => {
      const timeout = /\btimeout\s*(?::\s*([\d_]+))?/.exec(call);
      if (!timeout) return true;
      // A named constant or a parameter is the caller's choice; a number is checked here.
      return timeout[1] !== undefined && Number(timeout[1].replaceAll('_', '')) < MIN_TIMEOUT_MS;
    })
    .map(({ line }) => line);
}

function testFiles(): string[] {
  return ['src', 'test', 'e2e', 'scripts', 'deploy']
    .flatMap((folder) =>
      fs
        .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
    )
    .filter(
      (file) => /\.tsx?$/.test(file) && (/\.test\.tsx?$/.test(file) || /^(test|e2e)\//.test(file)),
    )
    .sort();
}

describe('waits for a condition', () => {
  it('finds a wait left at its 1 s default or given less than 5 s', () => {
    expect(shortWaits('await vi.waitFor(() => expect(x).toBe(1));')).toEqual([1]);
    expect(
      shortWaits('\nawait vi.waitUntil(() => ready, { timeout: 3000, interval: 5 });'),
    ).toEqual([2]);
    expect(shortWaits('await vi.waitFor(() => {\n  check();\n}, { timeout: 15_000 });')).toEqual(
      [],
    );
    expect(shortWaits('vi.waitFor(check, { timeout, interval: 10 })')).toEqual([]);
  });

  it('gives every vi.waitFor and vi.waitUntil a generous deadline', () => {
    const found = testFiles().flatMap((file) =>
      shortWaits(fs.readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}:${line}`),
    );
    expect(
      found,
      'vi.waitFor and vi.waitUntil give up after 1 s by default, which a busy machine overruns: ' +
        'name a timeout of at least 5 s (15_000, as expect.poll has).',
    ).toEqual([]);
  });
});
