import { areaHandler } from '../platform/http/area';
import { routes } from './routes';

/** The series area's function: series templates and series instances (spec 001 §7). */
export const handler = areaHandler('series', Object.values(routes));
