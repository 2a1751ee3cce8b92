import { resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** The message areas only signed-in staff and members see; the public screener must never ship them. */
const STAFF_AREAS = [
  'advice',
  'auth',
  'dashboard',
  'leads',
  'letter',
  'modules',
  'reports',
  'shell',
  'users',
];

/**
 * The modules that put bytes into the screener's first load: the entry chunk and the chunks it imports
 * statically (the PDF code is a dynamic import, fetched on demand, so it is left out).
 */
async function firstLoadInputs(): Promise<string[]> {
  const result = await build({
    entryPoints: [resolve(root, 'web/src/screener/main.ts')],
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    outdir: resolve(root, '.tsbuild/screener-bundle'),
    platform: 'browser',
    logLevel: 'silent',
  });
  const outputs: Metafile['outputs'] = result.metafile.outputs;
  const entry = Object.keys(outputs).find(
    (name) => outputs[name]?.entryPoint !== undefined && name.endsWith('.js'),
  );
  const seen = new Set<string>();
  const visit = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const imported of outputs[name]?.imports ?? [])
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  if (entry) visit(entry);
  return [...seen].flatMap((name) =>
    Object.entries(outputs[name]?.inputs ?? {})
      .filter(([, input]) => input.bytesInOutput > 0)
      .map(([path]) => path),
  );
}

describe('public screener first load', () => {
  let inputs: string[] = [];
  beforeAll(async () => {
    inputs = await firstLoadInputs();
  });

  it('bundles the screener itself', () => {
    expect(inputs.some((path) => path.endsWith('web/src/screener/main.ts'))).toBe(true);
    expect(inputs.some((path) => path.endsWith('shared/src/messages/screener.en.ts'))).toBe(true);
  });

  it('ships no zod and no request schema: its validation is its own', () => {
    expect(inputs.filter((path) => /node_modules\/zod\//.test(path))).toEqual([]);
    expect(inputs.filter((path) => path.includes('shared/src/schemas/'))).toEqual([]);
  });

  it("ships none of the staff app's texts", () => {
    const staff = inputs.filter((path) =>
      STAFF_AREAS.some((area) => new RegExp(`shared/src/messages/${area}(\\.\\w+)?\\.ts$`).test(path)),
    );
    expect(staff).toEqual([]);
  });

  it('loads the PDF code only on demand', () => {
    expect(inputs.filter((path) => /node_modules\/(jspdf|html2canvas)\//.test(path))).toEqual([]);
  });
});
