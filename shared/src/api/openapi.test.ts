import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { buildOpenApi } from './openapi';

const document = buildOpenApi();
type Operation = {
  operationId: string;
  parameters: { name: string; in: string }[];
  requestBody?: unknown;
  responses: Record<string, { content?: { 'application/json': { schema: { properties?: unknown } } } }>;
  security: unknown[];
};
const operation = (path: string, method: string) =>
  (document.paths as Record<string, Record<string, Operation>>)[path]?.[method] as Operation;

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document by a standard validator', async () => {
    // validate() dereferences in place: give it a copy.
    const result = await validate(JSON.parse(JSON.stringify(document)) as Parameters<typeof validate>[0]);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('has every route of the contract, by path and method', () => {
    for (const route of Object.values(contract))
      expect(operation(route.path, route.method.toLowerCase())?.operationId, route.name).toBe(route.name);
  });

  it('gives a route its path and query parameters, body, declared errors and bearer auth', () => {
    const save = operation('/api/membersurveys/{id}', 'patch');
    expect(save.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(save.requestBody).toBeDefined();
    expect(JSON.stringify(save.responses['409'])).toContain('STALE_VERSION');
    expect(JSON.stringify(save.responses['409'])).toContain('MODULE_LOCKED');
    expect(save.security).toEqual([{ bearer: [] }]);
    const list = operation('/api/membersurveys', 'get');
    expect(list.parameters.some((p) => p.in === 'query')).toBe(true);
  });

  it('leaves public routes without auth', () => {
    expect(operation('/api/users/login', 'post').security).toEqual([]);
    expect(operation('/api/openapi.json', 'get').security).toEqual([]);
  });
});
