import { areaHandler } from '../platform/http/area';
import { routes } from './routes';

/** The modules area's function: module templates and member modules (spec 001 §7). */
export const handler = areaHandler('modules', Object.values(routes));
