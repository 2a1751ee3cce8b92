import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { FILE_RULES } from './table';
import { specifierFor } from './stored-types';
import { PACKAGES, type Edit, type Workspace } from './workspace';

/** One file moved: repository-relative paths. */
export interface Move {
  from: string;
  to: string;
}

/** A path part with the table's kebab-case words replaced (whole hyphen-separated words only). */
export function renamePart(part: string): string {
  let out = part;
  for (const rule of FILE_RULES)
    out = out.replace(new RegExp(`(^|-)${rule.from}(?=$|[-.])`, 'g'), (_m, lead: string) => lead + rule.to);
  return out;
}

/** The moves the table asks for, among the packages' tracked TypeScript files. */
export function plannedMoves(root: string): { moves: Move[]; skipped: string[] } {
  const tracked = execFileSync('git', ['ls-files', '--', ...PACKAGES], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.tsx?$/.test(f));
  const moves: Move[] = [];
  const skipped: string[] = [];
  const targets = new Set<string>();
  for (const from of tracked) {
    const to = from.split('/').map(renamePart).join('/');
    if (to === from) continue;
    if (existsSync(join(root, to)) || targets.has(to)) skipped.push(`${from} → ${to}: the target exists`);
    else {
      moves.push({ from, to });
      targets.add(to);
    }
  }
  return { moves, skipped };
}

/** The module specifiers of a file: imports, exports, `import()`, `import('…')` types, vi.mock & co. */
function specifiers(sf: ts.SourceFile): ts.StringLiteralLike[] {
  const out: ts.StringLiteralLike[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      out.push(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression.getText(sf);
      if (
        node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        /^(require|vi\.(mock|doMock|unmock|importActual|importMock))$/.test(callee)
      )
        out.push(node.arguments[0]);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      out.push(node.argument.literal);
    node.forEachChild(visit);
  };
  visit(sf);
  return out;
}

/** Path suffixes (two parts or more) of moved files and folders, old → new, longest first. */
function pathSuffixes(moves: readonly Move[]): [string, string][] {
  const pairs = new Map<string, string | null>();
  const add = (from: string, to: string) => {
    const a = from.split('/');
    const b = to.split('/');
    for (let k = 2; k <= a.length; k += 1) {
      const old = a.slice(-k).join('/');
      const next = b.slice(-k).join('/');
      if (old === next) continue;
      pairs.set(old, pairs.has(old) && pairs.get(old) !== next ? null : next);
    }
  };
  for (const m of moves) {
    add(m.from, m.to);
    add(m.from.replace(/\.tsx?$/, ''), m.to.replace(/\.tsx?$/, ''));
    add(dirname(m.from), dirname(m.to));
  }
  return [...pairs]
    .filter((p): p is [string, string] => p[1] !== null)
    .sort((x, y) => y[0].length - x[0].length);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with every moved path (as a whole path suffix) replaced by its new path. */
export function rewritePaths(text: string, suffixes: readonly [string, string][]): string {
  if (suffixes.length === 0) return text;
  const map = new Map(suffixes);
  const pattern = new RegExp(
    `(?<![A-Za-z0-9_.-])(${suffixes.map(([old]) => escape(old)).join('|')})(?![A-Za-z0-9_-])`,
    'g',
  );
  return text.replace(pattern, (m) => map.get(m) ?? m);
}

/**
 * Moves the files (git mv), rewrites every import of them (relative or `@circles/<package>/…`), and
 * every other mention of their paths: string literals in TypeScript (route bindings, chunk roots) and
 * the Markdown documents.
 */
export function moveFiles(ws: Workspace, moves: readonly Move[]): string[] {
  const notes: string[] = [];
  if (moves.length === 0) return notes;
  const abs = (p: string) => join(ws.root, p);
  const movedTo = new Map(moves.map((m) => [abs(m.from), abs(m.to)]));
  const suffixes = pathSuffixes(moves);
  const program = ws.program();
  for (const file of ws.projectFiles()) {
    const sf = program.getSourceFile(file);
    if (!sf) continue;
    const newFile = movedTo.get(file) ?? file;
    const edits: Edit[] = [];
    const handled = new Set<ts.Node>();
    for (const literal of specifiers(sf)) {
      handled.add(literal);
      const spec = literal.text;
      const target = ts.resolveModuleName(spec, file, ws.options, ts.sys).resolvedModule?.resolvedFileName;
      if (!target || target.includes('/node_modules/')) continue;
      const newTarget = movedTo.get(target) ?? target;
      if (newTarget === target && newFile === file) continue;
      const next = spec.startsWith('.')
        ? specifierFor(ws, newFile, newTarget)
        : packageSpecifier(ws, newTarget);
      if (next !== spec) edits.push({ start: literal.getStart(sf) + 1, length: spec.length, text: next });
    }
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteralLike(node) && !handled.has(node)) {
        const next = rewritePaths(node.text, suffixes);
        if (next !== node.text) {
          edits.push({ start: node.getStart(sf) + 1, length: node.getWidth(sf) - 2, text: next });
          notes.push(`${relative(ws.root, file)}: '${node.text}' → '${next}'`);
        }
      }
      node.forEachChild(visit);
    };
    visit(sf);
    ws.edit(file, edits);
  }
  const docs = execFileSync('git', ['ls-files', '*.md'], { cwd: ws.root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  for (const doc of docs) {
    const text = readFileSync(abs(doc), 'utf8');
    const next = rewritePaths(text, suffixes);
    if (next !== text) {
      ws.setText(abs(doc), next);
      notes.push(`${doc}: paths of moved files`);
    }
  }
  for (const m of moves) ws.move(abs(m.from), abs(m.to));
  // git mv leaves a folder it emptied behind.
  for (const dir of new Set(moves.map((m) => dirname(abs(m.from)))))
    if (existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
  return notes;
}

/** A package's path export for a file (`@circles/functions/data/keys`). */
function packageSpecifier(ws: Workspace, file: string): string {
  const rel = relative(ws.root, file);
  const pkg = rel.split('/')[0]!;
  return `@circles/${pkg}/${relative(join(ws.root, pkg, 'src'), file.replace(/\.tsx?$/, ''))}`;
}
