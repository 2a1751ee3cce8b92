import { isMemberRole } from '@circles/shared/access/roles';
import type { Actor } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/auth';
import { msg as usersMsg } from '@circles/shared/messages/users';
import { AppError } from '../platform/errors';
import type { PartnerLinks, PartnerSessions } from './partner-ports';
import { authorize, changeEvent } from './people-admin';
import type { PeopleDeps } from './people';

/** What linking a partner identity needs (issue 23). */
export type PartnerLinkDeps = Pick<PeopleDeps, 'people' | 'audit' | 'now'> & {
  links: PartnerLinks;
  sessions: Pick<PartnerSessions, 'setSubject'>;
};

/** `GET /api/users/{id}/partner`: the linked partner subject (Admins only, policy `user.adminChange`). */
export async function partnerLinkOf(deps: PartnerLinkDeps, actor: Actor, id: string) {
  const target = await authorize(deps, actor, 'user.adminChange', id);
  return target.partnerSubject ? { subject: target.partnerSubject } : {};
}

/**
 * `PUT /api/users/{id}/partner`: an Admin links a partner subject to a member's account: the record and
 * the subject's unique claim in one transaction (409 when another account holds it), then the Cognito
 * attribute the custom-auth challenge compares. Staff are refused (400 `NOT_MEMBER`): they sign in with
 * their second factor. Audited `user.partner.link`.
 */
export async function linkPartner(deps: PartnerLinkDeps, actor: Actor, id: string, subject: string) {
  const target = await authorize(deps, actor, 'user.adminChange', id);
  if (!isMemberRole(target.role))
    throw new AppError('BAD_REQUEST', usersMsg('users.server.notMember'), { code: 'NOT_MEMBER' });
  const event = { ...changeEvent(deps, actor, 'user.partner.link', id), recordId: subject };
  try {
    await deps.links.link(target, subject, actor.id, event);
  } catch (err) {
    if (err instanceof AppError && err.code === 'CONFLICT')
      throw new AppError('CONFLICT', msg('auth.partner.linkTaken'), { code: 'CONFLICT', cause: err });
    throw err;
  }
  await deps.sessions.setSubject(target.username, subject);
  return { subject };
}

/** `DELETE /api/users/{id}/partner`: removes the link (Admins only). Audited `user.partner.unlink`. */
export async function unlinkPartner(deps: PartnerLinkDeps, actor: Actor, id: string) {
  const target = await authorize(deps, actor, 'user.adminChange', id);
  if (target.partnerSubject)
    await deps.links.unlink(target, actor.id, changeEvent(deps, actor, 'user.partner.unlink', id));
  await deps.sessions.setSubject(target.username, undefined);
  return {};
}
