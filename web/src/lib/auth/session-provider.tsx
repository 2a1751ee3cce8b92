import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { hasAmplifyTokens } from './amplify';
import { secondFactorMissing } from '@circles/shared/rules/second-factor';
import type { User } from '@circles/shared/schemas/user';
import { MFA_SETUP_REQUIRED_EVENT } from '../api-client';
import {
  answerSecondStep,
  endSession,
  restoreSession,
  sessionOf,
  signInWithPassword,
  validateCurrentUser,
  type SignInOutcome,
} from './auth-client';
import { signInWithPartner } from './partner-sign-in';
import { SessionContext, type SessionApi, type SessionState } from './session-context';
import { clearStoredSession, readStoredSession, writeStoredSession } from './session-storage';

/**
 * Holds the application session: on load it restores a stored session and validates its token with
 * the API (valid → authenticated, otherwise everything is cleared), and offers login and logout.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [state, setState] = useState<SessionState>(() =>
    readStoredSession() ? { status: 'restoring' } : { status: 'anonymous' },
  );

  // A sign-out still running must finish before a new sign-in starts, or it would drop the new tokens.
  const pendingSignOut = useRef<Promise<void>>(Promise.resolve());

  /** A validated user into the app, or, for staff without a second factor, to its set-up (issue 21). */
  const enter = useCallback((user: User) => {
    const session = sessionOf(user);
    writeStoredSession(session);
    setState(
      secondFactorMissing(user)
        ? { status: 'enrolling', user: session, account: user.email ?? user.phone ?? user.info.name }
        : { status: 'authenticated', user: session },
    );
  }, []);

  useEffect(() => {
    if (!readStoredSession()) {
      // Amplify may still hold tokens of a session whose values were cleared: drop them too (only then
      // is Amplify loaded before the first sign-in).
      if (hasAmplifyTokens()) pendingSignOut.current = endSession();
      return;
    }
    let active = true;
    void restoreSession().then(async (user) => {
      if (!active) return;
      if (user) {
        // The signed-in screens render in the background (in slices), not as one long task.
        startTransition(() => enter(user));
        return;
      }
      clearStoredSession();
      await endSession();
      if (active) setState({ status: 'anonymous' });
    });
    return () => {
      active = false;
    };
  }, [enter]);

  // Issue 21: a second factor reset while signed in (the API refuses everything): to the set-up at once.
  useEffect(() => {
    const recheck = () =>
      void validateCurrentUser().then(
        (user) => user && enter(user),
        () => undefined,
      );
    window.addEventListener(MFA_SETUP_REQUIRED_EVENT, recheck);
    return () => window.removeEventListener(MFA_SETUP_REQUIRED_EVENT, recheck);
  }, [enter]);

  const settle = useCallback(
    (outcome: SignInOutcome) => {
      if ('next' in outcome) return outcome.next;
      enter(outcome.user);
      return undefined;
    },
    [enter],
  );

  const login = useCallback(
    async (identifier: string, password: string) => {
      await pendingSignOut.current;
      return settle(await signInWithPassword(identifier, password));
    },
    [settle],
  );

  const partnerLogin = useCallback(
    async (email: string, password: string) => {
      await pendingSignOut.current;
      enter(await signInWithPartner(email, password));
    },
    [enter],
  );

  const continueSignIn = useCallback(
    async (answer: string) => settle(await answerSecondStep(answer)),
    [settle],
  );

  const logout = useCallback(async () => {
    clearStoredSession();
    await endSession();
    setState({ status: 'anonymous' });
    await navigate('/', { replace: true });
  }, [navigate]);

  const api = useMemo<SessionApi>(
    () => ({ state, login, partnerLogin, continueSignIn, enrolled: enter, logout }),
    [state, login, partnerLogin, continueSignIn, enter, logout],
  );
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
