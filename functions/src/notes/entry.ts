import { areaHandler } from '../platform/http/area';
import { routes } from './routes';

/** The notes area's function: notes with PDF attachments (files bucket) and sticky notes. */
export const handler = areaHandler('notes', Object.values(routes));
