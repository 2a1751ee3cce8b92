import { LETTER_OF_INFORMATION_VERSION } from '@circles/shared/messages/letter';
import { msg } from '@circles/shared/messages/auth';
import { msg as validationMsg } from '@circles/shared/messages/validation';
import { normaliseEmail, toE164Phone } from '@circles/shared/rules/contact';
import { accountUsername, isPhoneUsername, usernameOf } from '@circles/shared/rules/username';
import type { SelfRegisterBody } from '@circles/shared/schemas/user';
import type { User } from '@circles/shared/schemas/user';
import { AppError } from '../platform/errors';
import type { AuditLog, IdentityProvider, LoginAttempts, UsersRepository } from '../members/ports';
import { toUser, type UserRecord } from '../members/user-record';
import { ulid } from 'ulid';

export interface AccountsDeps {
  users: UsersRepository;
  identity: IdentityProvider;
  audit: AuditLog;
  now: () => Date;
}

function emailTaken(): AppError {
  return new AppError('BAD_REQUEST', msg('auth.register.server.emailRegistered'), { code: 'EMAIL_TAKEN' });
}
function phoneTaken(): AppError {
  return new AppError('BAD_REQUEST', msg('auth.register.server.phoneRegistered'), { code: 'PHONE_TAKEN' });
}

/**
 * Self-registration (spec 000 §5): a Patient with consent recorded. The Cognito user and the profile are
 * created together: when the profile cannot be stored, the Cognito user is deleted again, so a failure of
 * either half leaves neither behind.
 */
export async function selfRegister(deps: AccountsDeps, body: SelfRegisterBody): Promise<{ id: string }> {
  if (body.consent.letterVersion !== LETTER_OF_INFORMATION_VERSION) {
    throw new AppError('VALIDATION', msg('auth.register.consentOutdated'), {
      issues: [{ path: 'consent.letterVersion', message: msg('auth.register.consentOutdated') }],
    });
  }
  const email = body.email ? normaliseEmail(body.email) : undefined;
  const phone = body.phone ? toE164Phone(body.phone) : undefined;
  if (email && (await deps.users.findIdByEmail(email))) throw emailTaken();
  if (phone && (await deps.users.findIdByPhone(phone))) throw phoneTaken();

  const username = accountUsername({ email, phone: body.phone });
  if (!username) throw new AppError('VALIDATION', validationMsg('validation.emailOrPhone.register'));
  const sub = await deps.identity.createUser({
    username,
    email,
    phone,
    name: body.name,
    password: body.password,
    role: 'Patient',
  });
  const at = deps.now().toISOString();
  const record: UserRecord = {
    id: sub,
    role: 'Patient',
    username,
    email,
    phone,
    status: 'active',
    enabled: true,
    info: {
      name: body.name,
      email,
      phone: body.phone,
      city: body.city,
      postalCode: body.postalCode?.toUpperCase(),
    },
    patients: [],
    workers: [],
    consent: { letterVersion: body.consent.letterVersion, agreedAt: at },
    createdAt: at,
    updatedAt: at,
    createdBy: sub,
    modifiedBy: sub,
    version: 1,
  };
  try {
    await deps.users.create(record, {
      id: ulid(),
      at,
      actorId: sub,
      actorRole: 'Anonymous',
      action: 'user.selfRegister',
      memberId: sub,
      outcome: 'allowed',
    });
  } catch (err) {
    await deps.identity.deleteUser(username);
    throw err;
  }
  return { id: sub };
}

/** What `login` needs: the users, the identity provider, the attempts per account and the clock. */
export type LoginDeps = Pick<AccountsDeps, 'users' | 'identity' | 'now'> & { attempts: LoginAttempts };

/**
 * Password sign-in for API clients (spec 000 §7): `{ token, user }`. Bad credentials and disabled
 * accounts both get 401 with the spec's login texts; an account with a second factor also needs the
 * `code` of its authenticator app (401 `MFA_CODE_REQUIRED` without, `BAD_MFA_CODE` when wrong). Attempts are limited per account whatever the
 * caller's address (see login-lock.ts): past the limit the answer is 429 with Retry-After, for unknown
 * logins exactly as for real ones, so the limit says nothing about which accounts exist.
 */
export async function login(
  deps: LoginDeps,
  emailOrPhone: string,
  password: string,
  code?: string,
): Promise<{ token: string; user: User }> {
  let username = usernameOf(emailOrPhone);
  // A phone number may belong to a user whose Cognito user name is their email: one count per account.
  if (isPhoneUsername(username)) {
    const id = await deps.users.findIdByPhone(username);
    const owner = id ? await deps.users.get(id) : undefined;
    if (owner) username = owner.username;
  }
  const reserved = await deps.attempts.reserve(username, Math.floor(deps.now().getTime() / 1000));
  if (!reserved.allowed)
    throw new AppError('RATE_LIMITED', 'Too many requests. Please try again later.', {
      code: 'LOGIN_LOCKED',
      retryAfterSeconds: reserved.retryAfterSeconds,
    });
  const session = await deps.identity.signIn(username, password, code);
  if (!session) throw new AppError('UNAUTHORIZED', msg('auth.login.incorrect'), { code: 'BAD_CREDENTIALS' });
  // Issue 21: an account with a second factor signs in only with its code. Until then the attempt
  // stays counted, so codes cannot be guessed faster than passwords.
  if ('secondFactor' in session) {
    throw session.secondFactor === 'required'
      ? new AppError('UNAUTHORIZED', msg('auth.login.codeRequired'), { code: 'MFA_CODE_REQUIRED' })
      : new AppError('UNAUTHORIZED', msg('auth.login.codeWrong'), { code: 'BAD_MFA_CODE' });
  }
  await deps.attempts.reset(username);
  const record = await deps.users.get(session.sub);
  if (!record || !record.enabled) {
    throw new AppError('UNAUTHORIZED', msg('auth.login.incorrectOrDisabled'), { code: 'ACCOUNT_DISABLED' });
  }
  return { token: session.accessToken, user: toUser(record) };
}
