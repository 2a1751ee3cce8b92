import { defineRoute } from '../define';
import type { ErrorCode } from '../errors';
import { idParamsSchema } from '../../schemas/common';
import {
  followupActionBodySchema,
  followupFiguresQuerySchema,
  followupFiguresSchema,
  followupListQuerySchema,
  followupListResponseSchema,
  followupMemberStateSchema,
  followupReassignBodySchema,
  followupResponseSchema,
} from '../../schemas/followup';
import {
  followupResourcesParamsSchema,
  followupResourcesPutBodySchema,
  followupResourcesResponseSchema,
} from '../../schemas/followup-resources';

const readErrors = ['FOLLOWUP_NOT_FOUND'] as const satisfies readonly ErrorCode[];
const writeErrors = [
  'FOLLOWUP_NOT_FOUND',
  'STALE_VERSION',
  'FOLLOWUP_CLOSED',
] as const satisfies readonly ErrorCode[];

/**
 * Follow-ups from flags (issue 24), area `followups`. Follow-ups are opened by the server in the
 * transaction of the module save whose round raises a finding (no route creates one). Access
 * (ACCESS.md "follow-ups"): the assignee, the member's helpers (Volunteer or Coordinator assigned to
 * them), the Coordinators of the member's facility, and Admins; a follow-up outside the caller's scope
 * answers 404 FOLLOWUP_NOT_FOUND (audited as denied). Members read only their own
 * `someoneWillBeInTouch`, never findings or notes. Every read and write is audited.
 */
export const followupRoutes = {
  /** The caller's follow-ups (assigned to them; a Coordinator also gets their facility's pool). */
  followupsMine: defineRoute({
    name: 'followupsMine',
    method: 'GET',
    path: '/api/followups',
    auth: 'user',
    errors: readErrors,
    query: followupListQuerySchema,
    response: followupListResponseSchema,
  }),
  /** A member's follow-ups, for staff who may read the member's health data or their facility's. */
  followupsOfMember: defineRoute({
    name: 'followupsOfMember',
    method: 'GET',
    path: '/api/followups/member/{id}',
    auth: 'user',
    errors: ['MEMBER_NOT_FOUND', 'FOLLOWUP_NOT_FOUND'],
    params: idParamsSchema,
    query: followupListQuerySchema,
    response: followupListResponseSchema,
  }),
  /** The signed-in member's own state: whether someone will be in touch (members only). */
  followupsMemberState: defineRoute({
    name: 'followupsMemberState',
    method: 'GET',
    path: '/api/followups/me/state',
    auth: 'user',
    errors: ['NOT_MEMBER'],
    response: followupMemberStateSchema,
  }),
  /**
   * The programme's loop (issue 24 §4): open, overdue, and this month beside last month (opened, resolved,
   * share resolved within the due date, share 'could not reach', median days to first contact), from
   * counters kept in the same transactions as the follow-ups. Admins: the programme or `facilityId`;
   * Coordinators: their own facility (another answers 404); others 403.
   */
  followupsFigures: defineRoute({
    name: 'followupsFigures',
    method: 'GET',
    path: '/api/followups/facility/figures',
    auth: 'user',
    errors: ['NOT_FOUND'],
    query: followupFiguresQuerySchema,
    response: followupFiguresSchema,
  }),
  /** One follow-up with its history and the member's contact details. */
  followupsGet: defineRoute({
    name: 'followupsGet',
    method: 'GET',
    path: '/api/followups/{id}',
    auth: 'user',
    errors: readErrors,
    params: idParamsSchema,
    response: followupResponseSchema,
  }),
  /**
   * 'Contacted', 'Could not reach' (an attempt with the next try date), 'Referred to …', 'Resolved' with
   * an outcome. Versioned: a stale `version` answers 409 STALE_VERSION and changes nothing. A referral to
   * a service names its `serviceId`, checked to be on the list of the member's facility (400 otherwise).
   */
  followupsAct: defineRoute({
    name: 'followupsAct',
    method: 'POST',
    path: '/api/followups/{id}/actions',
    auth: 'user',
    invalidates: ['followups', 'dashboard'],
    errors: writeErrors,
    params: idParamsSchema,
    body: followupActionBodySchema,
    response: followupResponseSchema,
  }),
  /**
   * 'Reassign' to a Volunteer or Coordinator of the follow-up's facility (400 NOT_ASSIGNABLE otherwise).
   * Admins and Coordinators only (403 for others who may read it).
   */
  followupsReassign: defineRoute({
    name: 'followupsReassign',
    method: 'POST',
    path: '/api/followups/{id}/reassign',
    auth: 'user',
    invalidates: ['followups', 'dashboard'],
    errors: [...writeErrors, 'NOT_ASSIGNABLE'],
    params: idParamsSchema,
    body: followupReassignBodySchema,
    response: followupResponseSchema,
  }),
  /**
   * The services of a facility for 'Referred to …' (version 0 and no services while it has none). Admins
   * read any facility; Coordinators and Volunteers their own (another answers 404); members 403. No audit
   * event: programme data, no member's.
   */
  followupsResourcesGet: defineRoute({
    name: 'followupsResourcesGet',
    method: 'GET',
    path: '/api/followups/resources/{facilityId}',
    auth: 'user',
    errors: ['NOT_FOUND'],
    params: followupResourcesParamsSchema,
    response: followupResourcesResponseSchema,
  }),
  /**
   * An Admin keeps a facility's services: the whole list after adding, renaming or removing, with the
   * version read (409 STALE_VERSION when it moved; an unknown service `id` 400). Others 403. Audited.
   */
  followupsResourcesPut: defineRoute({
    name: 'followupsResourcesPut',
    method: 'PUT',
    path: '/api/followups/resources/{facilityId}',
    auth: 'user',
    invalidates: ['followups'],
    errors: ['NOT_FOUND', 'STALE_VERSION'],
    params: followupResourcesParamsSchema,
    body: followupResourcesPutBodySchema,
    response: followupResourcesResponseSchema,
  }),
} as const;
