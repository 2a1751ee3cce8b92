import { createContext, useContext } from 'react';
import type { User } from '@circles/shared/schemas/user';
import type { SecondStep } from './second-step';
import type { StoredSession } from './session-storage';

/**
 * Where the application session stands (spec 000 §4 'Application session'); `enrolling`: signed in
 * as staff without a second factor, who must set one up before any screen (issue 21).
 */
export type SessionState =
  | { status: 'restoring' }
  | { status: 'anonymous' }
  | { status: 'enrolling'; user: StoredSession; account: string }
  | { status: 'authenticated'; user: StoredSession };

export interface SessionApi {
  state: SessionState;
  /**
   * Signs in and validates; answers the second step the account asks for (issue 21), or undefined once
   * signed in. Throws `SignInError` with the failure kind.
   */
  login: (identifier: string, password: string) => Promise<SecondStep | void>;
  /**
   * Partner-organisation sign-in (issue 23): the partner's own sign-in, then the session the API starts
   * for the linked account. Throws `PartnerSignInError` with the failure kind.
   */
  partnerLogin?: (email: string, password: string) => Promise<void>;
  /** Answers the second step (a code or a chosen factor); the next step, or undefined once signed in. */
  continueSignIn?: (answer: string) => Promise<SecondStep | undefined>;
  /** The user has set up their second factor (the enrolment screen): into the app. */
  enrolled?: (user: User) => void;
  /** Clears every stored value, ends the Amplify session and returns the address to '/'. */
  logout: () => Promise<void>;
}

export const SessionContext = createContext<SessionApi | null>(null);

/** The application session; only inside `SessionProvider`. */
export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession is used outside SessionProvider');
  return api;
}

/** The signed-in user's session values; only on screens behind the authenticated routes. */
export function useSessionUser(): StoredSession {
  const { state } = useSession();
  if (state.status !== 'authenticated') throw new Error('useSessionUser is used without a signed-in user');
  return state.user;
}
