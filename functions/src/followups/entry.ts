import { areaHandler } from '../platform/http/area';
import { routes } from './routes';

/**
 * The follow-ups area's function (issue 24): helpers' lists, one follow-up, its actions, a member's state,
 * the figures and the facilities' service lists.
 */
export const handler = areaHandler('followups', Object.values(routes));
