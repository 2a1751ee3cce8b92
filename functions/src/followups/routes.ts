import type { AreaRoutes } from '../areas';
import { handler as act } from './handlers/act';
import { handler as figures } from './handlers/figures';
import { handler as get } from './handlers/get';
import { handler as memberState } from './handlers/member-state';
import { handler as mine } from './handlers/mine';
import { handler as ofMember } from './handlers/of-member';
import { handler as reassign } from './handlers/reassign';
import { handler as resourcesGet } from './handlers/resources-get';
import { handler as resourcesPut } from './handlers/resources-put';

/**
 * The followups area's routes, each with the handler serving it. The area's entry serves exactly these;
 * the type holds them to the binding table (functions/src/areas.ts).
 */
export const routes = {
  followupsMine: mine,
  followupsOfMember: ofMember,
  followupsMemberState: memberState,
  followupsGet: get,
  followupsAct: act,
  followupsReassign: reassign,
  followupsFigures: figures,
  followupsResourcesGet: resourcesGet,
  followupsResourcesPut: resourcesPut,
} satisfies AreaRoutes<'followups'>;
