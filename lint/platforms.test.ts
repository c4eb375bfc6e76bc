/**
 * Each part of the code is type-checked with its platform's types only (tsconfig.json lists the
 * parts): src/model and src/render run anywhere (neither the DOM nor Node), the web app has the
 * DOM and not Node, the server has Node and not the DOM. Probe files placed in each part, with
 * that part's compiler options, use a global of each platform: the one the part lacks must not
 * compile, the one it has must, so a type library that creeps in (a package's
 * `/// <reference types="node" />`) or a config that stops applying fails here.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const USES = {
  dom: 'export const title: string = document.title;\n',
  node: 'export const port: string | undefined = process.env.PORT;\n',
} as const;
type Platform = keyof typeof USES;

/**
 * The error codes each probe gets when compiled with `config`'s options beside the files it
 * checks, by probe file (relative to the root). The probes are not written to disk.
 */
function probeErrors(config: string, folders: string[]): Record<string, string[]> {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(ROOT, config),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!parsed) throw new Error(`${config} could not be read`);
  // The probes stand where the config applies: in a folder it checks.
  for (const folder of folders) {
    expect(parsed.fileNames.some((file) => file.startsWith(path.join(ROOT, folder) + '/'))).toBe(
      true,
    );
  }
  const probes = new Map<string, string>();
  for (const folder of folders) {
    for (const [platform, code] of Object.entries(USES)) {
      probes.set(path.join(ROOT, folder, `platform-probe-${platform}.ts`), code);
    }
  }
  const options: ts.CompilerOptions = {
    ...parsed.options,
    composite: false,
    incremental: false,
    noEmit: true,
  };
  delete options.tsBuildInfoFile;
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => probes.has(file) || fileExists.call(host, file);
  host.readFile = (file) => probes.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const probe = probes.get(file);
    return probe === undefined
      ? getSourceFile.call(host, file, language, ...rest)
      : ts.createSourceFile(file, probe, language, true);
  };
  // With the part's own files: a type library that one of their imports brings in counts.
  const program = ts.createProgram([...parsed.fileNames, ...probes.keys()], options, host);
  const errors: Record<string, string[]> = {};
  for (const file of probes.keys()) {
    const source = program.getSourceFile(file)!;
    errors[path.relative(ROOT, file)] = [
      ...program.getSyntacticDiagnostics(source),
      ...program.getSemanticDiagnostics(source),
      // The first sentence: "Cannot find name 'process'", without the advice that follows.
    ].map(
      (diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ').split('.')[0]!,
    );
  }
  return errors;
}

/** The error of a probe without its platform's types. */
const UNKNOWN: Record<Platform, string> = {
  dom: "Cannot find name 'document'",
  node: "Cannot find name 'process'",
};

function expected(folders: string[], has: Platform[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const folder of folders) {
    for (const platform of Object.keys(USES) as Platform[]) {
      errors[path.join(folder, `platform-probe-${platform}.ts`)] = has.includes(platform)
        ? []
        : [UNKNOWN[platform]];
    }
  }
  return errors;
}

describe('each part has its platform’s types only', () => {
  it('src/model and src/render: neither the DOM nor Node', () => {
    const folders = ['src/model', 'src/render'];
    expect(probeErrors('tsconfig.pure.json', folders)).toEqual(expected(folders, []));
  });

  it('the web app: the DOM, not Node', () => {
    const folders = ['src/web/lib', 'src/web/features'];
    expect(probeErrors('tsconfig.web.json', folders)).toEqual(expected(folders, ['dom']));
  });

  // The largest part: about 20 s on 2 busy cores, most of it reading the files.
  it('the server, the scripts and the test helpers: Node, not the DOM', { timeout: 60_000 }, () => {
    const folders = ['src/server', 'scripts', 'test/server'];
    expect(probeErrors('tsconfig.node.json', folders)).toEqual(expected(folders, ['node']));
    expect(probeErrors('tsconfig.server.json', ['src/server'])).toEqual(
      expected(['src/server'], ['node']),
    );
  });
});
