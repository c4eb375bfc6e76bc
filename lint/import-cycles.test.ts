/**
 * No import cycles anywhere in src (model, render, web, server): its modules, with the relative
 * imports each makes (type-only ones too: a cycle of types is still two modules that cannot be
 * understood apart; lazy `import()` too: it is an arrow all the same). The finder is itself
 * checked on a small graph with a cycle, so the test cannot pass by seeing nothing.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = 'src';

/** `./x.js` names x.ts or x.tsx; `./x.ts` (a worker's URL, say) names itself. */
function moduleOf(target: string, known: ReadonlySet<string>): string | undefined {
  const base = target.replace(/[?#].*$/, '');
  const candidates = base.endsWith('.js')
    ? [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx')]
    : [base, `${base}.ts`, `${base}.tsx`];
  return candidates.find((candidate) => known.has(candidate));
}

/** Each module under `folder` (tests left out) and the modules it imports, paths from `root`. */
function importGraph(folder: string, root = ROOT): Map<string, string[]> {
  const files = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const specifiers = [
      ...text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g),
      ...text.matchAll(/\bimport\s*\(?\s*'(\.{1,2}\/[^']+)'/g),
    ].map((match) => match[1]!);
    const targets = specifiers
      .map((specifier) => moduleOf(path.posix.join(path.posix.dirname(file), specifier), known))
      .filter((target) => target !== undefined);
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

describe('import cycles', () => {
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

  it('finds a cycle in files: a type import one way, a lazy import back', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
    try {
      const probe = (file: string, text: string) =>
        writeFileSync(path.join(root, file), text, 'utf8');
      probe('a.ts', "import type { B } from './b.js';\nexport type A = B;\n");
      probe('b.tsx', "export type B = 1;\nexport const later = () => import('./a.js');\n");
      probe('c.ts', "import { later } from './b.js';\nvoid later;\n");
      expect(findCycles(importGraph('.', root))).toEqual([['a.ts', 'b.tsx']]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('reads src as a graph of its modules, .tsx and lazy imports too', () => {
    const graph = importGraph(SRC);
    expect(graph.get('src/server/app.ts')).toContain('src/server/config.ts');
    expect(graph.get('src/render/draw-strip.ts')).toContain('src/model/strip.ts');
    expect(graph.get('src/web/routes/edit.tsx')).toContain(
      'src/web/features/editor/edit-screen.tsx',
    );
    expect(graph.get('src/web/main.tsx')).toContain('src/web/app/start-app.tsx');
  });

  it('has none in src', () => {
    expect(findCycles(importGraph(SRC)).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
