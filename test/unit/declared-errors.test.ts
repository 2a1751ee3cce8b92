import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { contract } from '@circles/shared/api/contract';
import { errorCodes, errorStatuses, isErrorCode, pipelineErrors } from '@circles/shared/api/errors';

/*
 * Issue 22: a route answers only the error codes its contract entry declares. The functions' error
 * codes are found statically: from each route's handler (the function given to `httpHandler`), every
 * call is followed to its declaration with the type checker, and a call through a port (an interface
 * member such as `deps.modules.update`) to every object literal that implements that member. Each
 * `new AppError(kind, message, { code })` reached adds its code (the type of `code`, so a helper's
 * parameter typed as a union of codes counts each), or its kind when it names no code.
 */

const root = path.resolve(__dirname, '../..');
const functionsDir = path.join(root, 'functions/src') + path.sep;
const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'functions/tsconfig.json'),
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
);
if (!config) throw new Error('functions/tsconfig.json not readable');
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
const checker = program.getTypeChecker();
const ours = (node: ts.Node) => node.getSourceFile().fileName.startsWith(functionsDir);
const sources = program.getSourceFiles().filter((f) => f.fileName.startsWith(functionsDir));

/** Port members (interface property/method declarations) to the object literal members implementing them. */
const implementations = new Map<ts.Node, ts.Node[]>();
for (const file of sources)
  file.forEachChild(function index(node: ts.Node): void {
    if (ts.isObjectLiteralExpression(node)) {
      const type = checker.getContextualType(node);
      for (const prop of node.properties) {
        const name = prop.name && ts.isIdentifier(prop.name) ? prop.name.text : undefined;
        const member = name ? type?.getProperty(name) : undefined;
        const body = ts.isPropertyAssignment(prop)
          ? prop.initializer
          : ts.isShorthandPropertyAssignment(prop)
            ? prop.name
            : prop;
        for (const decl of member?.declarations ?? [])
          if (decl !== prop) implementations.set(decl, [...(implementations.get(decl) ?? []), body]);
      }
    }
    node.forEachChild(index);
  });

/** String literal values of an expression's type ('?' when it is not a union of literals). */
function literalsOf(expr: ts.Expression): string[] {
  const type = checker.getTypeAtLocation(expr);
  const parts = type.isUnion() ? type.types : [type];
  return parts.map((t) => (t.isStringLiteral() ? t.value : `? ${expr.getText()}`));
}

/** Throw sites whose code answers another status than their kind (`file: kind code`). */
const statusMismatches: string[] = [];

function codesOfAppError(node: ts.NewExpression): string[] {
  const [kind, , options] = node.arguments ?? [];
  const code =
    options && ts.isObjectLiteralExpression(options)
      ? options.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'code')
      : undefined;
  const kinds = kind ? literalsOf(kind) : [];
  if (!code) return kinds;
  const codes = literalsOf(ts.isPropertyAssignment(code) ? code.initializer : (code.name as ts.Identifier));
  for (const k of kinds.filter(isErrorCode))
    for (const c of codes.filter(isErrorCode))
      if (errorStatuses[k] !== errorStatuses[c])
        statusMismatches.push(`${path.basename(node.getSourceFile().fileName)}: ${k} ${c}`);
  return codes;
}

/** What a reference (callee or value) leads to: function bodies and port implementations. */
function targetsOf(expr: ts.Node): ts.Node[] {
  let symbol = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(expr) ? expr.name : expr);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  return (symbol?.declarations ?? []).flatMap((decl) => {
    if (!ours(decl)) return [];
    if (implementations.has(decl)) {
      // Only calls reach a port's implementations: reading a record's field (`user.status`) is no call
      // of the object literals that fill it (following those made the codes depend on file order).
      const callable = checker.getNonNullableType(checker.getTypeAtLocation(decl)).getCallSignatures();
      return callable.length > 0 ? (implementations.get(decl) ?? []) : [];
    }
    if (ts.isVariableDeclaration(decl)) return decl.initializer ? [decl.initializer] : [];
    return ts.isFunctionLike(decl) || ts.isPropertyAssignment(decl) ? [decl] : [];
  });
}

const memo = new Map<ts.Node, Set<string>>();
/** Codes an AppError reached from `start` may carry. */
function codesFrom(start: ts.Node): Set<string> {
  const found = memo.get(start);
  if (found) return found;
  const codes = new Set<string>();
  memo.set(start, codes);
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && node.expression.getText() === 'AppError')
      for (const c of codesOfAppError(node)) codes.add(c);
    // Calls, and functions passed as values (`items.map(toRecord)`, `{ get: repo.get }`).
    if (ts.isCallExpression(node) || ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
      const ref = ts.isCallExpression(node) ? node.expression : node;
      if (ts.isIdentifier(ref) || ts.isPropertyAccessExpression(ref))
        for (const target of targetsOf(ref))
          if (target !== start) for (const c of codesFrom(target)) codes.add(c);
    }
    node.forEachChild(visit);
  };
  start.forEachChild(visit);
  return codes;
}

/** Each route name bound by `httpHandler(routes.name, fn)` in the handlers, with the codes of `fn`. */
const thrown = new Map<string, Set<string>>();
for (const file of sources.filter((f) => f.fileName.includes(`${path.sep}handlers${path.sep}`)))
  file.forEachChild(function find(node: ts.Node): void {
    if (ts.isCallExpression(node) && node.expression.getText() === 'httpHandler') {
      const [route, fn] = node.arguments;
      if (route && fn && ts.isPropertyAccessExpression(route)) thrown.set(route.name.text, codesFrom(fn));
    }
    node.forEachChild(find);
  });

describe('error codes of the contract', () => {
  it('finds the handler of every route', () => {
    expect(Object.keys(contract).filter((name) => !thrown.has(name))).toEqual([]);
  });

  it('finds the codes of a port reached through deps (saving a member module can answer STALE_VERSION)', () => {
    expect([...(thrown.get('memberSurveysUpdate') ?? [])]).toEqual(
      expect.arrayContaining(['STALE_VERSION', 'MODULE_LOCKED', 'SERIES_STALE']),
    );
  });

  it("follows calls, not reads of a record's fields (reading a user's status changes no status)", () => {
    expect([...(thrown.get('usersGet') ?? [])]).not.toContain('NOT_MEMBER');
  });

  it.each(Object.values(contract).map((r) => [r.name, r] as const))(
    '%s declares every code its handler can throw',
    (name, route) => {
      const declared = new Set<string>([
        ...pipelineErrors,
        ...((route as { errors?: string[] }).errors ?? []),
      ]);
      const undeclared = [...(thrown.get(name) ?? [])].filter((c) => !declared.has(c)).sort();
      expect(undeclared).toEqual([]);
    },
  );

  it('throws each code with a kind of the same status', () => {
    expect(statusMismatches).toEqual([]);
  });

  it('declares only codes of the closed set', () => {
    for (const route of Object.values(contract))
      for (const code of (route as { errors?: string[] }).errors ?? []) expect(errorCodes).toContain(code);
  });
});
