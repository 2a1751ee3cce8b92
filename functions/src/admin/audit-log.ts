import { can } from '@circles/shared/access/policy';
import type { Actor } from '@circles/shared/access/types';
import {
  AUDIT_CSV_MAX_ROWS,
  type AuditCsvResponse,
  type AuditEventView,
  type AuditListResponse,
} from '@circles/shared/schemas/audit';
import { forbidden } from '../members/scope';
import { auditedRead } from '../platform/audit';
import { csvDocument } from '../platform/csv';
import type { AuditEvent, AuditLog } from '../members/ports';

/**
 * Reading the audit log (issue 19; ACCESS.md 'audit log: read'): Admins only, every refusal audited,
 * every read audited itself. Events are read by Query only (by member, by actor on gsi1, by month on
 * gsi2: data/audit-reader.ts); names of actors, members and facilities are looked up at read time, so
 * the stored events keep ids only and never hold health data.
 */

/** The audit subject of a read of the log that names no member. */
export const AUDIT_LOG_SUBJECT = 'audit-log';

/** Which events: every field optional and combinable; `from` inclusive, `to` exclusive (ISO instants). */
export interface AuditFilter {
  memberId?: string;
  actorId?: string;
  action?: string;
  from?: string;
  to?: string;
}

/** Events newest first, and the cursor of the next page when more may follow. */
export interface AuditPage {
  events: AuditEvent[];
  cursor?: string;
}

/** A checked query, ready to read pages. */
export interface PreparedAuditQuery {
  page(limit: number): Promise<AuditPage>;
}

/** The audit log's reads. */
export interface AuditReader {
  /**
   * Checks the filter and the cursor (AppError 400 on a cursor that is malformed or belongs to another
   * query) before anything is read or audited, and answers the query to run.
   */
  prepare(filter: AuditFilter, cursor: string | undefined, now: Date): PreparedAuditQuery;
}

/** Current names of users and facilities by id (ids that name none are left out). */
export interface AuditDirectory {
  names(
    userIds: readonly string[],
    facilityIds: readonly string[],
  ): Promise<{ users: ReadonlyMap<string, string>; facilities: ReadonlyMap<string, string> }>;
}

export interface AuditLogDeps {
  reader: AuditReader;
  directory: AuditDirectory;
  audit: AuditLog;
  now: () => Date;
}

/** The events with the names of their actors, members and facilities; nothing else of the stored item. */
async function named(deps: AuditLogDeps, events: readonly AuditEvent[]): Promise<AuditEventView[]> {
  const userIds = [...new Set(events.flatMap((e) => [e.actorId, e.memberId]))];
  const facilityIds = [...new Set(events.flatMap((e) => (e.facilityId ? [e.facilityId] : [])))];
  const names = events.length ? await deps.directory.names(userIds, facilityIds) : undefined;
  return events.map((e) => ({
    id: e.id,
    at: e.at,
    action: e.action,
    outcome: e.outcome,
    actor: { id: e.actorId, name: names?.users.get(e.actorId) ?? null, role: e.actorRole },
    member: { id: e.memberId, name: names?.users.get(e.memberId) ?? null },
    facility: e.facilityId ? { id: e.facilityId, name: names?.facilities.get(e.facilityId) ?? null } : null,
    ...(e.recordId ? { recordId: e.recordId } : {}),
  }));
}

/**
 * `GET /api/audit`: one page of events, newest first. Audited as `audit.read` on the member's record
 * when the filter names one (who read a person's trail is part of that trail), else on `audit-log`.
 */
export async function listAuditEvents(
  deps: AuditLogDeps,
  actor: Actor,
  query: AuditFilter & { limit: number; cursor?: string },
): Promise<AuditListResponse> {
  const subject = query.memberId ?? AUDIT_LOG_SUBJECT;
  if (!can(actor, 'audit.read')) await forbidden(deps, actor, 'audit.read', subject);
  const { limit, cursor, ...filter } = query;
  const prepared = deps.reader.prepare(filter, cursor, deps.now());
  const page = await auditedRead(deps, actor, 'audit.read', subject, () => prepared.page(limit));
  return { events: await named(deps, page.events), ...(page.cursor ? { cursor: page.cursor } : {}) };
}

/** Columns of a member's audit trail as CSV (an access request's answer). */
export const AUDIT_CSV_COLUMNS = [
  'time',
  'action',
  'outcome',
  'actor_id',
  'actor_name',
  'actor_role',
  'facility_id',
  'facility_name',
  'member_id',
  'member_name',
  'record_id',
  'event_id',
] as const;

/** Events read per page while a CSV is built (DynamoDB pages by 1 MB itself). */
const CSV_PAGE = 1000;

/**
 * `GET /api/audit/member/{memberId}/csv`: the member's trail (or its events in `from`–`to`), newest
 * first, at most {@link AUDIT_CSV_MAX_ROWS} rows (`truncated` when there were more). Audited as
 * `audit.export` on the member's record.
 */
export async function memberAuditCsv(
  deps: AuditLogDeps,
  actor: Actor,
  memberId: string,
  range: { from?: string; to?: string },
): Promise<AuditCsvResponse> {
  if (!can(actor, 'audit.read')) await forbidden(deps, actor, 'audit.export', memberId);
  const now = deps.now();
  const filter: AuditFilter = { memberId, ...range };
  deps.reader.prepare(filter, undefined, now);
  const events = await auditedRead(deps, actor, 'audit.export', memberId, async () => {
    const read: AuditEvent[] = [];
    let cursor: string | undefined;
    do {
      const want = Math.min(CSV_PAGE, AUDIT_CSV_MAX_ROWS + 1 - read.length);
      const page = await deps.reader.prepare(filter, cursor, now).page(want);
      read.push(...page.events);
      cursor = page.cursor;
    } while (cursor && read.length <= AUDIT_CSV_MAX_ROWS);
    return read;
  });
  const truncated = events.length > AUDIT_CSV_MAX_ROWS;
  const rows = (await named(deps, events.slice(0, AUDIT_CSV_MAX_ROWS))).map((e) => [
    e.at,
    e.action,
    e.outcome,
    e.actor.id,
    e.actor.name ?? '',
    e.actor.role,
    e.facility?.id ?? '',
    e.facility?.name ?? '',
    e.member.id,
    e.member.name ?? '',
    e.recordId ?? '',
    e.id,
  ]);
  return {
    fileName: `audit-trail_${memberId}_${now.toISOString().slice(0, 10)}.csv`,
    csv: csvDocument(AUDIT_CSV_COLUMNS, rows),
    rows: rows.length,
    truncated,
  };
}
