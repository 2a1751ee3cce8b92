import type { AreaRoutes } from '../areas';
import { handler as downloadRun } from './handlers/download-run';
import { handler as listRuns } from './handlers/list-runs';
import { handler as researchDownload } from './handlers/research-download';
import { handler as researchGet } from './handlers/research-get';
import { handler as researchList } from './handlers/research-list';
import { handler as researchSeries } from './handlers/research-series';
import { handler as researchStart } from './handlers/research-start';

/**
 * The exports area's routes, each with the handler serving it. The area's entry serves exactly these;
 * the type holds them to the binding table (functions/src/areas.ts).
 */
export const routes = {
  exportRunsList: listRuns,
  exportRunDownload: downloadRun,
  researchExportStart: researchStart,
  researchExportsList: researchList,
  researchExportGet: researchGet,
  researchExportDownload: researchDownload,
  researchSeries,
} satisfies AreaRoutes<'exports'>;
