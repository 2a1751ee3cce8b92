import { areaHandler } from '../platform/http/area';
import { routes } from './routes';

/**
 * The public area's function: the screener's submission and the API description, open to anyone (no
 * staff code in it).
 */
export const handler = areaHandler('public', Object.values(routes));
