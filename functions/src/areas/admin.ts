import { handler as listLeads } from '../handlers/public-surveys/list';
import { handler as markLeadContacted } from '../handlers/public-surveys/mark-contacted';
import { areaHandler } from '../http/area';

/** The staff administration area's function: the leads inbox. */
export const handler = areaHandler('admin', [listLeads, markLeadContacted]);
