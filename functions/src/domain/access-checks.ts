import { ulid } from 'ulid';
import { can, memberTarget } from '@circles/shared/access/policy';
import type { Action, Actor } from '@circles/shared/access/types';
import { msg as modulesMsg } from '@circles/shared/messages/modules';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import { audit } from './audit';
import { AppError } from './errors';
import type { TemplateRecord } from './module-records';
import type { AuditEvent, AuditLog, UsersRepository } from './ports';
import type { SeriesInstanceRecord } from './series-records';
import { memberInScope } from './member-scope';
import type { UserRecord } from './user-record';

/**
 * The preambles the modules, series, projects and reports domains share: the audit event of an allowed
 * change (written in the change's own transaction), the audited 403 of a role that may never do a call,
 * and the scope loaders of a member and of a series instance named by id (issue 19: a read or a write
 * that names another member's record fails the same way, 404 with the denial audited).
 */

/** The audit event of an allowed change by `actor` to `memberId`'s record (or a named subject). */
export function allowedEvent(actor: Actor, action: string, memberId: string, at: string): AuditEvent {
  return {
    id: ulid(),
    at,
    actorId: actor.id,
    actorRole: actor.role,
    ...(actor.facilityId ? { facilityId: actor.facilityId } : {}),
    action,
    memberId,
    outcome: 'allowed',
  };
}

/** 403 for a role that may never do `action` (ACCESS.md), audited as denied on `subject`. */
export async function forbidden(
  deps: { audit: AuditLog; now: () => Date },
  actor: Actor,
  action: string,
  subject: string,
): Promise<never> {
  await audit(deps, actor, action, subject, 'denied');
  throw new AppError('FORBIDDEN', shellMsg('shell.notAuthorized'));
}

/**
 * The module templates `ids` names, in order; 404 `TEMPLATE_NOT_FOUND` when any is missing or
 * archived (a series, workbook or series instance is only ever built from live templates).
 */
export async function liveTemplates(
  deps: { templates: { get(id: string): Promise<TemplateRecord | undefined> } },
  ids: readonly string[],
): Promise<TemplateRecord[]> {
  const templates = await Promise.all(ids.map((id) => deps.templates.get(id)));
  const live = templates.filter((t): t is TemplateRecord => t !== undefined && !t.archived);
  if (live.length !== ids.length)
    throw new AppError('NOT_FOUND', modulesMsg('modules.api.templateNotFound'), {
      code: 'TEMPLATE_NOT_FOUND',
    });
  return live;
}

/**
 * The member a module or a series instance is started for, when the caller may `action` on them: 404
 * `MEMBER_NOT_FOUND` (the denial audited as `event`) when missing or outside the caller's scope; 400 on
 * the body's `path` when the user is not a member (role Patient).
 */
export async function memberToStartFor(
  deps: { users: Pick<UsersRepository, 'get'>; audit: AuditLog; now: () => Date },
  actor: Actor,
  memberId: string,
  rule: { action: Action; event: string; path: string },
): Promise<UserRecord> {
  const member = await memberInScope(deps, actor, memberId, {
    ...rule,
    notFound: () =>
      new AppError('NOT_FOUND', modulesMsg('modules.api.notFound'), { code: 'MEMBER_NOT_FOUND' }),
  });
  if (member.role !== 'Patient') {
    const message = modulesMsg('modules.api.notPatient');
    throw new AppError('VALIDATION', message, { issues: [{ path: rule.path, message }] });
  }
  return member;
}

/** The 404 of a series instance that is missing or outside the caller's scope. */
export function seriesNotFound(): AppError {
  return new AppError('NOT_FOUND', modulesMsg('modules.api.seriesNotFound'), { code: 'SERIES_NOT_FOUND' });
}

/**
 * The series instance `id` when the caller may `action` on its member's records and, with `memberId`,
 * when it is that member's: the scope loader of every read and write that names an instance by id. A
 * missing instance is `seriesNotFound()`; one of another member or outside the caller's scope too, the
 * denial audited as `event` on the instance's member.
 */
export async function instanceInScope(
  deps: { audit: AuditLog; now: () => Date },
  getInstance: (id: string) => Promise<SeriesInstanceRecord | undefined>,
  actor: Actor,
  id: string,
  rule: { action: Action; event: string; memberId?: string },
): Promise<SeriesInstanceRecord> {
  const record = await getInstance(id);
  if (!record) throw seriesNotFound();
  const otherMember = rule.memberId !== undefined && record.member !== rule.memberId;
  if (otherMember || !can(actor, rule.action, memberTarget(record.member))) {
    await audit(deps, actor, rule.event, record.member, 'denied');
    throw seriesNotFound();
  }
  return record;
}
