import { ulid } from 'ulid';
import { can } from '@circles/shared/access/policy';
import type { Action, Actor } from '@circles/shared/access/types';
import { msg as modulesMsg } from '@circles/shared/messages/modules';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import { audit } from './audit';
import { AppError } from './errors';
import type { TemplateRecord } from './module-records';
import type { AuditEvent, AuditLog, UsersRepository } from './ports';
import type { UserRecord } from './user-record';

/**
 * The preambles the modules, series and projects domains share: the audit event of an allowed change
 * (written in the change's own transaction), the audited 403 of a role that may never do a call, and
 * the member something is started for.
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
  const member = await deps.users.get(memberId);
  if (!member || !can(actor, rule.action, member)) {
    await audit(deps, actor, rule.event, memberId, 'denied');
    throw new AppError('NOT_FOUND', modulesMsg('modules.api.notFound'), { code: 'MEMBER_NOT_FOUND' });
  }
  if (member.role !== 'Patient') {
    const message = modulesMsg('modules.api.notPatient');
    throw new AppError('VALIDATION', message, { issues: [{ path: rule.path, message }] });
  }
  return member;
}
