import * as z from 'zod';
import { defineRoute } from '../define';

/**
 * The API described as OpenAPI 3.1, generated from this contract (shared/src/api/openapi.ts), area
 * `public`: anyone may read it (it holds schemas, no data), built once per function instance.
 */
export const openApiRoutes = {
  openApiGet: defineRoute({
    name: 'openApiGet',
    method: 'GET',
    path: '/api/openapi.json',
    auth: 'public',
    response: z.record(z.string(), z.unknown()),
  }),
};
