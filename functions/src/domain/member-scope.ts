import { can } from '@circles/shared/access/policy';
import type { Action, Actor } from '@circles/shared/access/types';
import { audit } from './audit';
import type { AppError } from './errors';
import type { AuditLog, UsersRepository } from './ports';
import { targetOf, type UserRecord } from './user-record';

/** A member's user item as the route already read it (its prefetch with the caller's user); undefined: none. */
export type KnownMember = { member: UserRecord | undefined };

/**
 * The stored user `memberId` when the caller may `action` on their records, the policy asked with the
 * stored user (role and relations from the table, never from the request): the scope loader of every
 * read and write that names a member by id. A missing user answers like one outside the caller's scope,
 * `notFound()` with the denial audited as `event`, for every role (the Admin's scope is every member,
 * not every id). `known` is the user's item when the route already read it (its prefetch).
 */
export async function memberInScope(
  deps: { users: Pick<UsersRepository, 'get'>; audit: AuditLog; now: () => Date },
  actor: Actor,
  memberId: string,
  rule: { action: Action; event: string; notFound: () => AppError },
  known?: KnownMember,
): Promise<UserRecord> {
  const member = known ? known.member : await deps.users.get(memberId);
  if (!member || member.id !== memberId || !can(actor, rule.action, targetOf(member))) {
    await audit(deps, actor, rule.event, memberId, 'denied');
    throw rule.notFound();
  }
  return member;
}
