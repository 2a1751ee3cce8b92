import { handler as downloadRun } from '../handlers/exports/download-run';
import { handler as listRuns } from '../handlers/exports/list-runs';
import { areaHandler } from '../http/area';

/**
 * The exports area's function: the staff API of the scheduled exports (the runs, presigned downloads
 * of their files). The job that makes the runs is a function of its own (`functions/src/jobs/export.ts`),
 * invoked by EventBridge Scheduler, never through the API.
 */
export const handler = areaHandler('exports', [listRuns, downloadRun]);
