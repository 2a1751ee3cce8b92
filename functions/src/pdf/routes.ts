import type { AreaRoutes } from '../areas';
import { handler as modulesPdf } from './handlers/modules';
import { handler as reportPdf } from './handlers/report';

/**
 * The pdf area's routes, each with the handler serving it. The area's entry serves exactly these;
 * the type holds them to the binding table (functions/src/areas.ts).
 */
export const routes = {
  pdfReport: reportPdf,
  pdfModules: modulesPdf,
} satisfies AreaRoutes<'pdf'>;
