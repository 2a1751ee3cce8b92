import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { STORED_TYPES } from './table';
import type { Edit, Workspace } from './workspace';

/** The mapping module's file name, written beside the module that builds the table's keys. */
export const STORED_TYPES_FILE = 'stored-types.ts';

const byStoredValue = new Map(Object.entries(STORED_TYPES).map(([name, value]) => [value, name]));

/** The module that declares `export const keys` and `TableKey` (found by what it declares). */
export function keysModule(ws: Workspace): string {
  const program = ws.program();
  const hits = ws.projectFiles().filter((f) => {
    const sf = program.getSourceFile(f);
    if (!sf) return false;
    const names = sf.statements.flatMap((st) =>
      ts.isVariableStatement(st)
        ? st.declarationList.declarations.map((d) => d.name.getText(sf))
        : ts.isInterfaceDeclaration(st)
          ? [st.name.text]
          : [],
    );
    return names.includes('keys') && names.includes('TableKey');
  });
  if (hits.length !== 1) throw new Error(`expected one keys module, found ${hits.join(', ') || 'none'}`);
  return hits[0]!;
}

function moduleText(): string {
  const lines = Object.entries(STORED_TYPES).map(([name, value]) => `  ${name}: '${value}',`);
  return `/**
 * The stored \`type\` attribute of each kind of item in the one table, by the code's name for it (the
 * README's glossary). The values are the bytes already stored and never change: where the code's name
 * differs from the stored word (\`memberModule\` is stored \`MemberSurvey\`, \`lead\` \`PublicSurvey\`,
 * \`seriesInstance\` \`MemberCollection\`…), this is the mapping layer between them, so items written
 * before the rename stay readable and no migration is needed. Code spells only the names on the left.
 * The attribute is written, never read back as a record's field (\`recordOf\` drops it).
 */
export const storedType = {
${lines.join('\n')}
} as const;

/** The stored \`type\` of an item. */
export type StoredType = (typeof storedType)[keyof typeof storedType];
`;
}

/** How `from` imports `to`: a relative path within a package, else the package's path export. */
export function specifierFor(ws: Workspace, from: string, to: string): string {
  const noExt = to.replace(/\.tsx?$/, '');
  const pkgOf = (f: string) => relative(ws.root, f).split('/')[0];
  if (pkgOf(from) === pkgOf(to)) {
    const rel = relative(dirname(from), noExt);
    return rel.startsWith('.') ? rel : `./${rel}`;
  }
  const pkg = pkgOf(to)!;
  return `@circles/${pkg}/${relative(join(ws.root, pkg, 'src'), noExt)}`;
}

/** Whether an object literal is a stored item (it spreads a key, has `pk`, or is a command's `Item`). */
function isItem(object: ts.ObjectLiteralExpression): boolean {
  const parent = object.parent;
  return (
    object.properties.some(
      (p) => ts.isSpreadAssignment(p) || (p.name !== undefined && p.name.getText() === 'pk'),
    ) ||
    (ts.isPropertyAssignment(parent) && parent.name.getText() === 'Item')
  );
}

/** The stored type a node spells as a string literal in a place that writes an item's type, if any. */
function storedLiteral(node: ts.Node, checker: ts.TypeChecker): string | undefined {
  if (!ts.isStringLiteral(node) || !byStoredValue.has(node.text)) return undefined;
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
    const name = ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name) ? parent.name.text : '';
    if (name === 'type' && ts.isObjectLiteralExpression(parent.parent) && isItem(parent.parent))
      return node.text;
    if (name === ':type') return node.text;
  }
  if (ts.isCallExpression(parent) && parent.arguments.includes(node)) {
    const declaration = checker.getResolvedSignature(parent)?.getDeclaration();
    const param = declaration?.parameters[parent.arguments.indexOf(node)];
    if (param && ts.isIdentifier(param.name) && param.name.text === 'type') return node.text;
  }
  return undefined;
}

/**
 * Writes the mapping module beside the keys module (when absent) and replaces every stored `type`
 * literal that code writes (not tests, which assert the bytes) with `storedType.<name>`.
 */
export function mapStoredTypes(ws: Workspace): { module: string; replaced: string[] } {
  const module = join(dirname(keysModule(ws)), STORED_TYPES_FILE);
  if (!existsSync(module) && ws.read(module) === undefined) ws.setText(module, moduleText());
  const program = ws.program();
  const checker = program.getTypeChecker();
  const replaced: string[] = [];
  for (const file of ws.projectFiles()) {
    if (/\.test\.tsx?$/.test(file) || file === module || relative(ws.root, file).startsWith('web/')) continue;
    const sf = program.getSourceFile(file);
    if (!sf) continue;
    const edits: Edit[] = [];
    const visit = (node: ts.Node): void => {
      const value = storedLiteral(node, checker);
      if (value !== undefined) {
        edits.push({
          start: node.getStart(sf),
          length: node.getWidth(sf),
          text: `storedType.${byStoredValue.get(value)}`,
        });
        replaced.push(`${relative(ws.root, file)}: '${value}'`);
      }
      node.forEachChild(visit);
    };
    visit(sf);
    if (edits.length === 0) continue;
    const hasImport = sf.statements.some(
      (st) =>
        ts.isImportDeclaration(st) &&
        st.importClause?.namedBindings !== undefined &&
        ts.isNamedImports(st.importClause.namedBindings) &&
        st.importClause.namedBindings.elements.some((e) => e.name.text === 'storedType'),
    );
    if (!hasImport) {
      const lastImport = [...sf.statements].reverse().find(ts.isImportDeclaration);
      const at = lastImport ? lastImport.getEnd() : 0;
      const line = `import { storedType } from '${specifierFor(ws, file, module)}';`;
      edits.push({ start: at, length: 0, text: lastImport ? `\n${line}` : `${line}\n` });
    }
    ws.edit(file, edits);
  }
  return { module, replaced };
}
