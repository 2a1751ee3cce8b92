import { areaHandler } from '../platform/http/area';
import { routes } from './routes';

/**
 * The exports area's function: the staff API of the scheduled exports (the runs, presigned downloads
 * of their files). The job that makes the runs is a function of its own (`functions/src/exports/jobs/export.ts`),
 * invoked by EventBridge Scheduler, never through the API. Issue 26: the research exports' routes (the
 * job that builds their ZIPs runs in the export job's function, or in process locally).
 */
export const handler = areaHandler('exports', Object.values(routes));
