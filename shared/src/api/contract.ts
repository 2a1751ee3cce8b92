import type { RouteDef } from './define';
import { moduleRoutes } from './routes/modules';
import { projectRoutes } from './routes/projects';
import { noteRoutes } from './routes/notes';
import { pdfRoutes } from './routes/pdf';
import { peopleRoutes } from './routes/people';
import { leadRoutes } from './routes/leads';
import { quoteRoutes } from './routes/quotes';
import { reportRoutes } from './routes/reports';
import { seriesRoutes } from './routes/series';
import { userRoutes } from './routes/users';
import { partnerRoutes } from './routes/partner';
import { exportRoutes } from './routes/exports';
import { auditRoutes } from './routes/audit';
import { fhirRoutes } from './routes/fhir';
import { researchRoutes } from './routes/research';
import { openApiRoutes } from './routes/openapi';
import { followupRoutes } from './routes/followups';

/**
 * The route contract: every API route, once. The web client is typed from it, the functions bind each
 * name to an area and a handler (functions/src/areas.ts), the local server and CDK create
 * routes from it.
 * Add a new area as `./routes/<area>.ts` and spread it here.
 */
export const contract = {
  ...userRoutes,
  // partner-organisation sign-in (issue 23), users area
  ...partnerRoutes,
  ...peopleRoutes,
  ...noteRoutes,
  ...leadRoutes,
  ...moduleRoutes,
  ...seriesRoutes,
  ...projectRoutes,
  ...exportRoutes,
  // Thought for the Day (issue 11), users area.
  ...quoteRoutes,
  // reports and dashboards (issue 11)
  ...reportRoutes,
  // PDFs (issue 12)
  ...pdfRoutes,
  // the audit log (issue 19), admin area
  ...auditRoutes,
  // research exports and FHIR reads (issue 26)
  ...researchRoutes,
  ...fhirRoutes,
  // the API described as OpenAPI 3.1 (issue 22), public area
  ...openApiRoutes,
  // follow-ups from flags (issue 24)
  ...followupRoutes,
} satisfies Record<string, RouteDef>;

export type Contract = typeof contract;
export type RouteName = keyof Contract;
