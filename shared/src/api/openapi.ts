import * as z from 'zod';
import { contract } from './contract';
import type { RouteDef } from './define';
import { errorStatuses, pipelineErrors, type ErrorCode } from './errors';

type Json = Record<string, unknown>;

/** JSON Schema of a contract schema: what a request may carry (`input`) or what an answer holds (`output`). */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return rest;
}

const errorBody = (codes: readonly ErrorCode[]): Json => ({
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: [...codes] },
        message: { type: 'string' },
        issues: {
          type: 'array',
          items: {
            type: 'object',
            required: ['path', 'message'],
            properties: { path: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
  },
});

/** The route's parameters of one location (`path`, `query`) from its object schema. */
function parametersOf(schema: z.ZodType | undefined, location: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const json = schemaOf(schema, 'input') as { properties?: Record<string, Json>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: location,
    required: location === 'path' || (json.required ?? []).includes(name),
    schema: s,
  }));
}

/** The error answers of a route: its declared codes and the pipeline's, grouped by status. */
function errorResponses(route: RouteDef): Record<string, Json> {
  const codes = [...new Set<ErrorCode>([...pipelineErrors, ...(route.errors ?? [])])];
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes)
    byStatus.set(errorStatuses[code], [...(byStatus.get(errorStatuses[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: list.join(', '),
        content: { 'application/json': { schema: errorBody(list.sort()) } },
      },
    ]),
  );
}

function operationOf(route: RouteDef): Json {
  const status = route.status ?? 200;
  return {
    operationId: route.name,
    parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(route.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [String(status)]:
        status === 204
          ? { description: 'Done, no content' }
          : {
              description: 'Success',
              content: { 'application/json': { schema: schemaOf(route.response, 'output') } },
            },
      ...errorResponses(route),
    },
    security: route.auth === 'public' ? [] : [{ bearer: [] }],
  };
}

/**
 * The API as an OpenAPI 3.1 document, generated from the route contract: every route with its path and
 * query parameters, body, answer, declared error codes and whether it needs a bearer token (the Cognito
 * access token the sign-in answers). Building it walks every schema: build it once and keep it.
 */
export function buildOpenApi(routes: Record<string, RouteDef> = contract): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of Object.values(routes))
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operationOf(route);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Circles API',
      version: '1',
      description:
        'Generated from the route contract (shared/src/api). Sign in with POST /api/users/login and send the access token as `Authorization: Bearer <token>`.',
    },
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
