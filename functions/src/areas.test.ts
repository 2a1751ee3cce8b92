import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract, type RouteName } from '@circles/shared/api/contract';
import { routeKeyOf, type AreaHandler, type RouteHandler } from './platform/http/area';
import { areas, bindings, type AreaName } from './areas';

const src = join(import.meta.dirname, '..');
const boundRoutes = Object.entries(bindings) as [RouteName, (typeof bindings)[RouteName]][];
const boundAreas = [...new Set(boundRoutes.map(([, b]) => b.area))];

async function areaEntry(area: string): Promise<AreaHandler> {
  const file = join(src, 'areas', `${area}.ts`);
  expect(existsSync(file), `area ${area} has no entry ${file}`).toBe(true);
  return ((await import(file)) as { handler: AreaHandler }).handler;
}

describe('binding table', () => {
  it('binds every contract route and nothing else', () => {
    expect(Object.keys(bindings).sort()).toEqual(Object.keys(contract).sort());
  });

  it('gives every route a unique method and path', () => {
    const keys = Object.values(contract).map(routeKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(boundRoutes)('%s points at a handler module serving its route key', async (name, binding) => {
    const file = join(src, `${binding.file}.ts`);
    expect(existsSync(file), file).toBe(true);
    const mod = (await import(file)) as { handler?: RouteHandler };
    expect(typeof mod.handler).toBe('function');
    expect(mod.handler?.routeKey).toBe(routeKeyOf(contract[name]));
  });

  it('puts every route in a declared area', () => {
    for (const [, binding] of boundRoutes) expect(Object.keys(areas)).toContain(binding.area);
  });
});

describe('area entries', () => {
  it.each(boundAreas)('the %s entry routes each of its bound routes to the bound handler', async (area) => {
    const entry = await areaEntry(area);
    for (const [name, binding] of boundRoutes.filter(([, b]) => b.area === area)) {
      const mod = (await import(join(src, `${binding.file}.ts`))) as { handler: RouteHandler };
      expect(entry.handlerOf(routeKeyOf(contract[name])), name).toBe(mod.handler);
    }
  });

  it.each(boundAreas)('the %s entry serves no route bound to another area', async (area) => {
    const entry = await areaEntry(area);
    const own = boundRoutes.filter(([, b]) => b.area === area).map(([name]) => routeKeyOf(contract[name]));
    expect([...entry.routeKeys].sort()).toEqual(own.sort());
  });

  it('has an entry only for declared areas', () => {
    const entries = readdirSync(join(src, 'areas'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(entries.sort()).toEqual(Object.keys(areas).sort());
  });
});

describe('area grants', () => {
  it('lets only the identity area administer Cognito', () => {
    const admins = (Object.entries(areas) as [AreaName, { grants: readonly string[] }][])
      .filter(([, a]) => a.grants.includes('cognitoAdmin'))
      .map(([name]) => name);
    expect(admins).toEqual(['users']);
  });
});
