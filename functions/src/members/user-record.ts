import { can } from '@circles/shared/access/policy';
import type { Actor, Role } from '@circles/shared/access/types';
import { programOf } from '@circles/shared/rules/options';
import type { UserStatus } from '@circles/shared/schemas/common';
import type { MemberStatusInfo, UserDetail, VolInfo } from '@circles/shared/schemas/people';
import type { User } from '@circles/shared/schemas/user';

/** A user as stored: the API's User plus what only the server sees. */
export interface UserRecord {
  id: string;
  role: Role;
  /** Cognito user name (the email, or the E.164 phone when there is no email). */
  username: string;
  email?: string;
  /** E.164, as Cognito holds it. */
  phone?: string;
  status: UserStatus;
  enabled: boolean;
  facilityId?: string;
  facilityName?: string;
  info: User['info'];
  patients: string[];
  workers: string[];
  consent?: { letterVersion: string; agreedAt: string };
  /**
   * Sessions ended by sign-out: the session id of their access tokens (`origin_jti`, else `jti`) → when
   * those tokens expire (epoch seconds). The wrapper refuses them on every call; expired entries are
   * dropped at the next sign-out.
   */
  endedSessions?: Record<string, number>;
  createdAt: string;
  updatedAt: string;
  createdBy?: string;
  modifiedBy?: string;
  version: number;
  /** Programs and status history (spec 002 §3.1, §4.2): written by the server only. */
  memberStatusInfo?: MemberStatusInfo;
  volInfo?: VolInfo;
  originOfContact?: string;
  referralDetails?: string;
  /** Random research pseudonym (spec 002 §4.6): created once, then enabled or disabled. */
  research?: { id: string; enabled: boolean };
  /** Staff set this user's password: they must choose their own before anything else. */
  mustChangePassword?: boolean;
  /**
   * The second factor recorded after Cognito confirmed it (issue 21); `none` after a reset or opt-out.
   * Staff without `TOTP` are refused every route but validate, logout and the enrolment.
   */
  mfa?: { factor: 'TOTP' | 'none'; at: string };
  /** The partner organisation's subject an Admin linked to this account (issue 23; partner sign-in). */
  partnerSubject?: string;
  /** The Researcher permission an Admin granted this staff user (issue 26); absent when not granted. */
  researcher?: boolean;
}

/** The enrolled second factor of a stored user, as the API names it. */
export function secondFactorOf(record: Pick<UserRecord, 'mfa'>): 'TOTP' | undefined {
  return record.mfa?.factor === 'TOTP' ? 'TOTP' : undefined;
}

/** What the access policy reads of a stored user, as the actor and as the target alike. */
function policyView(record: UserRecord) {
  return {
    id: record.id,
    role: record.role,
    facilityId: record.facilityId,
    patients: record.patients,
    workers: record.workers,
  };
}

/** The access policy's view of the stored user making a request. */
export function actorOf(record: UserRecord): Actor {
  return {
    ...policyView(record),
    ...(record.researcher ? { researcher: true } : {}),
  };
}

/** The API's view of a stored user: no user name, consent or audit fields. */
export function toUser(record: UserRecord): User {
  return {
    _id: record.id,
    role: record.role,
    email: record.email,
    phone: record.phone,
    status: record.status,
    enabled: record.enabled,
    facilityId: record.facilityId,
    facilityName: record.facilityName,
    info: record.info,
    patients: record.patients,
    workers: record.workers,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    version: record.version,
    ...(record.mustChangePassword ? { mustChangePassword: true } : {}),
    ...(secondFactorOf(record) ? { mfa: secondFactorOf(record) } : {}),
    ...(record.researcher ? { researcher: true } : {}),
  };
}

/** Stored legacy program names read as the current programs (spec 002 §5.10, `programOf`). */
function currentPrograms(info: MemberStatusInfo | undefined): MemberStatusInfo | undefined {
  if (!info) return info;
  return {
    ...info,
    ...(info.activeType ? { activeType: programOf(info.activeType) } : {}),
    statusHistory: info.statusHistory.map((e) =>
      e.activeType ? { ...e, activeType: programOf(e.activeType) } : e,
    ),
  };
}

/**
 * The full profile as a viewer sees it: the research pseudonym only for Admins (ACCESS.md: research ID
 * is an Admin matter), everything else as stored, never the user name, consent or sessions.
 */
export function toUserDetail(record: UserRecord, viewer: Actor): UserDetail {
  return {
    ...toUser(record),
    memberStatusInfo: currentPrograms(record.memberStatusInfo),
    volInfo: record.volInfo,
    originOfContact: record.originOfContact,
    referralDetails: record.referralDetails,
    ...(can(viewer, 'user.adminChange') && record.research ? { research: record.research } : {}),
    createdBy: record.createdBy,
    modifiedBy: record.modifiedBy,
  };
}

/** The policy's view of a stored user as a target. */
export function targetOf(record: UserRecord) {
  return {
    ...policyView(record),
    status: record.status,
  };
}
