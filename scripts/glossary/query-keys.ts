import { relative } from 'node:path';
import ts from 'typescript';
import { QUERY_KEY_SEGMENTS } from './table';
import type { Edit, Workspace } from './workspace';

/** The name of the variable an expression is (part of) the initializer of, if any. */
function variableOf(node: ts.Node): string | undefined {
  const declaration = ts.findAncestor(node, ts.isVariableDeclaration);
  return declaration && ts.isIdentifier(declaration.name) ? declaration.name.text : undefined;
}

/**
 * Whether an array literal is a query key or a key's root: in the roots object or a `…_ROOTS` list,
 * the value of a `queryKey`, or an array that spreads a key factory's `….all`.
 */
function isQueryKey(array: ts.ArrayLiteralExpression): boolean {
  const variable = variableOf(array) ?? '';
  if (/^queryRoots$|ROOTS$/.test(variable)) return true;
  const parent = array.parent;
  if (ts.isPropertyAssignment(parent) && parent.name.getText() === 'queryKey') return true;
  return array.elements.some(
    (e) => ts.isSpreadElement(e) && /(\.all|Keys\.\w+\(.*\))$/.test(e.expression.getText()),
  );
}

/** Renames the web's query key segments (QUERY_KEY_SEGMENTS) where they are written. */
export function renameQueryKeys(ws: Workspace): string[] {
  const program = ws.program();
  const renamed: string[] = [];
  for (const file of ws.projectFiles()) {
    if (!relative(ws.root, file).startsWith('web/')) continue;
    const sf = program.getSourceFile(file);
    if (!sf) continue;
    const edits: Edit[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isArrayLiteralExpression(node) && isQueryKey(node))
        for (const e of node.elements) {
          const to = ts.isStringLiteral(e) ? QUERY_KEY_SEGMENTS[e.text] : undefined;
          if (to === undefined || !ts.isStringLiteral(e)) continue;
          edits.push({ start: e.getStart(sf) + 1, length: e.text.length, text: to });
          renamed.push(`${relative(ws.root, file)}: '${e.text}' → '${to}'`);
        }
      node.forEachChild(visit);
    };
    visit(sf);
    ws.edit(file, edits);
  }
  return renamed;
}
