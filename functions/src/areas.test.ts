import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract, type RouteName } from '@circles/shared/api/contract';
import { routeKeyOf, type AreaHandler, type RouteHandler } from './platform/http/area';
import { areas, bindings, type AreaName, type AreaRoutes } from './areas';

const src = import.meta.dirname;
const boundRoutes = Object.entries(bindings) as [RouteName, (typeof bindings)[RouteName]][];
const boundAreas = [...new Set(boundRoutes.map(([, b]) => b.area))];
const routesOf = (area: string) => boundRoutes.filter(([, b]) => b.area === area).map(([name]) => name);

async function areaModule<T>(area: string, name: 'entry' | 'routes'): Promise<T> {
  const file = join(src, area, `${name}.ts`);
  expect(existsSync(file), `area ${area} has no ${file}`).toBe(true);
  return (await import(file)) as T;
}
const areaEntry = async (area: string) => (await areaModule<{ handler: AreaHandler }>(area, 'entry')).handler;
const areaRoutes = async (area: string) =>
  (await areaModule<{ routes: Record<string, RouteHandler> }>(area, 'routes')).routes;

// Compile-time checks (tsc -b): a routes table must list exactly its area's routes.
const stub = (() => undefined) as unknown as RouteHandler;
// @ts-expect-error a route of the area is missing (fhirObservations)
export const missingRoute: AreaRoutes<'fhir'> = { fhirQuestionnaire: stub, fhirQuestionnaireResponses: stub };
export const foreignRoute = {
  fhirQuestionnaire: stub,
  fhirQuestionnaireResponses: stub,
  fhirObservations: stub,
  // @ts-expect-error a route bound to another area
  usersLogin: stub,
} satisfies AreaRoutes<'fhir'>;

describe('binding table', () => {
  it('binds every contract route and nothing else', () => {
    expect(Object.keys(bindings).sort()).toEqual(Object.keys(contract).sort());
  });

  it('gives every route a unique method and path', () => {
    const keys = Object.values(contract).map(routeKeyOf);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('puts every route in a declared area', () => {
    for (const [, binding] of boundRoutes) expect(Object.keys(areas)).toContain(binding.area);
  });
});

describe('area routes tables', () => {
  it.each(boundAreas)('the %s table lists exactly the routes bound to its area', async (area) => {
    expect(Object.keys(await areaRoutes(area)).sort()).toEqual(routesOf(area).sort());
  });

  it.each(boundAreas)('the %s table gives each route a handler serving its route key', async (area) => {
    for (const [name, handler] of Object.entries(await areaRoutes(area))) {
      expect(typeof handler, name).toBe('function');
      expect(handler.routeKey, name).toBe(routeKeyOf(contract[name as RouteName]));
    }
  });
});

describe('area entries', () => {
  it.each(boundAreas)("the %s entry routes each of its routes to its table's handler", async (area) => {
    const [entry, routes] = [await areaEntry(area), await areaRoutes(area)];
    for (const name of routesOf(area)) {
      expect(entry.handlerOf(routeKeyOf(contract[name])), name).toBe(routes[name]);
    }
  });

  it.each(boundAreas)('the %s entry serves no route bound to another area', async (area) => {
    const entry = await areaEntry(area);
    const own = routesOf(area).map((name) => routeKeyOf(contract[name]));
    expect([...entry.routeKeys].sort()).toEqual(own.sort());
  });

  it('has an entry only for declared areas', () => {
    const entries = readdirSync(src, { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(src, d.name, 'entry.ts')))
      .map((d) => d.name);
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
