import { handler as act } from '../handlers/followups/act';
import { handler as figures } from '../handlers/followups/figures';
import { handler as get } from '../handlers/followups/get';
import { handler as memberState } from '../handlers/followups/member-state';
import { handler as mine } from '../handlers/followups/mine';
import { handler as ofMember } from '../handlers/followups/of-member';
import { handler as reassign } from '../handlers/followups/reassign';
import { handler as resourcesGet } from '../handlers/followups/resources-get';
import { handler as resourcesPut } from '../handlers/followups/resources-put';
import { areaHandler } from '../http/area';

/**
 * The follow-ups area's function (issue 24): helpers' lists, one follow-up, its actions, a member's state,
 * the figures and the facilities' service lists.
 */
export const handler = areaHandler('followups', [
  mine,
  ofMember,
  memberState,
  figures,
  resourcesGet,
  resourcesPut,
  get,
  act,
  reassign,
]);
