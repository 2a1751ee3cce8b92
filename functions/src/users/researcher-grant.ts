import { isHelperRole } from '@circles/shared/access/roles';
import type { Actor } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/research';
import { AppError } from '../platform/errors';
import { authorize, changeEvent, requireVersion, type PeopleAdminDeps } from './people-admin';
import { toUserDetail } from '../members/user-record';

/**
 * `PATCH /api/users/{id}/researcher` (issue 26, Admin: ACCESS.md 'change facility, role, research ID'):
 * grants or withdraws the Researcher permission. Staff only (Coordinator, Volunteer; an Admin has it by
 * role): a member asked for is a 400 `NOT_STAFF`. Versioned (stale → 409); audited as
 * `user.researcherGrant` / `user.researcherWithdraw` in the same transaction. Takes effect on the
 * user's next request (the API reads the stored user on every call).
 */
export async function setResearcher(
  deps: PeopleAdminDeps,
  actor: Actor,
  id: string,
  version: number,
  researcher: boolean,
) {
  const target = await authorize(deps, actor, 'user.adminChange', id);
  if (!isHelperRole(target.role))
    throw new AppError('BAD_REQUEST', msg('research.server.notStaff'), { code: 'NOT_STAFF' });
  requireVersion(target, version);
  const action = researcher ? 'user.researcherGrant' : 'user.researcherWithdraw';
  const saved = await deps.people.save(
    target,
    { researcher, modifiedBy: actor.id },
    changeEvent(deps, actor, action, id),
  );
  return { user: toUserDetail(saved, actor) };
}
