import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/** The workspaces whose TypeScript the codemod reads and rewrites. */
export const PACKAGES = ['shared', 'functions', 'infra', 'web', 'test'] as const;

/** One text edit of a file: replace `length` characters at `start`. */
export interface Edit {
  start: number;
  length: number;
  text: string;
}

/**
 * The repository's TypeScript as one in-memory program behind a language service: every package's
 * files under one set of options (the union of their libs and types), so a rename sees every use
 * across packages. Edits stay in memory until `flush`.
 */
export class Workspace {
  readonly options: ts.CompilerOptions;
  readonly service: ts.LanguageService;
  private readonly texts = new Map<string, string>();
  private readonly versions = new Map<string, number>();
  private readonly rootNames: string[];
  readonly changed = new Set<string>();

  constructor(readonly root: string) {
    const files = new Set<string>();
    const types = new Set<string>();
    let options: ts.CompilerOptions = {};
    for (const pkg of PACKAGES) {
      const parsed = ts.getParsedCommandLineOfConfigFile(join(root, pkg, 'tsconfig.json'), undefined, {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (d) => {
          throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
        },
      });
      if (!parsed) throw new Error(`cannot read ${pkg}/tsconfig.json`);
      for (const f of parsed.fileNames) files.add(f);
      for (const t of parsed.options.types ?? []) types.add(t);
      if (parsed.options.jsx !== undefined) options = parsed.options;
    }
    this.options = {
      ...options,
      types: [...types],
      composite: false,
      declaration: false,
      emitDeclarationOnly: false,
      noEmit: true,
      rootDir: root,
    };
    this.rootNames = [...files].filter((f) => !f.includes('/node_modules/'));
    const host: ts.LanguageServiceHost = {
      getScriptFileNames: () => this.rootNames,
      getScriptVersion: (f) => String(this.versions.get(f) ?? 0),
      getScriptSnapshot: (f) => {
        const text = this.read(f);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => root,
      getCompilationSettings: () => this.options,
      getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
      fileExists: (f) => this.texts.has(f) || ts.sys.fileExists(f),
      readFile: (f) => this.read(f),
      readDirectory: (...args) => ts.sys.readDirectory(...args),
      directoryExists: (d) => ts.sys.directoryExists(d),
      getDirectories: (d) => ts.sys.getDirectories(d),
      realpath: (p) => ts.sys.realpath?.(p) ?? p,
    };
    this.service = ts.createLanguageService(host, ts.createDocumentRegistry());
  }

  /** The project's own files (no libraries, no declaration files). */
  projectFiles(): string[] {
    return this.rootNames.filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'));
  }

  /** Whether the codemod may edit `file`: one of the packages' own sources. */
  isProjectFile(file: string): boolean {
    const rel = relative(this.root, file);
    return (
      !rel.startsWith('..') &&
      !file.includes('/node_modules/') &&
      !file.endsWith('.d.ts') &&
      PACKAGES.some((p) => rel.startsWith(`${p}/`))
    );
  }

  read(file: string): string | undefined {
    const cached = this.texts.get(file);
    if (cached !== undefined) return cached;
    if (!existsSync(file)) return undefined;
    const text = readFileSync(file, 'utf8');
    this.texts.set(file, text);
    return text;
  }

  program(): ts.Program {
    const program = this.service.getProgram();
    if (!program) throw new Error('no program');
    return program;
  }

  /** Applies edits to one file in memory (they must not overlap). */
  edit(file: string, edits: readonly Edit[]): void {
    if (edits.length === 0) return;
    let text = this.read(file);
    if (text === undefined) throw new Error(`no file ${file}`);
    const sorted = [...edits].sort((a, b) => b.start - a.start);
    for (const e of sorted) text = text.slice(0, e.start) + e.text + text.slice(e.start + e.length);
    this.setText(file, text);
  }

  setText(file: string, text: string): void {
    if (this.read(file) === text) return;
    this.texts.set(file, text);
    this.versions.set(file, (this.versions.get(file) ?? 0) + 1);
    this.changed.add(file);
    if (!this.rootNames.includes(file) && /\.tsx?$/.test(file)) this.rootNames.push(file);
  }

  /** Writes every changed file to disk. */
  flush(): void {
    for (const file of this.changed) writeFileSync(file, this.texts.get(file)!);
  }

  /** Moves a file (in memory and, at flush time, on disk with `git mv`). */
  move(from: string, to: string): void {
    const text = this.read(from);
    if (text === undefined) throw new Error(`no file ${from}`);
    mkdirSync(dirname(to), { recursive: true });
    execFileSync('git', ['mv', relative(this.root, from), relative(this.root, to)], { cwd: this.root });
    this.texts.delete(from);
    this.changed.delete(from);
    const i = this.rootNames.indexOf(from);
    if (i >= 0) this.rootNames.splice(i, 1);
    this.texts.set(to, text);
    this.changed.add(to);
    if (/\.tsx?$/.test(to)) this.rootNames.push(to);
  }
}

/** The identifier at `pos` in `sf`, if the position starts one. */
export function identifierAt(sf: ts.SourceFile, pos: number): ts.Identifier | undefined {
  let found: ts.Identifier | undefined;
  const visit = (node: ts.Node): void => {
    if (found || pos < node.getFullStart() || pos >= node.getEnd()) return;
    if (ts.isIdentifier(node) && node.getStart(sf) === pos) {
      found = node;
      return;
    }
    node.forEachChild(visit);
  };
  visit(sf);
  return found;
}
