import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { hasAmplifyTokens } from './amplify';
import { endSession, restoreSession, sessionOf, signInWithPassword } from './auth-client';
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
        const session = sessionOf(user);
        writeStoredSession(session);
        // The signed-in screens render in the background (in slices), not as one long task.
        startTransition(() => setState({ status: 'authenticated', user: session }));
        return;
      }
      clearStoredSession();
      await endSession();
      if (active) setState({ status: 'anonymous' });
    });
    return () => {
      active = false;
    };
  }, []);

  const login = useCallback(async (identifier: string, password: string) => {
    await pendingSignOut.current;
    const user = await signInWithPassword(identifier, password);
    const session = sessionOf(user);
    writeStoredSession(session);
    setState({ status: 'authenticated', user: session });
  }, []);

  const logout = useCallback(async () => {
    clearStoredSession();
    await endSession();
    setState({ status: 'anonymous' });
    await navigate('/', { replace: true });
  }, [navigate]);

  const api = useMemo<SessionApi>(() => ({ state, login, logout }), [state, login, logout]);
  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
