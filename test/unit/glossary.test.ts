import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { NON_PROPERTY_KINDS, STORED_TYPES, SYMBOL_RULES, hasOldWord } from '../../scripts/glossary/table';

const root = resolve(import.meta.dirname, '../..');
const files = execFileSync('git', ['ls-files', '--', 'shared', 'functions', 'infra', 'web', 'test'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
  .map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));

/** Old names the table renames everywhere (not only where a declaration says so). */
const BANNED = new Set(
  SYMBOL_RULES.filter(
    (r) => !r.ambiguous && (r.kinds ?? NON_PROPERTY_KINDS).some((k) => k !== 'property'),
  ).map((r) => r.from),
);

/** Whether an identifier names a property (a wire field, a stored attribute, a route, a message key). */
function isPropertyName(id: ts.Identifier): boolean {
  const parent = id.parent;
  if (ts.isPropertyAccessExpression(parent)) return parent.name === id;
  if (ts.isQualifiedName(parent)) return parent.right === id;
  if (ts.isBindingElement(parent)) return parent.propertyName === id;
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) return parent.propertyName === id;
  return (
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent) ||
      ts.isGetAccessorDeclaration(parent) ||
      ts.isEnumMember(parent) ||
      ts.isJsxAttribute(parent)) &&
    parent.name === id
  );
}

/** `path:line name` of every identifier the glossary retired, outside property names. */
function oldNames(path: string, text: string): string[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && !isPropertyName(node) && (BANNED.has(node.text) || hasOldWord(node.text)))
      out.push(`${path}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1} ${node.text}`);
    node.forEachChild(visit);
  };
  visit(sf);
  return out;
}

/** `path:line value` of every `type: '…'` (or `':type'`, or a `type` argument) spelling one of `words`. */
function storedTypeLiterals(path: string, text: string, words: ReadonlySet<string>): string[] {
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) && words.has(node.text)) {
      const parent = node.parent;
      const name = ts.isPropertyAssignment(parent) ? parent.name.getText(sf).replace(/['"]/g, '') : '';
      if (name === 'type' || name === ':type' || ts.isCallExpression(parent))
        out.push(`${path}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1} ${node.text}`);
    }
    node.forEachChild(visit);
  };
  visit(sf);
  return out;
}

/**
 * The PDF side's own report-kind words, retired: the print entry, the download names and the PDF area
 * take the report kinds (`cc`, `screener`, `qofl`, `qoflShort`, `dashboard`: `PDF_REPORT_KINDS`).
 */
const RETIRED_KIND_VALUES = new Set(['communityConnections', 'qualityOfLife', 'qualityOfLifeShort']);

/** `path:line value` of every string literal (or literal type, or object key) that spells one of `words`. */
function spelledValues(path: string, text: string, words: ReadonlySet<string>): string[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const out: string[] = [];
  const at = (node: ts.Node, value: string) =>
    out.push(`${path}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1} ${value}`);
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && words.has(node.text))
      at(node, node.text);
    // A key of an object or a type keyed by kind (`{ communityConnections: View }`).
    if (
      (ts.isPropertyAssignment(node) || ts.isPropertySignature(node)) &&
      ts.isIdentifier(node.name) &&
      words.has(node.name.text)
    )
      at(node, node.name.text);
    node.forEachChild(visit);
  };
  visit(sf);
  return out;
}

// Issue 22 item 3: the code uses the glossary's names (README, Glossary); the spec's wire names stay
// in the contract's fields and routes only. scripts/rename-glossary.ts did the renaming; this keeps the
// old names from coming back.
describe('one vocabulary', () => {
  it('names no type, function, variable or parameter with a word the glossary retired', () => {
    expect(files.flatMap((f) => oldNames(f.path, f.text))).toEqual([]);
  });

  it('writes a stored item type only through the storedType mapping (tests may assert the bytes)', () => {
    // The stored words that hold the wire's vocabulary (`MemberSurvey`, `Collection`, `PublicSurvey`…).
    const wireWords = new Set(Object.values(STORED_TYPES).filter((v) => /Survey|Collection/.test(v)));
    const spelled = files
      .filter((f) => !/\.test\.tsx?$/.test(f.path))
      .flatMap((f) => storedTypeLiterals(f.path, f.text, wireWords));
    expect(spelled).toEqual([]);
  });

  it('names a report by its report kind on the PDF side too, with no print-kind vocabulary beside it', () => {
    const spelled = files
      .filter((f) => f.path !== 'test/unit/glossary.test.ts')
      .flatMap((f) => spelledValues(f.path, f.text, RETIRED_KIND_VALUES));
    expect(spelled).toEqual([]);
  });

  it('maps each stored type from exactly one code name', () => {
    const values = Object.values(STORED_TYPES);
    expect(new Set(values).size).toBe(values.length);
  });
});
