/**
 * No import cycles in the server: its modules, with the relative imports each makes (type-only
 * ones too: a cycle of types is still two modules that cannot be understood apart). The finder
 * is itself checked on a small graph with a cycle, so the test cannot pass by seeing nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = 'src/server';

/** Each server module (tests left out) and the server modules it imports, paths from the root. */
function serverGraph(): Map<string, string[]> {
  const files = readdirSync(path.join(ROOT, SERVER), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(SERVER, file.split(path.sep).join('/')))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const specifiers = [
      ...text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g),
      ...text.matchAll(/\bimport\s*\(?\s*'(\.{1,2}\/[^']+)'/g),
    ].map((match) => match[1]!);
    const targets = specifiers
      .map((specifier) =>
        path.posix.join(path.posix.dirname(file), specifier).replace(/\.js$/, '.ts'),
      )
      .filter((target) => known.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The cycles of a graph, each once, as the modules along it from its first in sorted order. */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = stack.slice(stack.indexOf(next));
        const first = cycle.indexOf([...cycle].sort()[0]!);
        const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
        cycles.set(rotated.join(' → '), rotated);
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...graph.keys()].sort()) if (!state.has(node)) visit(node);
  return [...cycles.values()];
}

describe('server import cycles', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c']]);
    expect(
      findCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads the server as a graph of its modules', () => {
    const graph = serverGraph();
    expect(graph.get('src/server/app.ts')).toContain('src/server/config.ts');
  });

  it('has none in src/server', () => {
    expect(findCycles(serverGraph()).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
