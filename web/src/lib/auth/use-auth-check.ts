import { startTransition, useEffect, useState } from 'react';
import { validateCurrentUser } from './auth-client';

/** Delay of the authentication check after a screen opens (spec 000 §9). */
export const AUTH_CHECK_DELAY_MS = 200;

export type AuthCheck = 'checking' | 'authorized' | 'unauthorized';

/**
 * Re-validates the token with the API when a screen opens, so a disabled account or an expired
 * session shows the spec's 'Not Authorized' text instead of a broken screen.
 */
export function useAuthCheck(): AuthCheck {
  const [check, setCheck] = useState<AuthCheck>('checking');
  useEffect(() => {
    let active = true;
    const timer = setTimeout(() => {
      // The screen behind the check renders in the background (in slices): often its data is there by
      // now, and the whole screen mounts at once.
      const settle = (next: AuthCheck) => active && startTransition(() => setCheck(next));
      validateCurrentUser()
        .then((user) => settle(user ? 'authorized' : 'unauthorized'))
        .catch(() => settle('unauthorized'));
    }, AUTH_CHECK_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);
  return check;
}
