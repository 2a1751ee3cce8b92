import { relative } from 'node:path';
import ts from 'typescript';
import { applyWordRules, NON_PROPERTY_KINDS, SYMBOL_RULES, type DeclKind, type SymbolRule } from './table';
import { identifierAt, type Edit, type Workspace } from './workspace';

/** A declaration the table may rename. */
interface Found {
  node: ts.Declaration;
  name: ts.Identifier;
  kind: DeclKind;
  file: string;
  sf: ts.SourceFile;
}

/** A rename done or left undone, for the report. */
export interface RenameNote {
  from: string;
  to: string;
  kind: DeclKind;
  where: string;
  locations?: number;
  reason?: string;
}

/** What a declaration node is, in the table's terms (undefined: not one the table renames). */
function kindOf(node: ts.Node): DeclKind | undefined {
  if (ts.isInterfaceDeclaration(node)) return 'interface';
  if (ts.isTypeAliasDeclaration(node)) return 'type';
  if (ts.isClassDeclaration(node)) return 'class';
  if (ts.isEnumDeclaration(node)) return 'enum';
  if (ts.isFunctionDeclaration(node)) return 'function';
  // Local names an import gives: `* as x`, `{ y as x }`, a default import.
  if (
    ts.isVariableDeclaration(node) ||
    ts.isNamespaceImport(node) ||
    (ts.isImportSpecifier(node) && node.propertyName !== undefined) ||
    ts.isImportClause(node)
  )
    return 'variable';
  if (ts.isParameter(node)) return 'parameter';
  if (ts.isBindingElement(node)) return 'binding';
  if (
    ts.isPropertySignature(node) ||
    ts.isPropertyDeclaration(node) ||
    ts.isPropertyAssignment(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isMethodSignature(node)
  )
    return 'property';
  return undefined;
}

/** The name of the nearest enclosing named declaration (an object's variable, an interface…). */
export function containerOf(node: ts.Node): string | undefined {
  for (let n = node.parent; n !== undefined; n = n.parent) {
    if (
      (ts.isInterfaceDeclaration(n) ||
        ts.isTypeAliasDeclaration(n) ||
        ts.isClassDeclaration(n) ||
        ts.isFunctionDeclaration(n) ||
        ts.isVariableDeclaration(n) ||
        ts.isPropertyAssignment(n) ||
        ts.isMethodDeclaration(n)) &&
      n.name !== undefined &&
      ts.isIdentifier(n.name)
    )
      return n.name.text;
  }
  return undefined;
}

function* declarationsOf(sf: ts.SourceFile, file: string): Generator<Found> {
  const stack: ts.Node[] = [sf];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const kind = kindOf(node);
    const name = (node as ts.NamedDeclaration).name;
    if (kind && name && ts.isIdentifier(name)) yield { node: node as ts.Declaration, name, kind, file, sf };
    node.forEachChild((c) => {
      stack.push(c);
    });
  }
}

/** The declared type's text: the annotation when there is one, else the checker's. */
function typeText(found: Found, checker: ts.TypeChecker): string {
  const annotated = (found.node as { type?: ts.TypeNode }).type;
  if (annotated) return annotated.getText(found.sf);
  return checker.typeToString(checker.getTypeAtLocation(found.name));
}

/** The types of the type aliases of these names, anywhere in the workspace. */
function aliasTypes(names: readonly string[], program: ts.Program, ws: Workspace): ts.Type[] {
  const checker = program.getTypeChecker();
  const types: ts.Type[] = [];
  for (const sf of program.getSourceFiles()) {
    if (!ws.isProjectFile(sf.fileName)) continue;
    for (const st of sf.statements)
      if (ts.isTypeAliasDeclaration(st) && names.includes(st.name.text))
        types.push(checker.getTypeAtLocation(st.name));
  }
  return types;
}

function matches(rule: SymbolRule, found: Found, checker: ts.TypeChecker, types: TypesOf): boolean {
  if (rule.from !== found.name.text) return false;
  if (!(rule.kinds ?? NON_PROPERTY_KINDS).includes(found.kind)) return false;
  if (rule.container !== undefined && containerOf(found.node) !== rule.container) return false;
  const text = found.node.getText(found.sf);
  if (rule.text && !rule.text.test(text)) return false;
  if (rule.notText?.test(text)) return false;
  if (rule.typeIs && !rule.typeIs.test(typeText(found, checker))) return false;
  if (rule.typeOf && !types(rule.typeOf).includes(checker.getTypeAtLocation(found.name))) return false;
  return true;
}

type TypesOf = (names: readonly string[]) => ts.Type[];

/** The glossary name for a declaration, if the table renames it. */
function targetOf(found: Found, checker: ts.TypeChecker, types: TypesOf): string | undefined {
  const rule = SYMBOL_RULES.find((r) => matches(r, found, checker, types));
  if (rule) return rule.to;
  if (found.kind === 'property') return undefined;
  const to = applyWordRules(found.name.text);
  return to === found.name.text ? undefined : to;
}

/**
 * Names that are wire fields: the keys of every `z.object({...})`-like call's object. A symbol whose
 * old name is one of them keeps comments alone (a comment naming it probably quotes the contract).
 */
function wireNames(program: ts.Program, ws: Workspace): Set<string> {
  const names = new Set<string>();
  for (const sf of program.getSourceFiles()) {
    if (!ws.isProjectFile(sf.fileName)) continue;
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        /^(object|looseObject|strictObject|extend)$/.test(node.expression.name.text)
      )
        for (const arg of node.arguments)
          if (ts.isObjectLiteralExpression(arg))
            for (const p of arg.properties) if (p.name && ts.isIdentifier(p.name)) names.add(p.name.text);
      node.forEachChild(visit);
    };
    visit(sf);
  }
  return names;
}

const resolved = (checker: ts.TypeChecker, s: ts.Symbol): ts.Symbol =>
  s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;

/** Why `to` cannot take the place of the symbol at these locations, if it cannot. */
function collision(
  found: Found,
  symbol: ts.Symbol,
  to: string,
  locations: readonly ts.RenameLocation[],
  program: ts.Program,
): string | undefined {
  const checker = program.getTypeChecker();
  if (found.kind === 'property') {
    const owner = found.node.parent;
    const type = ts.isInterfaceDeclaration(owner)
      ? checker.getDeclaredTypeOfSymbol(checker.getSymbolAtLocation(owner.name)!)
      : checker.getTypeAtLocation(owner);
    return type.getProperty(to) ? `${containerOf(found.node)} already has ${to}` : undefined;
  }
  const target = resolved(checker, symbol);
  const meaning =
    ts.SymbolFlags.Value | ts.SymbolFlags.Type | ts.SymbolFlags.Namespace | ts.SymbolFlags.Alias;
  for (const loc of locations) {
    const sf = program.getSourceFile(loc.fileName);
    const id = sf && identifierAt(sf, loc.textSpan.start);
    if (!sf || !id) continue; // a comment
    const other = checker.getSymbolsInScope(id, meaning).find((s) => s.name === to);
    if (other && resolved(checker, other) !== target)
      return `${to} is already visible in ${relative(process.cwd(), loc.fileName)}`;
  }
  return undefined;
}

function overlaps(spans: [number, number][] | undefined, start: number, end: number): boolean {
  return (spans ?? []).some(([s, e]) => start < e && s < end);
}

/**
 * One pass: every declaration the table renames, renamed with all its references through the
 * language service, unless its new name would clash or its edits touch another rename's (those wait
 * for the next pass, on the updated program).
 */
function pass(ws: Workspace, notes: RenameNote[], final: boolean): number {
  const program = ws.program();
  const checker = program.getTypeChecker();
  const wire = wireNames(program, ws);
  const typeCache = new Map<string, ts.Type[]>();
  const types: TypesOf = (names) => {
    const key = names.join(',');
    if (!typeCache.has(key)) typeCache.set(key, aliasTypes(names, program, ws));
    return typeCache.get(key)!;
  };
  const seen = new Set<ts.Symbol>();
  const claimed = new Map<string, [number, number][]>();
  const introduced = new Map<string, Set<string>>();
  const edits = new Map<string, Edit[]>();
  let done = 0;
  for (const file of ws.projectFiles()) {
    const sf = program.getSourceFile(file);
    if (!sf) continue;
    for (const found of declarationsOf(sf, file)) {
      const to = targetOf(found, checker, types);
      if (to === undefined) continue;
      const symbol = checker.getSymbolAtLocation(found.name);
      if (!symbol || seen.has(symbol)) continue;
      seen.add(symbol);
      const from = found.name.text;
      const where = `${relative(ws.root, file)}:${sf.getLineAndCharacterOfPosition(found.name.getStart(sf)).line + 1}`;
      const note = { from, to, kind: found.kind, where };
      const inComments = /[a-z][A-Z]/.test(from) && !wire.has(from);
      const locations = ws.service.findRenameLocations(file, found.name.getStart(sf), false, inComments, {
        providePrefixAndSuffixTextForRename: true,
      });
      const skip = (reason: string) => {
        if (final) notes.push({ ...note, reason });
      };
      if (!locations || locations.length === 0) {
        skip('the language service finds no rename locations');
        continue;
      }
      const outside = locations.find((l) => !ws.isProjectFile(l.fileName));
      if (outside) {
        skip(`used by ${outside.fileName}`);
        continue;
      }
      const reexport = locations.find((l) => / as /.test(`${l.prefixText ?? ''}${l.suffixText ?? ''}`));
      if (reexport) {
        skip(`re-exported under its name in ${relative(ws.root, reexport.fileName)}: rename by hand`);
        continue;
      }
      const clash = collision(found, symbol, to, locations, program);
      const busy = locations.some(
        (l) =>
          overlaps(claimed.get(l.fileName), l.textSpan.start, l.textSpan.start + l.textSpan.length) ||
          introduced.get(l.fileName)?.has(to),
      );
      if (clash || busy) {
        skip(clash ?? 'overlaps another rename');
        continue;
      }
      for (const l of locations) {
        const text = ws.read(l.fileName)!;
        if (text.slice(l.textSpan.start, l.textSpan.start + l.textSpan.length) !== from) continue;
        const list = edits.get(l.fileName) ?? [];
        list.push({
          start: l.textSpan.start,
          length: l.textSpan.length,
          text: `${l.prefixText ?? ''}${to}${l.suffixText ?? ''}`,
        });
        edits.set(l.fileName, list);
        const spans = claimed.get(l.fileName) ?? [];
        spans.push([l.textSpan.start, l.textSpan.start + l.textSpan.length]);
        claimed.set(l.fileName, spans);
        const names = introduced.get(l.fileName) ?? new Set<string>();
        names.add(to);
        introduced.set(l.fileName, names);
      }
      notes.push({ ...note, locations: locations.length });
      done += 1;
    }
  }
  for (const [file, list] of edits) ws.edit(file, list);
  return done;
}

/**
 * Renames every symbol of the table (SYMBOL_RULES, then WORD_RULES) across the workspace, in passes
 * until nothing is left that can be renamed. Returns what was renamed and what was left, with why.
 */
export function renameSymbols(ws: Workspace, maxPasses = 8): RenameNote[] {
  const notes: RenameNote[] = [];
  for (let i = 0; i < maxPasses; i += 1) {
    const done = pass(ws, notes, false);
    console.log(`pass ${i + 1}: ${done} symbols renamed`);
    if (done === 0) break;
  }
  const left: RenameNote[] = [];
  pass(ws, left, true);
  return [...notes, ...left.filter((n) => n.reason !== undefined)];
}
