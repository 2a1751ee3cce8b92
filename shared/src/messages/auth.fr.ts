import type { AuthMessageKey } from './auth';

/** Sign-in and registration texts in French; keys not listed here show in English. */
export const authFr: Partial<Record<AuthMessageKey, string>> = {
  'auth.login.password': 'Mot de passe',
};
