import { can, memberTarget } from '@circles/shared/access/policy';
import type { Action, Actor } from '@circles/shared/access/types';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import type { FollowupRecord } from '../followups/records';
import { followupTargetOf } from '../followups/target';
import { audit } from '../platform/audit';
import { AppError } from '../platform/errors';
import type { StoredModule } from '../modules/module-records';
import type { NoteRecord } from '../notes/notes-ports';
import type { AuditLog, UsersRepository } from './ports';
import type { SeriesInstanceRecord } from '../series/series-records';
import { targetOf, type UserRecord } from './user-record';

/*
 * The scope loaders (issue 19, issue 22 item 4): one per kind of record a call names by id (a user, a
 * member named on a record, a member module, a series instance, a note, a follow-up). Each reads the record,
 * asks the shared policy (`can`, never a role test of its own), audits a refusal as denied and answers
 * the caller's error: a record outside the caller's scope is not revealed (404), for reads and writes
 * alike. The audited 403 of a role that may never do a call lives here too.
 */

/** What a refusal is audited with. */
export interface DenialDeps {
  audit: AuditLog;
  now: () => Date;
}

/**
 * How a loader asks the policy: the policy's action and the audit event of a denial. The error of a
 * refusal (the route's 404, whose code is the route's to declare) is a loader's own argument,
 * `notFound`: a function passed as a value counts for the routes that pass it and no other
 * (test/unit/declared-errors.test.ts), where one in a shared rule object would count for every route.
 */
export interface ScopeRule {
  action: Action;
  event: string;
}

/** Audits `event` on `subject` as denied, then throws `error`. */
export async function deny(
  deps: DenialDeps,
  actor: Actor,
  event: string,
  subject: string,
  error: AppError,
): Promise<never> {
  await audit(deps, actor, event, subject, 'denied');
  throw error;
}

/** The people routes' 403 of a role that may never do a call (unaudited: the route's own event says it). */
export function forbiddenError(): AppError {
  return new AppError('FORBIDDEN', 'Forbidden');
}

/** 403 for a role that may never do `event` (ACCESS.md), audited as denied on `subject`. */
export function forbidden(deps: DenialDeps, actor: Actor, event: string, subject: string): Promise<never> {
  return deny(deps, actor, event, subject, new AppError('FORBIDDEN', shellMsg('shell.notAuthorized')));
}

/** {@link forbidden} unless the role may do `action` at all (on some target). */
export async function requireAction(
  deps: DenialDeps,
  actor: Actor,
  action: Action,
  event: string,
  subject: string,
): Promise<void> {
  if (!can(actor, action)) await forbidden(deps, actor, event, subject);
}

/** A user's item as the route already read it (its prefetch with the caller's user); undefined: none. */
export type KnownMember = { member: UserRecord | undefined };

/**
 * The stored user `id` when the caller may `action` on them, the policy asked with the stored user
 * (role and relations from the table, never from the request): the loader of every call that names a
 * user or member by id. A missing user answers like one outside the caller's scope, `notFound(user)`
 * (given the user when there is one) with the denial audited as `event` on `id`, for every role (the
 * Admin's scope is every member, not every id). `known` is the user's item when the route already read it.
 */
export async function userInScope(
  deps: DenialDeps & { users: Pick<UsersRepository, 'get'> },
  actor: Actor,
  id: string,
  rule: ScopeRule,
  notFound: (user: UserRecord | undefined) => AppError,
  known?: KnownMember,
): Promise<UserRecord> {
  const user = known ? known.member : await deps.users.get(id);
  if (user && user.id === id && can(actor, rule.action, targetOf(user))) return user;
  return deny(deps, actor, rule.event, id, notFound(user));
}

/**
 * Whether the caller may `action` on member `memberId` that a stored record (or a request beside one)
 * names, asked without reading the member's user item: the record names an existing member, and the
 * actor's own stored relations decide. Else `notFound()`, the denial audited as `event` on the member.
 */
export async function memberIdInScope(
  deps: DenialDeps,
  actor: Actor,
  memberId: string,
  rule: ScopeRule,
  notFound: () => AppError,
): Promise<void> {
  if (!can(actor, rule.action, memberTarget(memberId)))
    await deny(deps, actor, rule.event, memberId, notFound());
}

/**
 * The member module `id` when the caller may `action` on its member's records. A missing module is
 * `notFound()` (nothing to audit); one outside the caller's scope too, the denial audited on its member.
 */
export async function moduleInScope(
  deps: DenialDeps & { modules: { get(id: string): Promise<StoredModule | undefined> } },
  actor: Actor,
  id: string,
  rule: ScopeRule,
  notFound: () => AppError,
): Promise<StoredModule> {
  const stored = await deps.modules.get(id);
  if (!stored) throw notFound();
  await memberIdInScope(deps, actor, stored.meta.patientId, rule, notFound);
  return stored;
}

/**
 * The series instance `id` (read with `getInstance`) when the caller may `action` on its member's
 * records and, with `memberId`, when it is that member's: the loader of every read and write that names
 * an instance by id. A missing instance is `notFound()`; one of another member or outside the caller's
 * scope too, the denial audited as `event` on the instance's member.
 */
export async function instanceInScope(
  deps: DenialDeps,
  getInstance: (id: string) => Promise<SeriesInstanceRecord | undefined>,
  actor: Actor,
  id: string,
  rule: ScopeRule & { memberId?: string },
  notFound: () => AppError,
): Promise<SeriesInstanceRecord> {
  const record = await getInstance(id);
  if (!record) throw notFound();
  if (rule.memberId !== undefined && record.member !== rule.memberId)
    return deny(deps, actor, rule.event, record.member, notFound());
  await memberIdInScope(deps, actor, record.member, rule, notFound);
  return record;
}

/**
 * The follow-up `id` when the caller may `action` on it (`followup.work`: Admins, its assignee, the
 * member's helpers, the facility's Coordinators). Missing or outside the caller's scope: `notFound()`,
 * the denial audited as `event` on its member (on `id` when there is none).
 */
export async function followupInScope(
  deps: DenialDeps & { followups: { get(id: string): Promise<FollowupRecord | undefined> } },
  actor: Actor,
  id: string,
  rule: ScopeRule,
  notFound: () => AppError,
): Promise<FollowupRecord> {
  const record = await deps.followups.get(id);
  if (record && can(actor, rule.action, followupTargetOf(record))) return record;
  return deny(deps, actor, rule.event, record?.memberId ?? id, notFound());
}

/**
 * The note `id` when the caller may `action` on it (`note.read`: received or sent; `note.markRead`:
 * received). Missing or not the caller's: `notFound()`, the denial audited as `event` on its receiver
 * (on `id` when there is none).
 */
export async function noteInScope(
  deps: DenialDeps & { notes: { get(id: string): Promise<NoteRecord | undefined> } },
  actor: Actor,
  id: string,
  rule: ScopeRule,
  notFound: () => AppError,
): Promise<NoteRecord> {
  const note = await deps.notes.get(id);
  if (note && can(actor, rule.action, { senderId: note.senderId, receiverId: note.receiverId })) return note;
  return deny(deps, actor, rule.event, note?.receiverId ?? id, notFound());
}
