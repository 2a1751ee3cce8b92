import { areaHandler } from '../platform/http/area';
import { routes } from './routes';

/** The projects area's function: workbooks and projects (spec 001 §7). */
export const handler = areaHandler('projects', Object.values(routes));
