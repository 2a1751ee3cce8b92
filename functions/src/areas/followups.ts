import { handler as act } from '../followups/handlers/act';
import { handler as get } from '../followups/handlers/get';
import { handler as memberState } from '../followups/handlers/member-state';
import { handler as mine } from '../followups/handlers/mine';
import { handler as ofMember } from '../followups/handlers/of-member';
import { handler as reassign } from '../followups/handlers/reassign';
import { areaHandler } from '../http/area';

/** The follow-ups area's function (issue 24): helpers' lists, one follow-up, its actions, a member's state. */
export const handler = areaHandler('followups', [mine, ofMember, memberState, get, act, reassign]);
