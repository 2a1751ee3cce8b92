import { areaHandler } from '../platform/http/area';
import { routes } from './routes';

/**
 * The reports area's function: report reads (precomputed rounds), the member dashboard's figures,
 * client dashboard, completed reports.
 */
export const handler = areaHandler('reports', Object.values(routes));
