import type { Role } from '@circles/shared/access/types';
import type { UserRecord } from './user-record';

/** Stored users. Implemented over DynamoDB in data/, by in-memory fakes in unit tests. */
export interface UsersRepository {
  get(id: string): Promise<UserRecord | undefined>;
  /** Which user holds this email or E.164 phone, if any. */
  findIdByEmail(email: string): Promise<string | undefined>;
  findIdByPhone(phone: string): Promise<string | undefined>;
  /**
   * Creates the user and claims its email and phone in one transaction. Throws AppError 400 with the
   * spec's 'Email already registered' / 'Phone number already registered' when either is taken.
   */
  create(user: UserRecord, audit: AuditEvent): Promise<void>;
  /**
   * Assigns a member to a worker (Volunteer or Coordinator): both users change in one transaction, each
   * conditioned on the version the caller read (either stale → 409, nothing changes).
   */
  assign(worker: UserRecord, member: UserRecord): Promise<void>;
  /**
   * Records that the session `sessionId` ended (its tokens expire at `expiresAt`, epoch seconds), and
   * drops the entries named in `expired`. Not versioned: a sign-out never conflicts with an edit.
   */
  endSession(id: string, sessionId: string, expiresAt: number, expired: string[]): Promise<void>;
  /** Versioned update of some fields: stale version → 409. Returns the new record. */
  update(id: string, expectedVersion: number, patch: Partial<UserRecord>): Promise<UserRecord>;
}

/** The identity provider (Cognito) as the domain needs it. */
export interface IdentityProvider {
  /** Creates a confirmed sign-in with a permanent password in the role's group; returns its subject id. */
  createUser(input: {
    username: string;
    email?: string;
    phone?: string;
    name: string;
    password: string;
    role: Role;
  }): Promise<string>;
  deleteUser(username: string): Promise<void>;
  /** Sets a permanent password (the API records whether the user must change it). */
  setPassword(username: string, password: string): Promise<void>;
  /** Enables or disables the sign-in (a disabled user cannot sign in, even straight at the provider). */
  setEnabled(username: string, enabled: boolean): Promise<void>;
  /** Moves the sign-in from the group of one role to another's. */
  setRole(username: string, from: Role, to: Role): Promise<void>;
  /** Updates the sign-in's name, email and phone attributes. */
  updateContact(username: string, contact: { name: string; email?: string; phone?: string }): Promise<void>;
  /**
   * Password sign-in, with the authenticator code of an account that has one: the access token and its
   * subject; undefined on bad credentials; `{ secondFactor: 'required' }` when the account asks for a
   * code that was not given (or one the API cannot answer, a text message), `'wrong'` for a wrong code.
   */
  signIn(
    username: string,
    password: string,
    code?: string,
  ): Promise<{ accessToken: string; sub: string } | { secondFactor: 'required' | 'wrong' } | undefined>;
  /** The second factors active for the sign-in (Cognito's MFA settings), as the API names them. */
  secondFactors(username: string): Promise<('TOTP' | 'SMS')[]>;
  /** Turns every second factor of the sign-in off (an Admin's reset, a member's opt-out). */
  clearSecondFactors(username: string): Promise<void>;
}

/**
 * Password attempts per account (whatever the caller's address), for the sign-in back-off. An attempt is
 * counted before the password is checked, so a burst of parallel guesses cannot pass the limit.
 */
export interface LoginAttempts {
  /**
   * Reserves one attempt for `login` at `nowSeconds`. `allowed`: go on and check the password;
   * otherwise the seconds until the next attempt may be made.
   */
  reserve(
    login: string,
    nowSeconds: number,
  ): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
  /** Forgets the attempts of `login` (after a successful sign-in). */
  reset(login: string): Promise<void>;
}

/** One audit event (ACCESS.md): who, role, facility, action, whose record, when, outcome. */
export interface AuditEvent {
  id: string;
  at: string;
  actorId: string;
  actorRole: Role | 'Anonymous';
  facilityId?: string;
  action: string;
  memberId: string;
  /**
   * The record the action changed when it is not the member's own (a series template, project or
   * workbook id; several workbook ids comma-joined). An id only, never personal data.
   */
  recordId?: string;
  outcome: 'allowed' | 'denied' | 'failed';
}

export interface AuditLog {
  record(event: AuditEvent): Promise<void>;
  /**
   * Several events in as few writes as the store allows (DynamoDB: BatchWriteItem, 25 a call); resolves
   * once every event is stored, rejects otherwise. Optional: without it, each event is `record`ed.
   */
  recordMany?(events: readonly AuditEvent[]): Promise<void>;
}
