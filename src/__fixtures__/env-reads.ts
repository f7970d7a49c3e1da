/**
 * The environment variables a set of source files reads, found in their syntax trees (comments and strings in
 * messages do not count): `process.env.X`, `env.X`, `io.env['X']`, `env[NAME_ENV]` through a `const NAME_ENV = 'X'`
 * declared in any of the files, and a helper called with an environment and a name, `integer(env, 'X', 1)`.
 * An "environment" is `process.env` or any expression whose last name is `env`.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** One variable read, at a file and line (1-based). */
export interface EnvRead {
  name: string;
  file: string;
  line: number;
}

const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;

function isEnvironment(node: ts.Expression): boolean {
  const inner = ts.isNonNullExpression(node) || ts.isParenthesizedExpression(node) ? node.expression : node;
  if (ts.isIdentifier(inner)) return inner.text === 'env';
  if (ts.isPropertyAccessExpression(inner)) return inner.name.text === 'env';
  return false;
}

/** Every read of an environment variable in `files` (paths as given), in file order. */
export function envReads(files: readonly string[]): EnvRead[] {
  const sources = files.map((file) =>
    ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS),
  );
  // `const SAMPLE_ENV = 'RAGCHECK_SAMPLE'`: names kept in a constant and looked up as env[SAMPLE_ENV].
  const constants = new Map<string, string>();
  const collect = (node: ts.Node): void => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isStringLiteralLike(node.initializer) &&
      ENV_NAME.test(node.initializer.text)
    ) {
      constants.set(node.name.text, node.initializer.text);
    }
    ts.forEachChild(node, collect);
  };
  for (const source of sources) collect(source);

  const reads: EnvRead[] = [];
  for (const source of sources) {
    const add = (name: string | undefined, at: ts.Node) => {
      if (name === undefined || !ENV_NAME.test(name)) return;
      const line = source.getLineAndCharacterOfPosition(at.getStart(source)).line + 1;
      reads.push({ name, file: source.fileName, line });
    };
    const nameOf = (key: ts.Expression): string | undefined =>
      ts.isStringLiteralLike(key) ? key.text : ts.isIdentifier(key) ? constants.get(key.text) : undefined;
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && isEnvironment(node.expression)) add(node.name.text, node);
      else if (ts.isElementAccessExpression(node) && isEnvironment(node.expression)) {
        add(nameOf(node.argumentExpression), node);
      } else if (ts.isCallExpression(node) && node.arguments.length >= 2) {
        const [first, second] = node.arguments as unknown as [ts.Expression, ts.Expression];
        if (isEnvironment(first)) add(nameOf(second), node);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return reads;
}
