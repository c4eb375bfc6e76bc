/**
 * Finds product code that only tests use: a module under src/ that only test files import, and
 * a value a module under src/ exports that only test files import. Test code lives with the
 * tests (beside them, or under test/), so the product never carries it.
 *
 * Test files: `*.test.*`, and everything under test/, e2e/, bench/ and lint/. The product's
 * files: the rest of src/, scripts/ and the configuration files at the root. An import is a
 * relative `import`/`export … from`, a dynamic `import()` or a `new URL('./…', import.meta.url)`
 * (a worker); the last two, `import * as` and `export *` use every name. Types are left out:
 * they cost the product nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A file's path from the project root (with `/`) and its text. */
export type SourceFiles = ReadonlyMap<string, string>;

const CODE = /\.(ts|tsx|js|mjs)$/;
const TEST_FOLDERS = ['test/', 'e2e/', 'bench/', 'lint/'];

export function isTestFile(file: string): boolean {
  return /\.test\.[jt]sx?$/.test(file) || TEST_FOLDERS.some((folder) => file.startsWith(folder));
}

/** The project's code files: src, test, e2e, bench, lint, scripts, and the root's. */
export function readProject(root: string): SourceFiles {
  const files = new Map<string, string>();
  const add = (file: string) => files.set(file, fs.readFileSync(path.join(root, file), 'utf8'));
  for (const folder of ['src', 'test', 'e2e', 'bench', 'lint', 'scripts']) {
    if (!fs.existsSync(path.join(root, folder))) continue;
    for (const entry of fs.readdirSync(path.join(root, folder), {
      recursive: true,
      encoding: 'utf8',
    })) {
      const file = `${folder}/${entry.split(path.sep).join('/')}`;
      if (CODE.test(file) && !file.endsWith('.d.ts')) add(file);
    }
  }
  for (const entry of fs.readdirSync(root)) {
    if (CODE.test(entry) && fs.statSync(path.join(root, entry)).isFile()) add(entry);
  }
  return files;
}

/** The file a relative specifier names, if it is one of `files`. */
function resolve(files: SourceFiles, from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const bare = path.posix.join(path.posix.dirname(from), specifier.replace(/\?.*$/, ''));
  const stem = bare.replace(/\.(js|ts|tsx|mjs)$/, '');
  return [bare, `${stem}.ts`, `${stem}.tsx`, `${stem}.js`, `${stem}/index.ts`].find((candidate) =>
    files.has(candidate),
  );
}

/** What one file takes from each file it imports: the names, or every name ('*'). */
function importsOf(files: SourceFiles, file: string): Map<string, Set<string>> {
  const taken = new Map<string, Set<string>>();
  const take = (specifier: string, names: string[]) => {
    const target = resolve(files, file, specifier);
    if (!target) return;
    const set = taken.get(target) ?? new Set<string>();
    for (const name of names) set.add(name);
    taken.set(target, set);
  };
  const source = ts.createSourceFile(file, files.get(file) ?? '', ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names: string[] = [];
      if (!clause)
        names.push('*'); // a side-effect import: the module runs
      else {
        if (clause.name) names.push('default');
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
        if (bindings && ts.isNamedImports(bindings)) {
          for (const element of bindings.elements) {
            names.push((element.propertyName ?? element.name).text);
          }
        }
      }
      take(node.moduleSpecifier.text, names);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? clause.elements.map((element) => (element.propertyName ?? element.name).text)
          : ['*'];
      take(node.moduleSpecifier.text, names);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      take(node.arguments[0].text, ['*']);
    } else if (
      ts.isNewExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'URL' &&
      node.arguments?.[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      node.arguments[1]?.getText(source) === 'import.meta.url'
    ) {
      take(node.arguments[0].text, ['*']);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return taken;
}

/** The values a module exports under their own names (not types, not re-exports). */
function exportedValues(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  const isDefault = (node: ts.Node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
  for (const statement of source.statements) {
    if (!exported(statement)) continue;
    if (isDefault(statement)) names.push('default');
    else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.push(statement.name.text);
    }
  }
  return names;
}

export interface TestOnly {
  /** Modules under src/ that tests import and the product does not. */
  files: string[];
  /** `file: name` for each value under src/ that tests import and the product does not. */
  names: string[];
}

export function findTestOnly(files: SourceFiles): TestOnly {
  const byProduct = new Map<string, Set<string>>();
  const byTests = new Map<string, Set<string>>();
  for (const file of files.keys()) {
    if (file === 'vitest.config.ts') continue; // the test runner's own settings
    const into = isTestFile(file) ? byTests : byProduct;
    for (const [target, names] of importsOf(files, file)) {
      if (target === file) continue;
      const set = into.get(target) ?? new Set<string>();
      for (const name of names) set.add(name);
      into.set(target, set);
    }
  }
  const result: TestOnly = { files: [], names: [] };
  for (const [file, text] of files) {
    if (!file.startsWith('src/') || isTestFile(file)) continue;
    const tests = byTests.get(file);
    if (!tests) continue;
    const product = byProduct.get(file);
    if (!product) {
      result.files.push(file);
      continue;
    }
    if (product.has('*')) continue;
    for (const name of exportedValues(file, text)) {
      if (!product.has(name) && (tests.has(name) || tests.has('*'))) {
        result.names.push(`${file}: ${name}`);
      }
    }
  }
  return { files: result.files.sort(), names: result.names.sort() };
}
