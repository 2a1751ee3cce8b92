import { ulid } from 'ulid';
import { isMemberRole } from '@circles/shared/access/roles';
import type { Action, Actor } from '@circles/shared/access/types';
import { msg as modulesMsg } from '@circles/shared/messages/modules';
import { AppError } from '../platform/errors';
import type { TemplateRecord } from '../modules/module-records';
import type { AuditEvent, AuditLog, UsersRepository } from './ports';
import { userInScope } from './scope';
import type { UserRecord } from './user-record';

/**
 * The preambles the modules, series, projects and follow-ups domains share: the audit event of an allowed change
 * (written in the change's own transaction), live templates, the member a module or series instance is
 * started for and the 404 of a series instance (the scope loaders themselves are ./scope.ts).
 */

/** The audit event of an allowed change by `actor` to `memberId`'s record (or a named subject), `recordId` the record. */
export function allowedEvent(
  actor: Actor,
  action: string,
  memberId: string,
  at: string,
  recordId?: string,
): AuditEvent {
  return {
    id: ulid(),
    at,
    actorId: actor.id,
    actorRole: actor.role,
    ...(actor.facilityId ? { facilityId: actor.facilityId } : {}),
    action,
    memberId,
    ...(recordId ? { recordId } : {}),
    outcome: 'allowed',
  };
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
  const member = await userInScope(
    deps,
    actor,
    memberId,
    rule,
    () => new AppError('NOT_FOUND', modulesMsg('modules.api.notFound'), { code: 'MEMBER_NOT_FOUND' }),
  );
  if (!isMemberRole(member.role)) {
    const message = modulesMsg('modules.api.notPatient');
    throw new AppError('VALIDATION', message, { issues: [{ path: rule.path, message }] });
  }
  return member;
}

/** The 404 of a series instance that is missing or outside the caller's scope. */
export function seriesNotFound(): AppError {
  return new AppError('NOT_FOUND', modulesMsg('modules.api.seriesNotFound'), { code: 'SERIES_NOT_FOUND' });
}
