/**
 * Each part of the code is type-checked with its platform's types only (tsconfig.json lists the
 * parts): src/model and src/render run anywhere (neither the DOM nor Node), the web app has the
 * DOM and not Node, the server has Node and not the DOM. The proof is a probe file in each part
 * (lint/platform-probes), type-checked with the part's own files by `tsc -b` in the typecheck
 * step: it uses each platform's global, the one the part lacks under `@ts-expect-error`, so a
 * type library that creeps in (a package's `/// <reference types="node" />`) fails the
 * typecheck. Building the parts' programs again here took 46 s on 2 busy cores; this test only
 * checks, in milliseconds, that every part still checks its probe and that each probe expects
 * what its part lacks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const USES = { dom: 'void document.title;', node: 'void process.env.PORT;' } as const;
type Platform = keyof typeof USES;

/** The files a part's config checks, as `tsc -b` reads it. */
function partFiles(config: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, config),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!parsed) throw new Error(`${config} could not be read`);
  return parsed.fileNames.map((file) => path.relative(ROOT, file));
}

/** Each use in a probe: whether it is expected to fail (`@ts-expect-error` on the line before). */
function probeUses(source: string): Partial<Record<Platform, 'known' | 'unknown'>> {
  const lines = source.split('\n');
  const uses: Partial<Record<Platform, 'known' | 'unknown'>> = {};
  for (const [platform, use] of Object.entries(USES) as [Platform, string][]) {
    const at = lines.findIndex((line) => line.trim() === use);
    if (at < 0) continue;
    uses[platform] = lines[at - 1]?.trim().startsWith('// @ts-expect-error') ? 'unknown' : 'known';
  }
  return uses;
}

const PARTS: { config: string; probe: string; has: Platform[] }[] = [
  { config: 'tsconfig.pure.json', probe: 'lint/platform-probes/pure.ts', has: [] },
  { config: 'tsconfig.web.json', probe: 'lint/platform-probes/web.ts', has: ['dom'] },
  { config: 'tsconfig.node.json', probe: 'lint/platform-probes/node.ts', has: ['node'] },
];

describe('each part has its platform’s types only', () => {
  it.each(PARTS)('$config checks $probe, which knows only $has', ({ config, probe, has }) => {
    const files = partFiles(config);
    expect(files).toContain(probe);
    // The probe stands beside the part's own files: a type library they bring in counts.
    expect(files.length).toBeGreaterThan(1);
    // No other part checks it (the node part would know `process` in the pure probe).
    for (const other of PARTS.filter((part) => part.config !== config)) {
      expect(partFiles(other.config)).not.toContain(probe);
    }
    const uses = probeUses(fs.readFileSync(path.join(ROOT, probe), 'utf8'));
    expect(uses).toEqual({
      dom: has.includes('dom') ? 'known' : 'unknown',
      node: has.includes('node') ? 'known' : 'unknown',
    });
  });

  it('the server build has the types of the server part', () => {
    const options = (config: string) => {
      const parsed = ts.getParsedCommandLineOfConfigFile(
        path.join(ROOT, config),
        {},
        { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
      )!.options;
      return { lib: parsed.lib, types: parsed.types };
    };
    expect(options('tsconfig.server.json')).toEqual(options('tsconfig.node.json'));
  });

  it('reads a probe: the use under @ts-expect-error is the one the part lacks', () => {
    expect(
      probeUses('// @ts-expect-error -- no DOM\nvoid document.title;\nvoid process.env.PORT;'),
    ).toEqual({ dom: 'unknown', node: 'known' });
  });
});
