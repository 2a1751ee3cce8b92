import type { Actor, Role } from '@circles/shared/access/types';
import type { UserStatus } from '@circles/shared/schemas/common';
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
}

/** The access policy's view of the stored user making a request. */
export function actorOf(record: UserRecord): Actor {
  return {
    id: record.id,
    role: record.role,
    facilityId: record.facilityId,
    patients: record.patients,
    workers: record.workers,
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
  };
}
