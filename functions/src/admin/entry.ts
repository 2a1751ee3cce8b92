import { areaHandler } from '../platform/http/area';
import { routes } from './routes';

/** The staff administration area's function: the leads inbox, the Admin dashboard's counts, the audit log. */
export const handler = areaHandler('admin', Object.values(routes));
