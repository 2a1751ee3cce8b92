import type { Actor } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/users';
import { AppError } from '../platform/errors';
import { authorize, changeEvent, type PeopleAdminDeps } from './people-admin';
import type { AssignmentChange } from './people-ports';

/**
 * Erases one kind of a user's personal data (idempotent: a retried deletion runs it again). Notes and
 * sticky notes erase theirs today; member modules (issue 8) and series instances (issue 9) add their
 * eraser to the list the delete route is given.
 */
export type PersonalDataEraser = (userId: string) => Promise<void>;

/**
 * `DELETE /api/users/{id}` (Admin, not oneself): first the personal data (every eraser), then the
 * sign-in, then in one transaction the profile, its unique claims, the user's place in others'
 * assignment lists and the audit event `user.delete` (the opaque id only, no personal data). A failure
 * part way leaves a state the same call finishes when retried.
 */
export async function deleteUser(
  deps: PeopleAdminDeps & { erasers: readonly PersonalDataEraser[] },
  actor: Actor,
  id: string,
): Promise<undefined> {
  const target = await authorize(deps, actor, 'user.adminChange', id);
  if (target.id === actor.id)
    throw new AppError('BAD_REQUEST', msg('users.server.notSelf'), { code: 'NOT_SELF' });
  for (const erase of deps.erasers) await erase(id);
  await deps.identity.deleteUser(target.username);
  const related = await deps.people.getMany([...target.patients, ...target.workers]);
  const others: AssignmentChange[] = related.map((u) => ({
    user: u,
    patients: u.patients.filter((x) => x !== id),
    workers: u.workers.filter((x) => x !== id),
  }));
  await deps.people.deleteProfile(target, others, changeEvent(deps, actor, 'user.delete', id));
  return undefined;
}
