import { createContext, useContext } from 'react';
import type { StoredSession } from './session-storage';

/** Where the application session stands (spec 000 §4 'Application session'). */
export type SessionState =
  { status: 'restoring' } | { status: 'anonymous' } | { status: 'authenticated'; user: StoredSession };

export interface SessionApi {
  state: SessionState;
  /** Signs in and validates; throws `SignInError` with the failure kind. */
  login: (identifier: string, password: string) => Promise<void>;
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
