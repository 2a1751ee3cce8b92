import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../functions/local/seed';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

/*
 * The seed fills the Screener Leads inbox (issue 20, looking at every screen: a Coordinator's inbox
 * was empty in the demo): four submissions of the last three weeks, one without consent to contact.
 */
let apiUrl: string;
let people: Record<DemoWho, DemoSession>;

beforeAll(async () => {
  const stack = useStackEnv();
  apiUrl = stack.apiUrl;
  people = await signInDemo(stack);
});

interface Lead {
  id: string;
  createdAt: string;
  level: string;
  consentToContact: boolean;
  email?: string;
}

async function seededLeads(): Promise<Lead[]> {
  const res = await apiAs(apiUrl, people.coordinator)('GET', '/api/publicsurveys?limit=100');
  expect(res.status).toBe(200);
  return (res.body.items as Lead[]).filter((l) => l.id.startsWith('5e1d0c3a-7b2f-4c61-9a57-0d2f6b1e8a0'));
}

describe('the demo seed', () => {
  it("fills a Coordinator's Screener Leads with dated submissions, contact details only where agreed", async () => {
    const leads = await seededLeads();
    expect(leads).toHaveLength(4);
    const days = leads.map((l) => Math.round((Date.now() - Date.parse(l.createdAt)) / 86_400_000));
    expect(days).toEqual([2, 6, 11, 19]);
    expect(new Set(leads.map((l) => l.level)).size).toBeGreaterThanOrEqual(3);
    expect(leads.find((l) => !l.consentToContact)).not.toHaveProperty('email');
    expect(leads[0]).toMatchObject({
      consentToContact: true,
      email: 'rosa.diaz@example.org',
      level: 'High Risk',
    });
  });

  it('adds none again when it runs again', async () => {
    await seedDemo();
    expect(await seededLeads()).toHaveLength(4);
  });
});
