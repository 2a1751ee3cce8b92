import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { defineRoute } from './define';
import { queryFamilies } from './cache';
import * as z from 'zod';

describe('route contract', () => {
  it('names every route by its key and uses /api paths with brace parameters', () => {
    for (const [key, route] of Object.entries(contract)) {
      expect(route.name).toBe(key);
      expect(route.path).toMatch(/^\/api\/[A-Za-z0-9/{}_-]+(\.json)?$/);
      const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      if (params.length)
        expect(Object.keys((route.params as z.ZodObject).shape).sort()).toEqual(params.sort());
    }
  });

  it('keeps public routes few and rate limited', () => {
    const open = Object.values(contract).filter((r) => r.auth === 'public');
    for (const r of open) if (r.method !== 'GET') expect(r.rateLimit, r.name).toBeDefined();
  });

  it('has every mutation route name the cached query families it makes stale, and reads none', () => {
    for (const r of Object.values(contract)) {
      const effects = (r as { invalidates?: readonly string[] }).invalidates;
      if (r.method === 'GET') expect(effects, r.name).toBeUndefined();
      else expect(effects, r.name).toBeDefined();
      for (const f of effects ?? []) expect(queryFamilies, r.name).toContain(f);
    }
  });

  it('refetches the series instances and reports after a module save', () => {
    expect(contract.memberSurveysUpdate.invalidates).toEqual(
      expect.arrayContaining(['memberModules', 'seriesInstances', 'reports']),
    );
  });

  it('defineRoute returns the definition as given', () => {
    const def = { name: 'x', method: 'GET', path: '/api/x', auth: 'user', response: z.object({}) } as const;
    expect(defineRoute(def)).toBe(def);
  });
});
