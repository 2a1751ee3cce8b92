import { listScope } from '@circles/shared/access/list-scope';
import { can } from '@circles/shared/access/policy';
import type { Actor } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/followups';
import type { FollowupResources, FollowupService } from '@circles/shared/schemas/followup-resources';
import { AppError } from '../platform/errors';
import type { AuditEvent, AuditLog } from '../members/ports';

/**
 * A facility's list of services for 'Referred to …' (issue 24 §2): one versioned item per facility,
 * kept by Admins, read by the facility's staff. Programme data: no member's name or health detail.
 */
export interface ServiceListRecord {
  facilityId: string;
  services: FollowupService[];
  /** 0 while the facility has none stored. */
  version: number;
  updatedAt?: string;
  updatedBy?: string;
  updatedByName?: string;
}

/** Stored service lists (DynamoDB in ./resources-repository.ts). */
export interface ServiceListsRepository {
  get(facilityId: string): Promise<ServiceListRecord>;
  /** Writes `after` if the stored version is still `after.version - 1` (else 409), with its audit event. */
  put(after: ServiceListRecord, event: AuditEvent): Promise<void>;
  facilityExists(facilityId: string): Promise<boolean>;
}

/** What reading a list uses (the read route gets read-only repositories: its declared errors stay exact). */
export interface ResourcesReadDeps {
  lists: Pick<ServiceListsRepository, 'get' | 'facilityExists'>;
}

/** What keeping a list uses. */
export interface ResourcesDeps {
  lists: ServiceListsRepository;
  audit: AuditLog;
  now: () => Date;
  newId: () => string;
}

/** The audit subject of the lists (they are no member's record; `recordId` names the facility). */
export const RESOURCES_SUBJECT = 'followup-resources';

/** 404 of a facility that does not exist or lies outside the caller's scope. */
export function facilityNotFound(): AppError {
  return new AppError('NOT_FOUND', msg('followups.api.facilityNotFound'), { code: 'NOT_FOUND' });
}

/** The API's view of a stored list. */
export const toResourcesResponse = (r: ServiceListRecord): FollowupResources => ({
  facilityId: r.facilityId,
  services: r.services,
  version: r.version,
  ...(r.updatedAt ? { updatedAt: r.updatedAt } : {}),
  ...(r.updatedByName ? { updatedByName: r.updatedByName } : {}),
});

/**
 * GET /api/followups/resources/{facilityId}: Admins read any facility's list (404 for a facility that
 * does not exist); Coordinators and Volunteers their own facility's (another answers 404); members 403.
 */
export async function readServiceList(
  deps: ResourcesReadDeps,
  actor: Actor,
  facilityId: string,
): Promise<{ resources: FollowupResources }> {
  if (!can(actor, 'serviceList.read')) throw new AppError('FORBIDDEN', 'Forbidden.');
  if (!can(actor, 'serviceList.read', { facilityId })) throw facilityNotFound();
  // Staff read their own facility's list (it exists); whoever may read any facility's is told of one that does not.
  const anyFacility = listScope(actor, 'serviceList.read') === 'all';
  if (anyFacility && !(await deps.lists.facilityExists(facilityId))) throw facilityNotFound();
  return { resources: toResourcesResponse(await deps.lists.get(facilityId)) };
}

/**
 * The service a referral names (`serviceId`), on the list of the follow-up's facility; 400 with the
 * field's issue when that list does not have it (another facility's service included).
 */
export async function serviceOf(
  lists: Pick<ServiceListsRepository, 'get'>,
  facilityId: string | undefined,
  serviceId: string,
): Promise<FollowupService> {
  const found = facilityId
    ? (await lists.get(facilityId)).services.find((s) => s.id === serviceId)
    : undefined;
  if (!found)
    throw new AppError('VALIDATION', msg('followups.api.serviceUnknown'), {
      issues: [{ path: 'serviceId', message: msg('followups.api.serviceUnknown') }],
    });
  return found;
}
