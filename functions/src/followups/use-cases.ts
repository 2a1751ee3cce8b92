import { listScope } from '@circles/shared/access/list-scope';
import { can } from '@circles/shared/access/policy';
import { isHelperRole, isMemberRole } from '@circles/shared/access/roles';
import type { Actor } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/followups';
import type {
  Followup,
  FollowupActionBody,
  FollowupDetail,
  FollowupEvent,
  FollowupReassignBody,
} from '@circles/shared/schemas/followup';
import { audit, auditEach } from '../platform/audit';
import { AppError } from '../platform/errors';
import type { AuditLog, UsersRepository } from '../members/ports';
import { allowedEvent } from '../members/access-checks';
import { deny, followupInScope } from '../members/scope';
import { staleVersion } from '../platform/data/versioned';
import {
  byOpenThenDue,
  followupNotFound,
  toFollowup,
  type FollowupRecord,
  type FollowupsRepository,
} from './records';
import { serviceOf, type ServiceListsRepository } from './resources';
import { followupTargetOf } from './target';

/** What the follow-up reads use. */
export interface FollowupsReadDeps {
  followups: Pick<FollowupsRepository, 'get' | 'listByAssignee' | 'listByMember' | 'openFindings'>;
  users: Pick<UsersRepository, 'get'>;
  audit: AuditLog;
  now: () => Date;
}

/** What the follow-up actions use. */
export interface FollowupsDeps extends FollowupsReadDeps {
  followups: FollowupsRepository;
  /** The facilities' service lists, for a referral that names a service. */
  serviceLists: Pick<ServiceListsRepository, 'get'>;
}

/** The caller: the access policy's actor and the name stamped on their history entries. */
export interface FollowupCaller {
  actor: Actor;
  name: string;
}

type State = 'open' | 'all';

function listed(deps: FollowupsReadDeps, records: FollowupRecord[], state: State): Followup[] {
  const now = deps.now();
  const unique = [...new Map(records.map((r) => [r.id, r])).values()];
  return unique
    .filter((r) => state === 'all' || r.status !== 'resolved')
    .sort(byOpenThenDue)
    .map((r) => toFollowup(r, now));
}

/**
 * GET /api/followups: the follow-ups assigned to the caller; a Coordinator's also hold their facility's
 * pool (follow-ups of members with no helper). Members have none (403). Audited once per member listed.
 */
export async function listMyFollowups(deps: FollowupsReadDeps, actor: Actor, state: State) {
  if (!can(actor, 'followup.list'))
    await deny(deps, actor, 'followup.list', actor.id, new AppError('FORBIDDEN', 'Forbidden.'));
  const records = await deps.followups.listByAssignee({ userId: actor.id }, state);
  if (listScope(actor, 'followup.list') === 'facility' && actor.facilityId)
    records.push(...(await deps.followups.listByAssignee({ pool: actor.facilityId }, state)));
  const followups = listed(deps, records, state);
  await auditEach(
    deps,
    actor,
    'followup.list',
    followups.map((f) => f.memberId),
    'allowed',
  );
  return { followups };
}

/**
 * GET /api/followups/member/{id}: a member's follow-ups, for Admins, the member's helpers and the
 * Coordinators of the member's facility; anyone else (members included) gets 404, audited as denied.
 */
export async function listMemberFollowups(
  deps: FollowupsReadDeps,
  actor: Actor,
  memberId: string,
  state: State,
) {
  // Whoever may work a follow-up of this member (one held by someone else: no assignee).
  const member = await deps.users.get(memberId);
  const allowed =
    member !== undefined &&
    isMemberRole(member.role) &&
    can(actor, 'followup.work', { memberId, facilityId: member.facilityId });
  if (!allowed) {
    const error = new AppError('NOT_FOUND', msg('followups.api.notFound'), { code: 'MEMBER_NOT_FOUND' });
    await deny(deps, actor, 'followup.listOfMember', memberId, error);
  }
  const followups = listed(deps, await deps.followups.listByMember(memberId), state);
  await audit(deps, actor, 'followup.listOfMember', memberId, 'allowed');
  return { followups };
}

/** GET /api/followups/me/state: whether someone will be in touch with the signed-in member. */
export async function memberFollowupState(deps: FollowupsReadDeps, actor: Actor) {
  if (!isMemberRole(actor.role))
    throw new AppError('BAD_REQUEST', msg('followups.api.notFound'), { code: 'NOT_MEMBER' });
  const index = await deps.followups.openFindings(actor.id);
  await audit(deps, actor, 'followup.state', actor.id, 'allowed');
  return { someoneWillBeInTouch: Object.keys(index.open).length > 0 };
}

/** Who may read and work a follow-up; anyone else gets 404 (`followupNotFound`), audited as `event`. */
const workRule = (event: string) => ({ action: 'followup.work', event }) as const;

async function detailOf(deps: FollowupsReadDeps, record: FollowupRecord): Promise<FollowupDetail> {
  const member = await deps.users.get(record.memberId);
  const info = member?.info;
  return {
    ...toFollowup(record, deps.now()),
    history: record.history,
    member: {
      name: info?.name ?? record.memberName,
      ...(member?.email ? { email: member.email } : {}),
      ...(member?.phone ? { phone: member.phone } : {}),
      ...(info?.language ? { language: info.language } : {}),
    },
  };
}

/** GET /api/followups/{id}: one follow-up with its history and the member's contact details. */
export async function readFollowup(deps: FollowupsReadDeps, actor: Actor, id: string) {
  const record = await followupInScope(deps, actor, id, workRule('followup.read'), followupNotFound);
  await deps.audit.record(
    allowedEvent(actor, 'followup.read', record.memberId, deps.now().toISOString(), id),
  );
  return { followup: await detailOf(deps, record) };
}

function checkWritable(record: FollowupRecord, version: number): void {
  if (record.status === 'resolved')
    throw new AppError('CONFLICT', msg('followups.api.closed'), { code: 'FOLLOWUP_CLOSED' });
  if (record.version !== version) throw staleVersion();
}

/** A referral's service: its name and, when chosen from the facility's list, its id. */
interface Referral {
  name: string;
  serviceId?: string;
}

/** The record after an action (history appended, status and the action's fields set). */
function applyAction(
  record: FollowupRecord,
  body: FollowupActionBody,
  caller: FollowupCaller,
  at: string,
  referral?: Referral,
) {
  const entry: FollowupEvent = {
    at,
    action: body.action,
    by: caller.actor.id,
    byName: caller.name,
    ...(body.note ? { note: body.note } : {}),
  };
  const after: FollowupRecord = {
    ...record,
    status: body.action,
    updatedAt: at,
    version: record.version + 1,
  };
  if (body.action === 'couldNotReach') {
    entry.nextTryOn = body.nextTryOn;
    after.attempts = record.attempts + 1;
    after.nextTryOn = body.nextTryOn;
  } else {
    // Reached (contacted, referred, resolved): the first contact counts for the programme's figures.
    after.firstContactAt = record.firstContactAt ?? at;
    delete after.nextTryOn;
  }
  if (body.action === 'referred' && referral) {
    entry.referredTo = after.referredTo = referral.name;
    if (referral.serviceId) entry.referredServiceId = after.referredServiceId = referral.serviceId;
    else delete after.referredServiceId;
  }
  if (body.action === 'resolved') {
    entry.outcome = after.outcome = body.outcome;
    after.resolvedAt = at;
  }
  after.history = [...record.history, entry];
  return after;
}

/**
 * POST /api/followups/{id}/actions: 'Contacted', 'Could not reach', 'Referred to …', 'Resolved'. Versioned
 * (stale → 409 STALE_VERSION), refused on a resolved follow-up (409 FOLLOWUP_CLOSED), audited with the
 * history entry in one transaction; 'Resolved' drops the finding from the member's open ones.
 */
export async function actOnFollowup(
  deps: FollowupsDeps,
  caller: FollowupCaller,
  id: string,
  body: FollowupActionBody,
) {
  const { actor } = caller;
  const event = `followup.${body.action}`;
  const record = await followupInScope(deps, actor, id, workRule(event), followupNotFound);
  checkWritable(record, body.version);
  let referral: Referral | undefined;
  if (body.action === 'referred') {
    // A service named by id must be on the list of the member's facility (checked, never trusted).
    const service = body.serviceId
      ? await serviceOf(deps.serviceLists, record.facilityId, body.serviceId)
      : undefined;
    referral = service ? { name: service.name, serviceId: service.id } : { name: body.referredTo ?? '' };
  }
  const at = deps.now().toISOString();
  const after = applyAction(record, body, caller, at, referral);
  await deps.followups.change({
    before: record,
    after,
    closes: body.action === 'resolved',
    audit: allowedEvent(actor, event, record.memberId, at, id),
  });
  return { followup: await detailOf(deps, after) };
}

/**
 * POST /api/followups/{id}/reassign: Admins and Coordinators hand a follow-up to a Volunteer or
 * Coordinator of its facility (400 NOT_ASSIGNABLE otherwise); others who may read it get 403.
 */
export async function reassignFollowup(
  deps: FollowupsDeps,
  caller: FollowupCaller,
  id: string,
  body: FollowupReassignBody,
) {
  const { actor } = caller;
  const event = 'followup.reassign';
  const record = await followupInScope(deps, actor, id, workRule(event), followupNotFound);
  if (!can(actor, 'followup.reassign', followupTargetOf(record)))
    await deny(deps, actor, event, record.memberId, new AppError('FORBIDDEN', 'Forbidden.'));
  checkWritable(record, body.version);
  const target = await deps.users.get(body.assigneeId);
  if (
    !target ||
    !isHelperRole(target.role) ||
    target.enabled === false ||
    target.facilityId !== record.facilityId
  )
    throw new AppError('VALIDATION', msg('followups.api.badAssignee'), {
      code: 'NOT_ASSIGNABLE',
      issues: [{ path: 'assigneeId', message: msg('followups.api.badAssignee') }],
    });
  const at = deps.now().toISOString();
  const assignee = { type: 'user' as const, id: target.id, name: target.info.name, role: target.role };
  const after: FollowupRecord = {
    ...record,
    assignee,
    updatedAt: at,
    version: record.version + 1,
    history: [...record.history, { at, action: 'reassigned', by: actor.id, byName: caller.name, assignee }],
  };
  await deps.followups.change({
    before: record,
    after,
    audit: allowedEvent(actor, event, record.memberId, at, id),
  });
  return { followup: await detailOf(deps, after) };
}
