import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const SOURCE_ROOTS = ['shared/src', 'functions/src', 'functions/local', 'web/src', 'infra', 'test'];
const SKIP = new Set(['node_modules', 'dist', 'cdk.out', '.local', 'coverage']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = SOURCE_ROOTS.flatMap((dir) => sourceFiles(join(root, dir))).map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, 'utf8'),
}));

// STYLE.md: no barrel files; import the module you need, so bundles and readers see real dependencies.
describe('module layout', () => {
  it('has no index.ts that re-exports its folder', () => {
    const barrels = files.filter(
      (f) => /(^|\/)index\.tsx?$/.test(f.path) && /^export\s+(type\s+)?(\*|\{)[^;]*\bfrom\s/m.test(f.text),
    );
    expect(barrels.map((f) => f.path)).toEqual([]);
  });

  it('never re-exports a whole module with export *', () => {
    const wildcard = files.filter((f) => /^export\s+(type\s+)?\*(\s+as\s+\w+)?\s+from\s/m.test(f.text));
    expect(wildcard.map((f) => f.path)).toEqual([]);
  });

  it('declares the Role and Actor types once, in shared/src/access/types.ts', () => {
    const declarations = files.filter(
      (f) =>
        !f.path.endsWith('.test.ts') &&
        /^export\s+(type\s+(Role|Actor)\b\s*=|interface\s+(Role|Actor)\b)/m.test(f.text),
    );
    expect(declarations.map((f) => f.path)).toEqual(['shared/src/access/types.ts']);
  });

  it('publishes shared modules by path only, with no folder entry points', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'shared/package.json'), 'utf8')) as {
      exports: Record<string, string>;
    };
    expect(pkg.exports).toEqual({ './*': './src/*.ts' });
  });
});
