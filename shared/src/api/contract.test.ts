import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { defineRoute } from './define';
import * as z from 'zod';

describe('route contract', () => {
  it('names every route by its key and uses /api paths with brace parameters', () => {
    for (const [key, route] of Object.entries(contract)) {
      expect(route.name).toBe(key);
      expect(route.path).toMatch(/^\/api\/[A-Za-z0-9/{}_-]+$/);
      const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      if (params.length)
        expect(Object.keys((route.params as z.ZodObject).shape).sort()).toEqual(params.sort());
    }
  });

  it('keeps public routes few and rate limited', () => {
    const open = Object.values(contract).filter((r) => r.auth === 'public');
    for (const r of open) if (r.method !== 'GET') expect(r.rateLimit, r.name).toBeDefined();
  });

  it('defineRoute returns the definition as given', () => {
    const def = { name: 'x', method: 'GET', path: '/api/x', auth: 'user', response: z.object({}) } as const;
    expect(defineRoute(def)).toBe(def);
  });
});
