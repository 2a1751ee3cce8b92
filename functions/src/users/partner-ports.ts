import type { AuditEvent } from '../members/ports';
import type { UserRecord } from '../members/user-record';

/** Storage of the partner links (issue 23): functions/src/users/data/partner-links.ts over DynamoDB. */
export interface PartnerLinks {
  /** The id of the account linked to `subject`, if any. */
  findUserId(subject: string): Promise<string | undefined>;
  /** Links `subject` to `user` (replacing its earlier link); 409 when another account holds it. */
  link(user: UserRecord, subject: string, actorId: string, event: AuditEvent): Promise<void>;
  /** Removes the user's link. */
  unlink(user: UserRecord, actorId: string, event: AuditEvent): Promise<void>;
}

/** The tokens of a session started for a partner sign-in. */
export interface PartnerSession {
  accessToken: string;
  idToken: string;
  refreshToken?: string;
}

/**
 * Starting sessions and keeping the partner link on the Cognito user: functions/src/users/identity/
 * partner-session.ts over Cognito's custom auth.
 */
export interface PartnerSessions {
  start(username: string, partnerToken: string, email: string): Promise<PartnerSession | undefined>;
  setSubject(username: string, subject: string | undefined): Promise<void>;
}

/** A verified partner identity: the partner's subject and the email its token vouches for. */
export interface PartnerIdentity {
  subject: string;
  email: string;
  /** The partner's `email_verified` claim is `true`. */
  emailVerified: boolean;
}

/** Why a partner token was refused; only ever logged by kind, never with the token. */
export class PartnerTokenError extends Error {
  constructor(readonly reason: 'unconfigured' | 'invalid' | 'email' | 'keys') {
    super(`partner token refused: ${reason}`);
    this.name = 'PartnerTokenError';
  }
}
