import { profileFieldGroupOf, refusedProfileFields } from '@circles/shared/access/policy';
import type { Actor } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/users';
import type { ProfilePatchBody } from '@circles/shared/schemas/people';
import { audit } from '../platform/audit';
import { AppError } from '../platform/errors';
import type { PeopleDeps } from './people';
import { targetOf, type UserRecord } from '../members/user-record';

/** The field paths a profile update body names (`info.city`), in the body schema's order. */
export function profileBodyPaths(body: ProfilePatchBody): string[] {
  const { version: _version, info, ...top } = body;
  const named = (prefix: string, fields: object) =>
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key]) => prefix + key);
  return [...named('', top), ...named('info.', info)];
}

/**
 * 403 `FIELD_NOT_ALLOWED` naming every field of `body` that `actor` may not change on `target` (the
 * policy's profile field groups), before anything is written; one denied audit event per refused group
 * (`user.editProfile.intake`).
 */
export async function requireEditableFields(
  deps: Pick<PeopleDeps, 'audit' | 'now'>,
  actor: Actor,
  target: UserRecord,
  body: ProfilePatchBody,
): Promise<void> {
  const refused = refusedProfileFields(actor, targetOf(target), profileBodyPaths(body));
  if (refused.length === 0) return;
  const groups = new Set(refused.map((path) => profileFieldGroupOf(path) ?? 'unknown'));
  await Promise.all(
    [...groups].map((group) => audit(deps, actor, `user.editProfile.${group}`, target.id, 'denied')),
  );
  const message = msg('users.server.fieldNotAllowed');
  throw new AppError('FORBIDDEN', message, {
    code: 'FIELD_NOT_ALLOWED',
    issues: refused.map((path) => ({ path, message })),
  });
}
