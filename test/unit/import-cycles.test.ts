import { resolve } from 'node:path';
import { parseCircular, parseDependencyTree, type Dependency } from 'dpdm';
import { describe, expect, it } from 'vitest';

/*
 * Issue 22 item 4: no import circles. A circle makes a module's exports undefined while another in the
 * circle still loads (in Lambda bundles, in vitest and in the browser alike), and says two areas are
 * not apart. dpdm reads every source file of the four packages and the tests; type-only imports are
 * dropped (`transform`, they vanish at build) and the routes loaded on demand with `import()` may point
 * back at what loads them (app/preload.ts), which is no circle at load time.
 */

const root = resolve(import.meta.dirname, '../..');

describe('imports', () => {
  it('form no circle in functions, shared, web, infra or the tests', async () => {
    const tree = await parseDependencyTree(
      [
        'functions/src/**/*.ts',
        'functions/local/**/*.ts',
        'shared/src/**/*.ts',
        'web/src/**/*.{ts,tsx}',
        'infra/**/*.ts',
        'test/**/*.ts',
      ],
      {
        context: root,
        transform: true,
        skipDynamicImports: true,
        exclude: /node_modules|\/dist\/|cdk\.out/,
        tsconfig: resolve(root, 'tsconfig.base.json'),
      },
    );
    const files = Object.keys(tree);
    // The read covered the packages (a glob that matched nothing would pass with no circle at all).
    for (const area of ['functions/src/', 'shared/src/', 'web/src/', 'infra/', 'test/'])
      expect(files.filter((f) => f.startsWith(area)).length, area).toBeGreaterThan(20);
    expect(parseCircular(tree, true).map((circle) => circle.join(' -> '))).toEqual([]);
  }, 120_000);

  it('finds a circle of two files, as the check above relies on', () => {
    const edge = (issuer: string, id: string) => ({
      issuer,
      request: `./${id}`,
      kind: 'StaticImport' as Dependency['kind'],
      id,
    });
    const tree = { 'a.ts': [edge('a.ts', 'b.ts')], 'b.ts': [edge('b.ts', 'a.ts')] };
    expect(parseCircular(tree, true)).toEqual([['a.ts', 'b.ts']]);
  });
});
