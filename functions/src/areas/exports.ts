import { handler as downloadRun } from '../handlers/exports/download-run';
import { handler as listRuns } from '../handlers/exports/list-runs';
import { handler as researchDownload } from '../handlers/research/download';
import { handler as researchGet } from '../handlers/research/get';
import { handler as researchList } from '../handlers/research/list';
import { handler as researchSeries } from '../handlers/research/series';
import { handler as researchStart } from '../handlers/research/start';
import { areaHandler } from '../http/area';

/**
 * The exports area's function: the staff API of the scheduled exports (the runs, presigned downloads
 * of their files). The job that makes the runs is a function of its own (`functions/src/jobs/export.ts`),
 * invoked by EventBridge Scheduler, never through the API. Issue 26: the research exports' routes (the
 * job that builds their ZIPs runs in the export job's function, or in process locally).
 */
export const handler = areaHandler('exports', [
  listRuns,
  downloadRun,
  researchStart,
  researchList,
  researchGet,
  researchDownload,
  researchSeries,
]);
