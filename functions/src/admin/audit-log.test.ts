import { describe, expect, it } from 'vitest';
import type { Actor, Role } from '@circles/shared/access/types';
import { AUDIT_CSV_MAX_ROWS, auditListResponseSchema } from '@circles/shared/schemas/audit';
import {
  AUDIT_CSV_COLUMNS,
  listAuditEvents,
  memberAuditCsv,
  type AuditFilter,
  type AuditLogDeps,
} from './audit-log';
import { AppError } from '../platform/errors';
import type { AuditEvent } from '../members/ports';

const actorOf = (role: Role, id = `${role.toLowerCase()}-1`): Actor => ({
  id,
  role,
  facilityId: 'fac-1',
  patients: [],
  workers: [],
});
const admin = actorOf('Admin');
const now = new Date('2026-11-25T12:00:00.000Z');

const event = (over: Partial<AuditEvent> & { id: string; at: string }): AuditEvent => ({
  actorId: 'victor',
  actorRole: 'Volunteer',
  facilityId: 'fac-1',
  action: 'dashboard.client',
  memberId: 'mary',
  outcome: 'allowed',
  ...over,
});

/** An in-memory audit log: the stored events, a reader over them (newest first, numeric cursor). */
function fakeDeps(stored: AuditEvent[], names: Record<string, string> = {}) {
  const recorded: AuditEvent[] = [];
  const asked: { filter: AuditFilter; cursor?: string }[] = [];
  const deps: AuditLogDeps = {
    now: () => now,
    audit: { record: async (e) => void recorded.push(e) },
    directory: {
      names: async (userIds, facilityIds) => ({
        users: new Map(userIds.flatMap((id) => (names[id] ? [[id, names[id]] as const] : []))),
        facilities: new Map(facilityIds.flatMap((id) => (names[id] ? [[id, names[id]] as const] : []))),
      }),
    },
    reader: {
      prepare(filter, cursor) {
        if (cursor !== undefined && !/^\d+$/.test(cursor)) throw new AppError('VALIDATION', 'bad cursor');
        asked.push({ filter, ...(cursor ? { cursor } : {}) });
        const matching = stored
          .filter((e) => (filter.memberId ? e.memberId === filter.memberId : true))
          .sort((a, b) => b.at.localeCompare(a.at));
        return {
          page: async (limit) => {
            const start = Number(cursor ?? 0);
            const events = matching.slice(start, start + limit);
            const next = start + limit < matching.length ? String(start + limit) : undefined;
            return { events, ...(next ? { cursor: next } : {}) };
          },
        };
      },
    },
  };
  return { deps, recorded, asked };
}

describe('listAuditEvents', () => {
  it("answers the Admin the events with the actor's, member's and facility's names", async () => {
    const { deps } = fakeDeps([event({ id: 'e1', at: '2026-11-25T10:00:00.000Z' })], {
      victor: 'Victor Volunteer',
      mary: 'Mary Member',
      'fac-1': 'Riverside',
    });
    const page = await listAuditEvents(deps, admin, { memberId: 'mary', limit: 20 });
    expect(page.events).toEqual([
      {
        id: 'e1',
        at: '2026-11-25T10:00:00.000Z',
        action: 'dashboard.client',
        outcome: 'allowed',
        actor: { id: 'victor', name: 'Victor Volunteer', role: 'Volunteer' },
        member: { id: 'mary', name: 'Mary Member' },
        facility: { id: 'fac-1', name: 'Riverside' },
      },
    ]);
  });

  it('gives null names for ids that name no user or facility (the export job, a list subject)', async () => {
    const { deps } = fakeDeps([
      event({
        id: 'e1',
        at: '2026-11-25T10:00:00.000Z',
        actorId: 'export-job',
        actorRole: 'Anonymous',
        memberId: 'module-templates',
        facilityId: undefined,
      }),
    ]);
    const page = await listAuditEvents(deps, admin, { limit: 20 });
    expect(page.events[0]).toMatchObject({
      actor: { id: 'export-job', name: null, role: 'Anonymous' },
      member: { id: 'module-templates', name: null },
      facility: null,
    });
  });

  it('audits the read itself on the named member, or on the audit log when none is named', async () => {
    const { deps, recorded } = fakeDeps([]);
    await listAuditEvents(deps, admin, { memberId: 'mary', limit: 20 });
    await listAuditEvents(deps, admin, { action: 'user.view', limit: 20 });
    expect(recorded).toMatchObject([
      { action: 'audit.read', memberId: 'mary', actorId: 'admin-1', actorRole: 'Admin', outcome: 'allowed' },
      { action: 'audit.read', memberId: 'audit-log', outcome: 'allowed' },
    ]);
  });

  it.each(['Coordinator', 'Volunteer', 'Patient'] as const)(
    'refuses a %s with 403, audits the refusal and reads nothing',
    async (role) => {
      const { deps, recorded, asked } = fakeDeps([event({ id: 'e1', at: '2026-11-25T10:00:00.000Z' })]);
      const refused = listAuditEvents(deps, actorOf(role), { memberId: 'mary', limit: 20 });
      await expect(refused).rejects.toMatchObject({ kind: 'FORBIDDEN' });
      expect(recorded).toMatchObject([{ action: 'audit.read', memberId: 'mary', outcome: 'denied' }]);
      expect(asked).toEqual([]);
    },
  );

  it('writes no audit event when the cursor is refused (a 400 changes nothing)', async () => {
    const { deps, recorded } = fakeDeps([]);
    await expect(listAuditEvents(deps, admin, { limit: 20, cursor: 'forged' })).rejects.toMatchObject({
      kind: 'VALIDATION',
    });
    expect(recorded).toEqual([]);
  });

  it('passes the filter and the cursor to the reader and hands the next cursor on', async () => {
    const stored = [1, 2, 3].map((n) => event({ id: `e${n}`, at: `2026-11-2${n}T10:00:00.000Z` }));
    const { deps, asked } = fakeDeps(stored);
    const first = await listAuditEvents(deps, admin, { memberId: 'mary', actorId: 'victor', limit: 2 });
    expect(first.events.map((e) => e.id)).toEqual(['e3', 'e2']);
    const second = await listAuditEvents(deps, admin, {
      memberId: 'mary',
      actorId: 'victor',
      limit: 2,
      cursor: first.cursor!,
    });
    expect(second.events.map((e) => e.id)).toEqual(['e1']);
    expect(second.cursor).toBeUndefined();
    expect(asked[0]).toEqual({ filter: { memberId: 'mary', actorId: 'victor' } });
  });

  it('never lets anything but the named fields of an event leave, even if a stored event held more', async () => {
    const leaky = {
      ...event({ id: 'e1', at: '2026-11-25T10:00:00.000Z' }),
      responseJSON: { q1: 'I feel lonely' },
    } as AuditEvent;
    const { deps } = fakeDeps([leaky]);
    const page = auditListResponseSchema.parse(await listAuditEvents(deps, admin, { limit: 20 }));
    expect(JSON.stringify(page)).not.toContain('lonely');
    expect(Object.keys(page.events[0]!).sort()).toEqual(
      ['action', 'actor', 'at', 'facility', 'id', 'member', 'outcome'].sort(),
    );
  });
});

describe('memberAuditCsv', () => {
  it("answers the member's trail as CSV, newest first, quoted and safe from formulas, and audits it", async () => {
    const { deps, recorded } = fakeDeps(
      [
        event({ id: 'e1', at: '2026-11-24T10:00:00.000Z' }),
        event({ id: 'e2', at: '2026-11-25T10:00:00.000Z', actorId: 'evil', actorRole: 'Coordinator' }),
      ],
      { victor: 'Victor "Vic" Volunteer', evil: '=HYPERLINK("http://x")', mary: 'Mary, Member' },
    );
    const out = await memberAuditCsv(deps, admin, 'mary', {});
    expect(out).toMatchObject({ fileName: 'audit-trail_mary_2026-11-25.csv', rows: 2, truncated: false });
    const lines = out.csv.split('\r\n');
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
    expect(lines[1]).toBe(
      `2026-11-25T10:00:00.000Z,dashboard.client,allowed,evil,"'=HYPERLINK(""http://x"")",Coordinator,fac-1,,mary,"Mary, Member",,e2`,
    );
    expect(lines[2]).toContain(',"Victor ""Vic"" Volunteer",Volunteer,');
    expect(lines[3]).toBe('');
    expect(recorded).toMatchObject([{ action: 'audit.export', memberId: 'mary', outcome: 'allowed' }]);
  });

  it('keeps the newest rows only and says so when the trail is longer than the limit', async () => {
    const stored = Array.from({ length: AUDIT_CSV_MAX_ROWS + 5 }, (_, i) =>
      event({ id: `e${i}`, at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString() }),
    );
    const { deps } = fakeDeps(stored);
    const out = await memberAuditCsv(deps, admin, 'mary', {});
    expect(out.rows).toBe(AUDIT_CSV_MAX_ROWS);
    expect(out.truncated).toBe(true);
    expect(out.csv.split('\r\n')[1]).toMatch(new RegExp(`,e${AUDIT_CSV_MAX_ROWS + 4}$`));
  });

  it('refuses a non-Admin with 403 and audits the refusal on the member', async () => {
    const { deps, recorded } = fakeDeps([]);
    await expect(memberAuditCsv(deps, actorOf('Coordinator'), 'mary', {})).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
    expect(recorded).toMatchObject([{ action: 'audit.export', memberId: 'mary', outcome: 'denied' }]);
  });
});
