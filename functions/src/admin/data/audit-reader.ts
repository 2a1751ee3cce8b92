import type { AuditDirectory, AuditFilter, AuditPage, AuditReader, PreparedAuditQuery } from '../audit-log';
import type { AuditEvent } from '../../members/ports';
import {
  badCursor,
  decodeCursor,
  encodeCursor,
  fingerprint,
  type CursorState,
  type Position,
} from './audit-cursor';
import { batchGet, queryPages, type QueryInput } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';

/*
 * The audit log's reads, by Query only (the table is never scanned):
 * - a member named: the member's partition (`AUDIT#MEMBER#id`), the actor and action filtered in the query;
 * - else a user who acted: gsi1 (`AUDIT#ACTOR#id`), the action filtered;
 * - else (by time or action alone): gsi2, one bucket per UTC month (`AUDIT#MONTH#yyyy-mm`), walked from
 *   the month of `to` back to the month of `from`, the action filtered. Without `from` the walk covers the
 *   12 months before `to`.
 * Every place sorts by `at#id`, so the range is a key condition and pages run newest first.
 * A page stops after QUERY_BUDGET Queries even when short (a sparse range, a rare action) and answers a
 * cursor to go on; the web table asks for more while a page is not full.
 * The cursor (audit-cursor.ts) carries the effective range, so a page asked later keeps the first page's
 * `to` and `from`, and where to go on.
 */

/** Queries one page may spend. 13 covers the default 12-month range, empty months included. */
const QUERY_BUDGET = 13;
/** Items evaluated per Query when a filter may drop some (DynamoDB applies Limit before the filter). */
const FILTERED_BATCH = 100;
/** The default span of a walk over months when no `from` is given. */
const DEFAULT_MONTHS = 12;

type Key = Record<string, unknown>;
const iso = (value: string) => new Date(value).toISOString();
const monthOf = (at: string) => at.slice(0, 7);

/** The months from the one holding the instant before `to` back to the one holding `from`. */
function monthsBetween(from: string, to: string): string[] {
  const last = new Date(Date.parse(to) - 1);
  const first = monthOf(from);
  const months: string[] = [];
  for (let y = last.getUTCFullYear(), m = last.getUTCMonth(); ; m -= 1) {
    if (m < 0) [y, m] = [y - 1, 11];
    const month = `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}`;
    if (month < first) break;
    months.push(month);
  }
  return months;
}

/** One place to Query: the table or an index, one partition. */
interface Place {
  index?: 'gsi1' | 'gsi2';
  partition: string;
  /** The ExclusiveStartKey after an event at `p`. */
  after: (p: Position) => Key;
}

function eventOf(item: Record<string, unknown>): AuditEvent {
  return {
    id: item.id as string,
    at: item.at as string,
    actorId: item.actorId as string,
    actorRole: item.actorRole as AuditEvent['actorRole'],
    ...(item.facilityId ? { facilityId: item.facilityId as string } : {}),
    action: item.action as string,
    memberId: item.memberId as string,
    ...(item.recordId ? { recordId: item.recordId as string } : {}),
    outcome: item.outcome as AuditEvent['outcome'],
  };
}

const positionOf = (e: { at: string; id: string; memberId: string }): Position => ({
  at: e.at,
  id: e.id,
  memberId: e.memberId,
});

/** The place of a Query's LastEvaluatedKey: the table key names the member, the sort key time and id. */
function positionOfKey(key: Record<string, unknown>): Position {
  const pk = String(key.pk);
  const [at = '', id = ''] = String(key.sk).split('#');
  return { at, id, memberId: pk.slice(keys.auditOfMember('').length) };
}

function prepare(filter: AuditFilter, cursor: string | undefined, now: Date): PreparedAuditQuery {
  const f = fingerprint(filter);
  const state = cursor === undefined ? undefined : decodeCursor(cursor, f);
  const to = state?.to ?? iso(filter.to ?? now.toISOString());
  const byMonth = filter.memberId === undefined && filter.actorId === undefined;
  const defaultFrom = () => {
    const d = new Date(to);
    d.setUTCMonth(d.getUTCMonth() - DEFAULT_MONTHS);
    return d.toISOString();
  };
  const from = state ? state.from : filter.from ? iso(filter.from) : byMonth ? defaultFrom() : null;

  const tableKey = (p: Position): Key => ({ ...keys.auditEvent(p.memberId, p.at, p.id) });
  let places: Place[];
  if (filter.memberId !== undefined) {
    const memberId = filter.memberId;
    places = [{ partition: keys.auditOfMember(memberId), after: (p) => tableKey({ ...p, memberId }) }];
  } else if (filter.actorId !== undefined) {
    const actorId = filter.actorId;
    places = [
      {
        index: 'gsi1',
        partition: keys.auditOfActor(actorId),
        after: (p) => ({ ...tableKey(p), ...keys.auditByActor(actorId, p.at, p.id) }),
      },
    ];
  } else {
    places = monthsBetween(from ?? to, to).map((month) => ({
      index: 'gsi2',
      partition: keys.auditOfMonth(month),
      after: (p) => ({ ...tableKey(p), ...keys.auditByMonth(p.at, p.id) }),
    }));
  }

  let startIndex = 0;
  let startKey: Key | undefined;
  if (state?.p) {
    startIndex = byMonth
      ? places.findIndex((pl) => pl.partition === keys.auditOfMonth(monthOf(state.p!.at)))
      : 0;
    if (startIndex < 0 || (filter.memberId !== undefined && state.p.memberId !== filter.memberId))
      badCursor();
    startKey = places[startIndex]!.after(state.p);
  } else if (state?.m) {
    startIndex = places.findIndex((pl) => pl.partition === keys.auditOfMonth(state.m!));
    if (startIndex < 0) badCursor();
  }

  const filters: string[] = [];
  const values: Record<string, unknown> = {};
  const names: Record<string, string> = {};
  if (filter.memberId !== undefined && filter.actorId !== undefined) {
    filters.push('#actorId = :actorId');
    names['#actorId'] = 'actorId';
    values[':actorId'] = filter.actorId;
  }
  if (filter.action !== undefined) {
    filters.push('#action = :action');
    names['#action'] = 'action';
    values[':action'] = filter.action;
  }
  const filtered = filters.length > 0;
  const resume = (p: Omit<CursorState, 'f' | 'from' | 'to'>) => encodeCursor({ f, from, to, ...p });

  // The pages of one place from `start`, each asking for what the page still lacks (filtered: at least
  // FILTERED_BATCH, since the filter drops some of what a Query reads).
  const pagesOf = (place: Place, start: Key | undefined, need: () => number) => {
    const pk = place.index ? `${place.index}pk` : 'pk';
    const sk = place.index ? `${place.index}sk` : 'sk';
    const input: QueryInput = {
      ...(place.index ? { IndexName: place.index } : {}),
      KeyConditionExpression: from
        ? `${pk} = :p AND ${sk} BETWEEN :lo AND :hi`
        : `${pk} = :p AND ${sk} < :hi`,
      ExpressionAttributeValues: {
        ':p': place.partition,
        ':hi': to,
        ...(from ? { ':lo': from } : {}),
        ...values,
      },
      ...(filtered ? { FilterExpression: filters.join(' AND '), ExpressionAttributeNames: names } : {}),
      ScanIndexForward: false,
    };
    return queryPages(input, {
      ...(start ? { startKey: start } : {}),
      pageLimit: () => (filtered ? Math.max(need(), FILTERED_BATCH) : need()),
    });
  };

  return {
    async page(limit): Promise<AuditPage> {
      const events: AuditEvent[] = [];
      let calls = 0;
      for (let i = startIndex; i < places.length; i += 1) {
        const place = places[i]!;
        let start = i === startIndex ? startKey : undefined;
        const pages = pagesOf(place, start, () => limit - events.length);
        for (;;) {
          // The budget is checked before each Query: the cursor resumes where the next one would start.
          if (calls === QUERY_BUDGET)
            return {
              events,
              cursor: resume(start ? { p: positionOfKey(start) } : { m: place.partition.slice(-7) }),
            };
          const page = await pages.next();
          if (page.done) break;
          calls += 1;
          const { items, lastKey } = page.value;
          for (const [j, item] of items.entries()) {
            events.push(eventOf(item));
            if (events.length === limit) {
              const more = j < items.length - 1 || lastKey !== undefined || i < places.length - 1;
              return {
                events,
                ...(more ? { cursor: resume({ p: positionOf(events[events.length - 1]!) }) } : {}),
              };
            }
          }
          start = lastKey;
        }
      }
      return { events };
    },
  };
}

/** The audit log's reads over DynamoDB. */
export const dynamoAuditReader: AuditReader = { prepare };

/** Names of users (`info.name`) and facilities (`name`), in one BatchGetItem of those attributes only. */
export const dynamoAuditDirectory: AuditDirectory = {
  async names(userIds, facilityIds) {
    const items = await batchGet(
      [...userIds.map((id) => keys.user(id)), ...facilityIds.map((id) => keys.facility(id))],
      { attributes: ['id', 'info.name', 'name'] },
    );
    const users = new Map<string, string>();
    const facilities = new Map<string, string>();
    for (const item of items) {
      const id = item.id as string;
      const info = item.info as { name?: unknown } | undefined;
      if (item.sk === 'PROFILE' && typeof info?.name === 'string') users.set(id, info.name);
      else if (item.sk === 'META' && typeof item.name === 'string') facilities.set(id, item.name);
    }
    return { users, facilities };
  },
};
