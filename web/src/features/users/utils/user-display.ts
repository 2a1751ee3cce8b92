import { isRole } from '@circles/shared/access/roles';
import { msg } from '@circles/shared/messages/users';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import { currentLocale, type Locale } from '@circles/shared/messages/locale';
import type { Role } from '@circles/shared/access/types';
import { PROGRAM_KEYS, type Program } from '@circles/shared/rules/options';
import { isoDayOf } from '../../../lib/i18n/format';
import type { DeleteTexts } from '../../../components/ui/dialogs/delete-dialog';

/** The colour of a status label (spec 002 §4.3). */
export type StatusTone = 'success' | 'warning' | 'error';

/** A status label: its text and colour. */
export interface StatusLabel {
  text: string;
  tone: StatusTone;
}

/**
 * The status label of spec 002 §4.3: only the literal 'active' is green (Authorized), 'waitlist' is
 * orange and anything else red (Unauthorized). Decision: an Admin reads the raw status in that colour
 * (the spec: "Admin sees the raw status"), in their language for the three stored values (issue 25);
 * everyone else reads Authorized / Unauthorized.
 */
export function statusLabel(status: string, viewerRole: Role): StatusLabel {
  const tone: StatusTone = status === 'active' ? 'success' : status === 'waitlist' ? 'warning' : 'error';
  if (viewerRole === 'Admin') return { text: statusName(status), tone };
  return { text: msg(status === 'active' ? 'users.status.authorized' : 'users.status.unauthorized'), tone };
}

/** A stored status in the reader's language ('active' → 'actif'); another value as it is. */
export function statusName(status: string): string {
  switch (status) {
    case 'active':
    case 'waitlist':
    case 'terminated':
      return msg(`users.option.status.${status}`);
    default:
      return status;
  }
}

/** The role as the product names it (Patient reads Member). */
export function roleLabel(role: string): string {
  return isRole(role) ? shellMsg(`shell.role.${role}`) : role;
}

/**
 * A date as month/day/year (spec 002 §2.2 'joined date'), read in the viewer's time zone; in French
 * as YYYY-MM-DD, the Canadian numeric date (a French reader would take 3/7 for the 3rd of July).
 */
export function monthDayYear(iso: string | undefined, locale: Locale = currentLocale()): string {
  if (!iso) return '';
  // A bare date (YYYY-MM-DD) is a calendar day, not midnight UTC.
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (bare) return locale === 'fr' ? iso : `${Number(bare[2])}/${Number(bare[3])}/${bare[1]}`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (locale === 'fr') return isoDayOf(date);
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}`;
}

/** Today's date as YYYY-MM-DD in the viewer's time zone (date inputs' maximum and default). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first 10 characters of an ISO date-time (spec 002 §7: dates shown as their first 10 characters). */
export function isoDay(iso: string | undefined): string {
  return iso ? iso.slice(0, 10) : '';
}

/**
 * A program as the screens name it: the catalogue label of one of the five programs (so it follows
 * the interface language); a stored name that is none of them (old data) is shown as stored.
 */
export function programLabel(program: string): string {
  const key = (PROGRAM_KEYS as Record<string, (typeof PROGRAM_KEYS)[Program] | undefined>)[program];
  return key ? msg(`users.option.program.${key}`) : program;
}

/** The delete dialog's texts for users (spec 002 §2.3), read when the dialog renders so they follow the locale. */
export const userDeleteTexts = (): DeleteTexts => ({
  titleOne: msg('users.delete.titleOne'),
  bodyOne: msg('users.delete.bodyOne'),
  titleMany: msg('users.delete.titleMany'),
  bodyMany: (n) => msg('users.delete.bodyMany', { n }),
});
