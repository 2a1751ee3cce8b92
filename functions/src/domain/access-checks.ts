import { ulid } from 'ulid';
import type { Actor } from '@circles/shared/access/types';
import { msg as modulesMsg } from '@circles/shared/messages/modules';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import { audit } from './audit';
import { AppError } from './errors';
import type { TemplateRecord } from './module-records';
import type { AuditEvent, AuditLog } from './ports';

/**
 * The preambles the modules, series and projects domains share: the audit event of an allowed change
 * (written in the change's own transaction) and the audited 403 of a role that may never do a call.
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
