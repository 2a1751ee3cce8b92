import { screenerRisk } from '@circles/shared/scoring/screener';
import { leadCreateBodySchema } from '@circles/shared/schemas/lead';
import { SCREENER_TEMPLATE_ID } from '@circles/shared/rules/screener-answers';
import type { LeadCreateInput } from '@circles/shared/schemas/lead';
import { describe, expect, it } from 'vitest';
import { AppError } from '../platform/errors';
import type { AuditEvent } from '../members/ports';
import type { LeadRecord, LeadsRepository } from './leads';
import { createLead, listLeads, markLeadContacted, toLead } from './leads';
import type { Actor } from '@circles/shared/access/types';

function fakeRepo(): LeadsRepository & { items: Map<string, LeadRecord> } {
  const items = new Map<string, LeadRecord>();
  return {
    items,
    putNew: async (r) => {
      if (items.has(r.id)) return false;
      items.set(r.id, structuredClone(r));
      return true;
    },
    // Like DynamoDB, hand back maps in another key order than they were written.
    get: async (id) => {
      const r = items.get(id);
      if (!r) return undefined;
      const shuffled = Object.fromEntries(Object.entries(r.responseJSON).reverse()) as typeof r.responseJSON;
      return {
        ...r,
        memberInfo: Object.fromEntries(Object.entries(r.memberInfo).reverse()) as typeof r.memberInfo,
        responseJSON: shuffled,
      };
    },
    listNewestFirst: async (limit, cursor) => {
      const all = [...items.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      const start = cursor ? Number(cursor) : 0;
      const page = all.slice(start, start + limit);
      return { items: page, ...(start + limit < all.length ? { cursor: String(start + limit) } : {}) };
    },
    markContacted: async (id, version, at, by) => {
      const r = items.get(id);
      if (!r) throw new AppError('NOT_FOUND', 'Not found.');
      if (r.version !== version) throw new AppError('CONFLICT', 'stale');
      const next = { ...r, contacted: true, contactedAt: at, contactedBy: by, version: r.version + 1 };
      items.set(id, next);
      return next;
    },
  };
}

function deps() {
  const events: AuditEvent[] = [];
  const leads = fakeRepo();
  let tick = 0;
  return {
    leads,
    events,
    audit: { record: async (e: AuditEvent) => void events.push(e) },
    now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)),
  };
}

function input(overrides: Partial<LeadCreateInput> = {}): LeadCreateInput {
  return {
    submissionId: '7d8f3a52-1c2b-4e5f-9a6b-0c1d2e3f4a5b',
    surveyTemplate: SCREENER_TEMPLATE_ID,
    memberInfo: {
      firstName: '  aNN ',
      lastName: 'de la cruz',
      email: ' Ann@Example.ORG ',
      phone: '5195551234',
      postalCode: 'n9b3p4',
    },
    source: 'WECCC',
    responseJSON: {
      household2_size: 0,
      community_activity_participate: 0,
      life_satisfaction2: 5,
      local_community_belonging: 1,
      lack_companionship: 2,
      feel_leftout: 0,
      feel_isolated: 0,
      con_que: 1,
    },
    ...overrides,
  };
}

const body = (i: LeadCreateInput = input()) => leadCreateBodySchema.parse(i);
const admin: Actor = { id: 'a1', role: 'Admin', patients: [], workers: [] };
const coordinator: Actor = { id: 'c1', role: 'Coordinator', facilityId: 'f1', patients: [], workers: [] };
const volunteer: Actor = { id: 'v1', role: 'Volunteer', patients: [], workers: [] };

describe('public survey submission', () => {
  it('stores the normalised name, lowercased email and the server-computed risk', async () => {
    const d = deps();
    const out = await createLead(d, body());
    const stored = d.leads.items.get(out.id)!;
    expect(stored.memberInfo.name).toBe('Ann De la cruz');
    expect(stored.memberInfo.email).toBe('ann@example.org');
    expect(stored.memberInfo.postalCode).toBe('N9B 3P4');
    expect(out).toEqual({ id: input().submissionId, ...screenerRisk(input().responseJSON) });
    expect(stored.score).toBe(5);
    expect(stored.level).toBe('High Risk');
    expect(stored.consentToContact).toBe(true);
  });

  it('answers a retry with the first result and writes nothing new', async () => {
    const d = deps();
    const first = await createLead(d, body());
    const again = await createLead(d, body(), input().submissionId);
    expect(again).toEqual(first);
    expect(d.leads.items.size).toBe(1);
    expect(d.events.filter((e) => e.action === 'publicSubmission.create')).toHaveLength(1);
  });

  it('refuses the same submission id with other answers with 409', async () => {
    const d = deps();
    await createLead(d, body());
    const other = body(input({ responseJSON: { ...input().responseJSON, feel_isolated: 2 } }));
    await expect(createLead(d, other)).rejects.toMatchObject({ kind: 'CONFLICT' });
  });

  it('refuses an Idempotency-Key that names another submission', async () => {
    await expect(createLead(deps(), body(), 'another-key')).rejects.toMatchObject({
      kind: 'VALIDATION',
    });
  });

  it('scores unanswered items as nothing', async () => {
    const d = deps();
    const answers = {
      household2_size: 999,
      community_activity_participate: 999,
      life_satisfaction2: 999,
      local_community_belonging: 999,
      lack_companionship: 999,
      feel_leftout: 999,
      feel_isolated: 999,
      con_que: 999,
    };
    const out = await createLead(d, body(input({ responseJSON: answers })));
    expect(out.score).toBe(0);
    expect(out.level).toBe('Lowest Risk');
  });
});

describe('leads inbox', () => {
  it('hides contact details of people who did not agree to be contacted', () => {
    const d = deps();
    const withConsent = { ...body(), responseJSON: { ...body().responseJSON, con_que: 0 } };
    return createLead(d, withConsent).then(() => {
      const lead = toLead(d.leads.items.get(withConsent.submissionId!)!);
      expect(lead.consentToContact).toBe(false);
      expect(lead).not.toHaveProperty('name');
      expect(lead).not.toHaveProperty('email');
      expect(lead).not.toHaveProperty('phone');
      expect(lead).not.toHaveProperty('postalCode');
    });
  });

  it('lists newest first for Admin and Coordinator, with paging', async () => {
    const d = deps();
    for (const id of [
      '11111111-1111-4111-8111-111111111111',
      '22222222-2222-4222-8222-222222222222',
      '33333333-3333-4333-8333-333333333333',
    ]) {
      await createLead(d, body(input({ submissionId: id })));
    }
    const page1 = await listLeads(d, admin, 2);
    expect(page1.items.map((i) => i.id)).toEqual([
      '33333333-3333-4333-8333-333333333333',
      '22222222-2222-4222-8222-222222222222',
    ]);
    const page2 = await listLeads(d, coordinator, 2, page1.cursor);
    expect(page2.items.map((i) => i.id)).toEqual(['11111111-1111-4111-8111-111111111111']);
    expect(page2.cursor).toBeUndefined();
    expect(page1.items[0]?.email).toBe('ann@example.org');
  });

  it('refuses other roles with 403 and audits the denial', async () => {
    const d = deps();
    await expect(listLeads(d, volunteer, 10)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(markLeadContacted(d, { ...volunteer, role: 'Patient' }, 'x', 1)).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
    expect(d.events.filter((e) => e.outcome === 'denied')).toHaveLength(2);
  });

  it('marks a lead contacted once, and a stale version gets 409', async () => {
    const d = deps();
    const { id } = await createLead(d, body());
    const lead = await markLeadContacted(d, coordinator, id, 1);
    expect(lead.contacted).toBe(true);
    expect(lead.version).toBe(2);
    await expect(markLeadContacted(d, admin, id, 1)).rejects.toMatchObject({ kind: 'CONFLICT' });
  });
});
