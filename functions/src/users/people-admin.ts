import { randomBytes } from 'node:crypto';
import { listScope } from '@circles/shared/access/list-scope';
import { can } from '@circles/shared/access/policy';
import { isMemberRole, sameRole } from '@circles/shared/access/roles';
import type { Action, Actor } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/users';
import { msg as validationMsg } from '@circles/shared/messages/validation';
import { normaliseEmail, normalisePostalCode, toE164Phone } from '@circles/shared/rules/contact';
import { normaliseLanguages } from '@circles/shared/rules/text';
import { accountUsername } from '@circles/shared/rules/username';
import type { ProfilePatchBody, RegisterUserBody, UserDetail } from '@circles/shared/schemas/people';
import type { Role } from '@circles/shared/access/types';
import { allowedEvent } from '../members/access-checks';
import { audit } from '../platform/audit';
import { AppError } from '../platform/errors';
import { notFound, usersOf, type PeopleDeps } from './people';
import { requireEditableFields } from './profile-fields';
import type { AuditEvent, IdentityProvider } from '../members/ports';
import { deny, forbiddenError as forbidden, userInScope } from '../members/scope';
import { targetOf, toUserDetail, type UserRecord } from '../members/user-record';

/** People use cases that reach the identity provider. */
export interface PeopleAdminDeps extends PeopleDeps {
  identity: IdentityProvider;
}

/** The audit event of an allowed change, written in the same transaction as the change. */
export function changeEvent(
  deps: { now: () => Date },
  actor: Actor,
  action: string,
  memberId: string,
): AuditEvent {
  return allowedEvent(actor, action, memberId, deps.now().toISOString());
}

/**
 * The stored user `id` when `actor` may do `action` on them. Outside what the actor may even see: 404
 * (not revealed); visible but not allowed: 403. Refusals are audited.
 */
export async function authorize(
  deps: Pick<PeopleDeps, 'people' | 'audit' | 'now'>,
  actor: Actor,
  action: Action,
  id: string,
): Promise<UserRecord> {
  if (!can(actor, action)) await deny(deps, actor, action, id, forbidden());
  const visible = (target: UserRecord | undefined) =>
    target !== undefined &&
    (can(actor, 'user.view', targetOf(target)) || can(actor, 'user.list', targetOf(target)));
  return userInScope(usersOf(deps), actor, id, { action, event: action }, (target) =>
    visible(target) ? forbidden() : notFound(),
  );
}

/** A version the caller read that is no longer the stored one: 409 before anything is written. */
export function requireVersion(target: UserRecord, version: number): void {
  if (target.version !== version)
    throw new AppError('CONFLICT', 'This record was changed by someone else. Please refresh and try again.', {
      code: 'STALE_VERSION',
    });
}

function taken(field: 'email' | 'phone'): AppError {
  const message = msg(field === 'email' ? 'users.server.emailExists' : 'users.server.phoneExists');
  return new AppError('BAD_REQUEST', message, {
    code: field === 'email' ? 'EMAIL_TAKEN' : 'PHONE_TAKEN',
    issues: [{ path: field, message }],
  });
}

function languageOf(language: string, other: string | undefined) {
  return language === 'Other' && other ? normaliseLanguages(other).join(', ') : undefined;
}

/**
 * `POST /api/users/register`: staff create a user (spec 002 §4.5, §6). The facility is the creator's
 * unless an Admin names one; the role must be one the creator may give. The sign-in and the profile are
 * created together: if the profile cannot be stored, the sign-in is deleted again.
 */
export async function registerUser(
  deps: PeopleAdminDeps,
  actor: Actor,
  body: RegisterUserBody,
): Promise<{ user: UserDetail }> {
  if (!can(actor, 'user.create')) throw forbidden();
  const facilityId =
    listScope(actor, 'user.create') === 'all'
      ? (body.facilityId ?? actor.facilityId ?? undefined)
      : actor.facilityId;
  const facility = facilityId ? await deps.people.facility(facilityId) : undefined;
  if (facilityId && !facility)
    throw new AppError('BAD_REQUEST', msg('users.server.facilityUnknown'), {
      code: 'FACILITY_UNKNOWN',
      issues: [{ path: 'facilityId', message: msg('users.server.facilityUnknown') }],
    });
  if (!can(actor, 'user.create', { role: body.role, facilityId })) {
    await audit(deps, actor, 'user.create', 'new', 'denied');
    throw new AppError('FORBIDDEN', msg('users.server.roleNotAllowed'), { code: 'ROLE_NOT_ALLOWED' });
  }
  const email = body.email ? normaliseEmail(body.email) : undefined;
  const phone = body.phone ? toE164Phone(body.phone) : undefined;
  if (email && (await deps.people.findIdByEmail(email))) throw taken('email');
  if (phone && (await deps.people.findIdByPhone(phone))) throw taken('phone');
  const username = accountUsername({ email, phone: body.phone });
  if (!username) throw new AppError('VALIDATION', validationMsg('validation.emailOrPhone.user'));

  const sub = await deps.identity.createUser({
    username,
    email,
    phone,
    name: body.info.name,
    password: body.password,
    role: body.role,
  });
  const at = deps.now().toISOString();
  const a = body.info.address;
  const record: UserRecord = {
    id: sub,
    role: body.role,
    username,
    email,
    phone,
    status: body.status,
    enabled: true,
    facilityId: facility?.id,
    facilityName: facility?.name,
    info: {
      name: body.info.name,
      email,
      phone: body.phone,
      gender: body.info.gender,
      genderOther: body.info.gender === 'NonBinary' ? body.info.genderOther?.trim() || undefined : undefined,
      dateOfBirth: body.info.dateOfBirth,
      language: body.info.language,
      languageOther: languageOf(body.info.language, body.info.languageOther),
      street: a.street,
      city: a.city,
      province: a.state === 'None' ? undefined : a.state,
      postalCode: a.code ? normalisePostalCode(a.code) : undefined,
      country: a.country,
    },
    originOfContact:
      body.originOfContact === 'Other' && body.originOfContactOther?.trim()
        ? `Other: ${body.originOfContactOther.trim()}`
        : body.originOfContact,
    referralDetails: body.referralDetails?.trim() || undefined,
    patients: [],
    workers: [],
    createdAt: at,
    updatedAt: at,
    createdBy: actor.id,
    modifiedBy: actor.id,
    mustChangePassword: true,
    version: 1,
  };
  try {
    await deps.people.create(record, changeEvent(deps, actor, 'user.create', sub));
  } catch (err) {
    await deps.identity.deleteUser(username);
    throw err;
  }
  return { user: toUserDetail(record, actor) };
}

/**
 * `PATCH /api/users/{id}`: contact and profile fields (Admin any; Coordinator facility; self), each
 * field only by whom the policy's field groups allow (a member: her own contact fields).
 */
export async function updateProfile(
  deps: PeopleAdminDeps,
  actor: Actor,
  id: string,
  body: ProfilePatchBody,
): Promise<{ user: UserDetail }> {
  const target = await authorize(deps, actor, 'user.editProfile', id);
  await requireEditableFields(deps, actor, target, body);
  requireVersion(target, body.version);
  const email = body.email !== undefined ? normaliseEmail(body.email) : target.email;
  const phone = body.phone !== undefined ? toE164Phone(body.phone) : target.phone;
  if (email !== target.email && email && (await deps.people.findIdByEmail(email))) throw taken('email');
  if (phone !== target.phone && phone && (await deps.people.findIdByPhone(phone))) throw taken('phone');
  const i = body.info;
  const defined = Object.fromEntries(
    Object.entries({
      name: i.name,
      gender: i.gender,
      genderOther: i.genderOther,
      dateOfBirth: i.dateOfBirth,
      language: i.language,
      languageOther:
        i.languageOther !== undefined
          ? languageOf(i.language ?? target.info.language ?? '', i.languageOther)
          : undefined,
      street: i.street,
      city: i.city,
      province: i.province === 'None' ? '' : i.province,
      postalCode: i.postalCode ? normalisePostalCode(i.postalCode) : i.postalCode,
    }).filter(([, v]) => v !== undefined),
  );
  const info = {
    ...target.info,
    ...defined,
    email,
    phone: body.phone !== undefined ? body.phone : target.info.phone,
  };
  const saved = await deps.people.save(
    target,
    {
      email,
      phone,
      info,
      ...(body.originOfContact !== undefined ? { originOfContact: body.originOfContact } : {}),
      ...(body.referralDetails !== undefined ? { referralDetails: body.referralDetails.trim() } : {}),
      modifiedBy: actor.id,
    },
    changeEvent(deps, actor, 'user.editProfile', id),
  );
  if (email !== target.email || phone !== target.phone || info.name !== target.info.name)
    await deps.identity.updateContact(target.username, { name: info.name, email, phone });
  return { user: toUserDetail(saved, actor) };
}

/** `PATCH /api/users/{id}/facility` (Admin). */
export async function setFacility(
  deps: PeopleAdminDeps,
  actor: Actor,
  id: string,
  version: number,
  facilityId: string,
) {
  const target = await authorize(deps, actor, 'user.adminChange', id);
  requireVersion(target, version);
  const facility = await deps.people.facility(facilityId);
  if (!facility)
    throw new AppError('BAD_REQUEST', msg('users.server.facilityUnknown'), { code: 'FACILITY_UNKNOWN' });
  const saved = await deps.people.save(
    target,
    { facilityId: facility.id, facilityName: facility.name, modifiedBy: actor.id },
    changeEvent(deps, actor, 'user.setFacility', id),
  );
  return { user: toUserDetail(saved, actor) };
}

/** `PATCH /api/users/{id}/role` (Admin; not their own role). */
export async function setRole(deps: PeopleAdminDeps, actor: Actor, id: string, version: number, role: Role) {
  const target = await authorize(deps, actor, 'user.adminChange', id);
  if (target.id === actor.id)
    throw new AppError('BAD_REQUEST', msg('users.server.notSelf'), { code: 'NOT_SELF' });
  requireVersion(target, version);
  if (sameRole(target.role, role)) return { user: toUserDetail(target, actor) };
  const saved = await deps.people.save(
    target,
    { role, modifiedBy: actor.id },
    changeEvent(deps, actor, 'user.setRole', id),
  );
  await deps.identity.setRole(target.username, target.role, role);
  return { user: toUserDetail(saved, actor) };
}

/**
 * `PATCH /api/users/{id}/enabled`: the API refuses a disabled user on their next request (the stored user
 * is read on every call) and the identity provider refuses their sign-in.
 */
export async function setEnabled(
  deps: PeopleAdminDeps,
  actor: Actor,
  id: string,
  version: number,
  enabled: boolean,
) {
  const target = await authorize(deps, actor, 'user.setStatus', id);
  if (target.id === actor.id)
    throw new AppError('BAD_REQUEST', msg('users.server.notSelf'), { code: 'NOT_SELF' });
  requireVersion(target, version);
  const saved = await deps.people.save(
    target,
    { enabled, modifiedBy: actor.id },
    changeEvent(deps, actor, enabled ? 'user.enable' : 'user.disable', id),
  );
  await deps.identity.setEnabled(target.username, enabled);
  return { user: toUserDetail(saved, actor) };
}

/** A research pseudonym: random, so it carries nothing of the person (not derived from id, name or date). */
export function newResearchId(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return `R${[...randomBytes(10)].map((b) => alphabet[b % 32]).join('')}`;
}

/** `GET /api/users/research/create/{id}` (Admin, members only): created once; later calls answer it. */
export async function createResearchId(deps: PeopleAdminDeps, actor: Actor, id: string) {
  const target = await authorize(deps, actor, 'user.adminChange', id);
  if (!isMemberRole(target.role))
    throw new AppError('BAD_REQUEST', msg('users.server.notMember'), { code: 'NOT_MEMBER' });
  if (target.research) return { user: toUserDetail(target, actor) };
  const saved = await deps.people.saveResearch(
    target,
    { id: newResearchId(), enabled: true },
    changeEvent(deps, actor, 'user.researchCreate', id),
  );
  return { user: toUserDetail(saved, actor) };
}

/** `PATCH /api/users/{id}/research` (Admin): enable or disable the existing research ID. */
export async function setResearch(
  deps: PeopleAdminDeps,
  actor: Actor,
  id: string,
  version: number,
  enabled: boolean,
) {
  const target = await authorize(deps, actor, 'user.adminChange', id);
  if (!target.research)
    throw new AppError('CONFLICT', msg('users.server.noResearchId'), { code: 'NO_RESEARCH_ID' });
  requireVersion(target, version);
  const saved = await deps.people.save(
    target,
    { research: { ...target.research, enabled }, modifiedBy: actor.id },
    changeEvent(deps, actor, 'user.researchStatus', id),
  );
  return { user: toUserDetail(saved, actor) };
}

/**
 * `PATCH /api/users/{id}/password`: the user's own choice clears `mustChangePassword`; staff setting it
 * for someone else (Admin any, Coordinator facility) is a reset the user must change at next sign-in.
 */
export async function setPassword(
  deps: PeopleAdminDeps,
  actor: Actor,
  id: string,
  password: string,
): Promise<undefined> {
  const target = await authorize(deps, actor, 'user.editProfile', id);
  await deps.identity.setPassword(target.username, password);
  await deps.people.save(
    target,
    { mustChangePassword: target.id !== actor.id, modifiedBy: actor.id },
    changeEvent(deps, actor, 'user.setPassword', id),
  );
  return undefined;
}
