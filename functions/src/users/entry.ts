import { areaHandler } from '../platform/http/area';
import { routes } from './routes';

/**
 * The users area's function: identity (registration, sign-in, sign-out, token check) and user
 * management (lists, profiles, creation, updates, programs, assignments, research ID, deletion), and the 'Thought for the Day' quote.
 */
export const handler = areaHandler('users', Object.values(routes));
