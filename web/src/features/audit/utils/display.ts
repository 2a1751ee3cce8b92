import { isRole } from '@circles/shared/access/roles';
import { msg } from '@circles/shared/messages/audit';
import { currentLocale } from '@circles/shared/messages/locale';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import type { AuditEventView } from '@circles/shared/schemas/audit';
import { dayAndTime } from '../../../lib/i18n/format';

/**
 * An event's time as the audit screens show it: day and second, in the viewer's time zone and the
 * interface's language (`2025-01-02 14:05:09`, `2025-01-02 14 h 05 min 09 s`).
 */
export function shownTime(iso: string): string {
  return dayAndTime(new Date(iso), currentLocale(), true);
}

/** Who acted, by name; the public screener and the export job by what they are; else 'No name on record'. */
export function actorName(actor: AuditEventView['actor']): string {
  if (actor.name) return actor.name;
  if (actor.id === 'anonymous') return msg('audit.actor.anonymous');
  if (actor.id === 'export-job') return msg('audit.actor.exportJob');
  return msg('audit.noName');
}

/** A role as the product names it (Patient reads Member); `Anonymous` as 'Not signed in'. */
export function roleName(role: AuditEventView['actor']['role']): string {
  return isRole(role) ? shellMsg(`shell.role.${role}`) : msg('audit.role.Anonymous');
}

export function outcomeName(outcome: AuditEventView['outcome']): string {
  return msg(`audit.outcome.${outcome}`);
}

/**
 * The instant a day starts in the viewer's time zone (`yyyy-mm-dd` of a date field), as ISO; `nextDay`
 * gives the start of the following day, so a range 'to' a day includes that whole day.
 */
export function dayStart(day: string, nextDay = false): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const d = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + (nextDay ? 1 : 0));
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
}
