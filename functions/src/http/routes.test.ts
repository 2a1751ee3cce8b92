import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract } from '@circles/shared/api/contract';
import { bindings } from './routes';

const src = join(import.meta.dirname, '..');

describe('binding table', () => {
  it('binds every contract route and nothing else', () => {
    expect(Object.keys(bindings).sort()).toEqual(Object.keys(contract).sort());
  });

  it.each(Object.entries(bindings))(
    '%s points at a handler module that exports `handler`',
    async (_name, binding) => {
      const file = join(src, `${binding.file}.ts`);
      expect(existsSync(file), file).toBe(true);
      const mod = (await import(file)) as { handler?: unknown };
      expect(typeof mod.handler).toBe('function');
    },
  );

  it('gives every route a unique method and path', () => {
    const keys = Object.values(contract).map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
