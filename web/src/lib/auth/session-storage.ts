import * as z from 'zod';
import { LOCALES } from '@circles/shared/messages/locale';
import { roleSchema } from '@circles/shared/schemas/common';

/**
 * The only values kept in browser storage between visits (spec 000 §3 'Session values'), trimmed to
 * what the shell needs. Tokens stay with Amplify; no health data is ever stored here.
 */
export const storedSessionSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  role: roleSchema,
  facilityId: z.string().optional(),
  facilityName: z.string().optional(),
  /** The interface language of the user's stored preferred language, when it names one. */
  locale: z.enum(LOCALES).optional(),
  /** Issue 26: an Admin granted this staff user the Researcher permission (the menu shows its screen). */
  researcher: z.boolean().optional(),
});

export type StoredSession = z.infer<typeof storedSessionSchema>;

const KEY = 'circles.session';

/** Reads the stored session; anything missing or malformed counts as no session. */
export function readStoredSession(storage: Storage = localStorage): StoredSession | null {
  const raw = storage.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Stores the session values, dropping anything not in the schema. */
export function writeStoredSession(session: StoredSession, storage: Storage = localStorage): void {
  storage.setItem(KEY, JSON.stringify(storedSessionSchema.parse(session)));
}

/** Removes the stored session values. */
export function clearStoredSession(storage: Storage = localStorage): void {
  storage.removeItem(KEY);
}
