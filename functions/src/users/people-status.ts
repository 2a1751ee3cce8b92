import { isMemberRole, isVolunteerRole } from '@circles/shared/access/roles';
import type { Actor } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/users';
import type { TerminationReason } from '@circles/shared/rules/options';
import type { UserDetail, VolInfo } from '@circles/shared/schemas/people';
import { ulid } from 'ulid';
import { AppError } from '../platform/errors';
import { authorize, changeEvent, requireVersion } from './people-admin';
import type { PeopleDeps } from './people';
import { completeProgram, ensureHistory, saveStatus, startProgram, terminate } from './programs';
import { assertListFits } from '../platform/stored-lists';
import { toUserDetail, type UserRecord } from '../members/user-record';

/**
 * Programs, status and termination (spec 002 §4.1, §4.2): Admin any, Coordinator facility (not Admins),
 * members only; each a versioned write of the whole history, audited in the same transaction.
 */
async function loadMember(deps: PeopleDeps, actor: Actor, id: string, version: number): Promise<UserRecord> {
  const target = await authorize(deps, actor, 'user.setStatus', id);
  if (!isMemberRole(target.role))
    throw new AppError('BAD_REQUEST', msg('users.server.notMember'), { code: 'NOT_MEMBER' });
  requireVersion(target, version);
  return target;
}

function today(deps: PeopleDeps): string {
  return deps.now().toISOString().slice(0, 10);
}

async function store(
  deps: PeopleDeps,
  actor: Actor,
  target: UserRecord,
  patch: Partial<UserRecord>,
  action: string,
): Promise<{ user: UserDetail }> {
  const saved = await deps.people.save(
    target,
    { ...patch, modifiedBy: actor.id },
    changeEvent(deps, actor, action, target.id),
  );
  return { user: toUserDetail(saved, actor) };
}

function historyOf(target: UserRecord) {
  return ensureHistory(
    { status: target.status, info: target.memberStatusInfo, createdAt: target.createdAt },
    ulid,
  );
}

function refuseTerminated(target: UserRecord): void {
  if (target.status === 'terminated')
    throw new AppError('BAD_REQUEST', msg('users.server.terminated'), { code: 'TERMINATED' });
}

export async function startMemberProgram(
  deps: PeopleDeps,
  actor: Actor,
  id: string,
  body: { version: number; status: 'active' | 'waitlist'; activeType: string; startDate?: string },
) {
  const target = await loadMember(deps, actor, id, body.version);
  refuseTerminated(target);
  const base = target.memberStatusInfo ?? { statusHistory: [] };
  const next = startProgram(
    base,
    { status: body.status, activeType: body.activeType, startDate: body.startDate ?? today(deps) },
    ulid,
  );
  if (!next.changed) return { user: toUserDetail(target, actor) };
  assertListFits(next.info.statusHistory.length, 'status');
  return store(
    deps,
    actor,
    target,
    { status: next.status, memberStatusInfo: next.info },
    'user.startProgram',
  );
}

export async function completeMemberProgram(
  deps: PeopleDeps,
  actor: Actor,
  id: string,
  body: { version: number; entryId: string; endDate: string },
) {
  const target = await loadMember(deps, actor, id, body.version);
  const info = completeProgram(target.memberStatusInfo ?? { statusHistory: [] }, body.entryId, body.endDate);
  return store(deps, actor, target, { memberStatusInfo: info }, 'user.completeProgram');
}

export async function setMemberStatus(
  deps: PeopleDeps,
  actor: Actor,
  id: string,
  body: { version: number; status: 'active' | 'waitlist'; activeType?: string },
) {
  const target = await loadMember(deps, actor, id, body.version);
  const next = saveStatus(historyOf(target), body, today(deps), ulid);
  assertListFits(next.info.statusHistory.length, 'status');
  return store(deps, actor, target, { status: next.status, memberStatusInfo: next.info }, 'user.setStatus');
}

export async function terminateMember(
  deps: PeopleDeps,
  actor: Actor,
  id: string,
  body: { version: number; terminationDate?: string; terminationReason?: string; deceasedDate?: string },
) {
  const target = await loadMember(deps, actor, id, body.version);
  refuseTerminated(target);
  const next = terminate(
    historyOf(target),
    {
      // The body schema has checked both (terminationRule).
      date: (body.terminationDate ?? '').trim(),
      reason: body.terminationReason as TerminationReason,
      deceasedDate: body.deceasedDate,
    },
    ulid,
  );
  return store(deps, actor, target, { status: next.status, memberStatusInfo: next.info }, 'user.terminate');
}

/** A volunteer's information (History tab, volunteer view): Admin any, Coordinator facility. */
export async function setVolunteerInfo(
  deps: PeopleDeps,
  actor: Actor,
  id: string,
  body: { version: number; volInfo: VolInfo },
) {
  const target = await authorize(deps, actor, 'user.setStatus', id);
  if (!isVolunteerRole(target.role))
    throw new AppError('BAD_REQUEST', msg('users.server.notVolunteer'), { code: 'NOT_VOLUNTEER' });
  requireVersion(target, body.version);
  return store(deps, actor, target, { volInfo: body.volInfo }, 'user.setVolInfo');
}
