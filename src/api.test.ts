/**
 * docs/api.md lists every export of each entry point (values and types) and nothing else, read off the
 * compiled entry points' declarations, so a new export cannot ship undocumented and a removed one cannot stay listed;
 * and every export has a doc comment, the text an editor shows on hover.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, test } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));
const apiDoc = readFileSync(join(src, '../docs/api.md'), 'utf8');
const ENTRY_POINTS: Record<string, string> = {
  ragcheck: 'index.ts',
  'ragcheck/vitest': 'vitest/index.ts',
  'ragcheck/reporter': 'vitest/reporter.ts',
  'ragcheck/testing': 'testing/index.ts',
  'ragcheck/calibration': 'calibration/index.ts',
};
/** What a user has to hold in their head: the main entry point stays a short, explicit list. */
const MAX_ROOT_NAMES = 150;

/** The names in backticks on the list lines under `## \`entry\`` of docs/api.md. */
function listed(entry: string): string[] {
  const start = apiDoc.indexOf(`\n## \`${entry}\`\n`);
  expect(start, `docs/api.md has no ## \`${entry}\``).toBeGreaterThan(0);
  const body = apiDoc.slice(start + 1).split('\n## ')[0] ?? '';
  const items = body.split('\n').filter((line) => line.startsWith('- '));
  return items.flatMap((line) => [...line.matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((m) => m[1] as string));
}

/** One program over the entry points for both tests (building it takes seconds). */
let compiled: ts.Program | undefined;
function program(): ts.Program {
  compiled ??= ts.createProgram(
    Object.values(ENTRY_POINTS).map((file) => join(src, file)),
    {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      noEmit: true,
    },
  );
  return compiled;
}

test('docs/api.md lists exactly the exports of each entry point', { timeout: 120_000 }, () => {
  const checker = program().getTypeChecker();
  for (const [entry, file] of Object.entries(ENTRY_POINTS)) {
    const source = program().getSourceFile(join(src, file)) as ts.SourceFile;
    const module = checker.getSymbolAtLocation(source) as ts.Symbol;
    const exports = checker
      .getExportsOfModule(module)
      .map((symbol) => symbol.name)
      .filter((name) => name !== 'default');
    const names = listed(entry);
    expect(exports.length, entry).toBeGreaterThan(0);
    expect(
      exports.filter((name) => !names.includes(name)),
      `exported by ${entry} but not in docs/api.md`,
    ).toEqual([]);
    expect(
      names.filter((name) => !exports.includes(name)),
      `in docs/api.md for ${entry} but not exported`,
    ).toEqual([]);
    expect(new Set(names).size, `${entry}: a name listed twice`).toBe(names.length);
    if (entry === 'ragcheck') expect(exports.length, 'names exported by ragcheck').toBeLessThanOrEqual(MAX_ROOT_NAMES);
  }
});

test('every export of each entry point has a doc comment', { timeout: 120_000 }, () => {
  const checker = program().getTypeChecker();
  const undocumented: string[] = [];
  for (const [entry, file] of Object.entries(ENTRY_POINTS)) {
    const source = program().getSourceFile(join(src, file)) as ts.SourceFile;
    for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(source) as ts.Symbol)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      const doc = ts.displayPartsToString(target.getDocumentationComment(checker)).trim();
      if (doc === '') {
        const declaration = target.declarations?.[0];
        const at = declaration
          ? `${relative(src, declaration.getSourceFile().fileName)}:${declaration.getSourceFile().getLineAndCharacterOfPosition(declaration.getStart()).line + 1}`
          : '?';
        undocumented.push(`${entry} ${symbol.name} (${at})`);
      }
    }
  }
  expect(undocumented).toEqual([]);
});

test('every entry point checked here is in package.json exports, and the other way round', () => {
  const manifest = JSON.parse(readFileSync(join(src, '../package.json'), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  const subpaths = Object.keys(manifest.exports)
    .filter((key) => !key.endsWith('.json'))
    .map((key) => (key === '.' ? 'ragcheck' : `ragcheck/${key.slice(2)}`));
  expect(subpaths.sort()).toEqual(Object.keys(ENTRY_POINTS).sort());
});

test('src/index.ts is an explicit list: no export * that would publish a folder wholesale', () => {
  const index = readFileSync(join(src, 'index.ts'), 'utf8');
  expect(index).not.toMatch(/export \* from/);
});
