/** Password attempts of one account allowed before the first lock (then one more after each lock). */
export const LOGIN_ATTEMPTS_BEFORE_LOCK = 5;

/** The first lock, doubled after each further failure. */
const FIRST_LOCK_SECONDS = 30;

/** The longest lock (15 minutes, as Cognito's own lockout), so a guesser cannot lock a person out for long. */
export const LONGEST_LOCK_SECONDS = 15 * 60;

/**
 * How long an account is locked once `attempts` password attempts failed in a row: 30 s at the fifth,
 * doubling with each further one up to 15 minutes.
 */
export function lockSecondsAfter(attempts: number): number {
  const over = Math.max(0, attempts - LOGIN_ATTEMPTS_BEFORE_LOCK);
  return Math.min(LONGEST_LOCK_SECONDS, FIRST_LOCK_SECONDS * 2 ** Math.min(over, 10));
}
