import type { AreaRoutes } from '../areas';
import { handler as createLead } from './handlers/create-lead';
import { handler as openApi } from './handlers/openapi';

/**
 * The public area's routes, each with the handler serving it. The area's entry serves exactly these;
 * the type holds them to the binding table (functions/src/areas.ts).
 */
export const routes = {
  openApiGet: openApi,
  publicSurveysCreate: createLead,
} satisfies AreaRoutes<'public'>;
