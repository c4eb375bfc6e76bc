/**
 * dist/ holds the product only: every file `npm run build:server` compiles (tsconfig.server.json)
 * is transpiled here as tsc emits it into dist/node, and none imports a devDependency (s3rver,
 * vitest, …) or anything outside src/ (the test helpers live in test/). Type-only imports are
 * erased by the compiler, so they are allowed, as in the built files.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const devDependencies = Object.keys(
  (
    JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    }
  ).devDependencies,
);

/** The files tsc compiles into dist/node, and its options. */
function serverBuild(): ts.ParsedCommandLine {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, 'tsconfig.server.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!parsed) throw new Error('tsconfig.server.json could not be read');
  return parsed;
}

/** The module specifiers of a file as emitted: static, re-exported and dynamic imports. */
function emittedImports(file: string, options: ts.CompilerOptions): string[] {
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    // ES modules, as package.json's "type" makes NodeNext emit them (a lone file cannot see it).
    compilerOptions: { ...options, module: ts.ModuleKind.ESNext },
    fileName: file,
  });
  const specifiers = [
    ...outputText.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g),
    ...outputText.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g),
    ...outputText.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return specifiers.map((match) => match[1]!);
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`). */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Imports the built files hold but never run, each with why: reached only when the module runs
 * from its TypeScript source.
 */
const SOURCE_ONLY_IMPORTS: Record<string, string> = {
  'src/server/source-worker.ts → tsx/esm/api':
    "the video checks and the rooms' merges run their worker from the .ts source through tsx " +
    "only under the tests and npm run dev (the caller's own URL ends in .ts); built, they start " +
    'the compiled worker beside them',
};

describe('dist holds no test code', () => {
  const build = serverBuild();
  const files = build.fileNames.map((file) => path.relative(ROOT, file).split(path.sep).join('/'));
  // Declaration files (types of a package, src/server/cards/opentype.d.cts) emit nothing.
  const emitting = files.filter((file) => !/\.d\.[cm]?ts$/.test(file));

  it('compiles only src/, no test files and no test helpers', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((file) => !file.startsWith('src/'))).toEqual([]);
    expect(files.filter((file) => /\.test\.tsx?$|\/testing\//.test(file))).toEqual([]);
  });

  it('no built file imports a devDependency or a file outside src/', () => {
    const wrong: string[] = [];
    for (const file of emitting) {
      for (const specifier of emittedImports(path.join(ROOT, file), build.options)) {
        if (specifier.startsWith('.')) {
          const target = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier));
          if (target.startsWith('..') || !target.startsWith('src')) {
            wrong.push(`${file} → ${specifier}`);
          }
        } else if (devDependencies.includes(packageName(specifier))) {
          wrong.push(`${file} → ${specifier}`);
        }
      }
    }
    expect(wrong.filter((found) => !(found in SOURCE_ONLY_IMPORTS))).toEqual([]);
    // Each exception is still there (a gone one leaves the list, which only shrinks).
    expect(Object.keys(SOURCE_ONLY_IMPORTS).filter((known) => !wrong.includes(known))).toEqual([]);
  });

  it('sees the imports it checks', () => {
    // A probe, so a broken pattern cannot pass the check above by finding nothing.
    const probe = path.join(ROOT, 'src/server/app.ts');
    expect(emittedImports(probe, build.options)).toContain('fastify');
  });
});
