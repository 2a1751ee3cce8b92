import { can } from '@circles/shared/access/policy';
import type { Actor } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/followups';
import type {
  FollowupResources,
  FollowupResourcesPutBody,
  FollowupService,
} from '@circles/shared/schemas/followup-resources';
import { AppError } from '../platform/errors';
import type { AuditEvent } from '../members/ports';
import { deny } from '../members/scope';
import {
  facilityNotFound,
  RESOURCES_SUBJECT,
  toResourcesResponse,
  type ResourcesDeps,
  type ServiceListRecord,
} from './resources';

/**
 * The list after a PUT: services with an `id` keep it (a rename or new phone/notes; an id the stored
 * list lacks is a 400), the others get a new one. Order as sent.
 */
function nextServices(deps: ResourcesDeps, stored: ServiceListRecord, body: FollowupResourcesPutBody) {
  const known = new Set(stored.services.map((s) => s.id));
  const issues = body.services.flatMap((s, i) =>
    s.id !== undefined && !known.has(s.id)
      ? [{ path: `services.${i}.id`, message: msg('followups.resources.unknownService') }]
      : [],
  );
  if (issues.length > 0)
    throw new AppError('VALIDATION', msg('followups.resources.unknownService'), { issues });
  return body.services.map((s): FollowupService => ({
    id: s.id ?? deps.newId(),
    name: s.name,
    ...(s.phone ? { phone: s.phone } : {}),
    ...(s.notes ? { notes: s.notes } : {}),
  }));
}

/**
 * PUT /api/followups/resources/{facilityId}: an Admin replaces a facility's list (add, rename, remove)
 * with the version read; a stale version answers 409 STALE_VERSION and changes nothing. Others 403
 * (audited as denied); a facility that does not exist 404. Audited with the facility as the record.
 */
export async function writeServiceList(
  deps: ResourcesDeps,
  caller: { actor: Actor; name: string },
  facilityId: string,
  body: FollowupResourcesPutBody,
): Promise<{ resources: FollowupResources }> {
  const { actor } = caller;
  const action = 'followup.resources.update';
  if (!can(actor, 'serviceList.write'))
    await deny(deps, actor, action, RESOURCES_SUBJECT, new AppError('FORBIDDEN', 'Forbidden.'));
  if (!(await deps.lists.facilityExists(facilityId))) throw facilityNotFound();
  const stored = await deps.lists.get(facilityId);
  if (stored.version !== body.version)
    throw new AppError('CONFLICT', msg('followups.resources.stale'), { code: 'STALE_VERSION' });
  const at = deps.now().toISOString();
  const after: ServiceListRecord = {
    facilityId,
    services: nextServices(deps, stored, body),
    version: stored.version + 1,
    updatedAt: at,
    updatedBy: actor.id,
    updatedByName: caller.name,
  };
  const event: AuditEvent = {
    id: deps.newId(),
    at,
    actorId: actor.id,
    actorRole: actor.role,
    action,
    memberId: RESOURCES_SUBJECT,
    recordId: facilityId,
    outcome: 'allowed',
  };
  await deps.lists.put(after, event);
  return { resources: toResourcesResponse(after) };
}
