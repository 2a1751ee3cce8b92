import { SCREENER_TEMPLATE_ID } from '@circles/shared/rules/screener-answers';
import type { LeadCreateInput } from '@circles/shared/schemas/lead';
import { leadCreateBodySchema } from '@circles/shared/schemas/lead';
import { dynamoAuditLog } from '../src/platform/data/audit-repository';
import { dynamoLeadsRepository } from '../src/public/data/leads-repository';
import { createLead } from '../src/public/leads';

/*
 * The Screener Leads inbox's demo data: four people who took the public screener over the last three
 * weeks, at each risk level, one of whom did not agree to be contacted. Stored through the same domain
 * code as the public page's submissions, each dated on its day; fixed ids keep a restart from adding more.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

const LEADS: {
  id: string;
  daysAgo: number;
  body: Omit<LeadCreateInput, 'surveyTemplate' | 'submissionId'>;
}[] = [
  {
    id: '5e1d0c3a-7b2f-4c61-9a57-0d2f6b1e8a01',
    daysAgo: 2,
    body: {
      memberInfo: {
        firstName: 'Rosa',
        lastName: 'Díaz',
        email: 'rosa.diaz@example.org',
        phone: '5195550141',
        postalCode: 'N9A 5K6',
      },
      source: 'WECCC',
      responseJSON: {
        household2_size: 0,
        community_activity_participate: 0,
        life_satisfaction2: 3,
        local_community_belonging: 3,
        lack_companionship: 2,
        feel_leftout: 2,
        feel_isolated: 2,
        con_que: 1,
      },
    },
  },
  {
    id: '5e1d0c3a-7b2f-4c61-9a57-0d2f6b1e8a02',
    daysAgo: 6,
    body: {
      memberInfo: {
        firstName: 'Gérard',
        lastName: "O'Connor",
        email: 'gerard.oconnor@example.org',
        postalCode: 'N8X 2L9',
      },
      source: 'CARP',
      responseJSON: {
        household2_size: 1,
        community_activity_participate: 0,
        life_satisfaction2: 6,
        local_community_belonging: 2,
        lack_companionship: 1,
        feel_leftout: 1,
        feel_isolated: 0,
        con_que: 1,
      },
    },
  },
  {
    id: '5e1d0c3a-7b2f-4c61-9a57-0d2f6b1e8a03',
    daysAgo: 11,
    body: {
      memberInfo: { firstName: 'Amina', lastName: 'Haddad', email: 'amina.haddad@example.org' },
      source: 'Media',
      responseJSON: {
        household2_size: 0,
        community_activity_participate: 1,
        life_satisfaction2: 5,
        local_community_belonging: 3,
        lack_companionship: 1,
        feel_leftout: 2,
        feel_isolated: 1,
        con_que: 0,
      },
    },
  },
  {
    id: '5e1d0c3a-7b2f-4c61-9a57-0d2f6b1e8a04',
    daysAgo: 19,
    body: {
      memberInfo: { firstName: 'Walter', lastName: 'Nguyen', phone: '5195550142' },
      source: 'HWFC Lab',
      responseJSON: {
        household2_size: 2,
        community_activity_participate: 1,
        life_satisfaction2: 9,
        local_community_belonging: 1,
        lack_companionship: 0,
        feel_leftout: 0,
        feel_isolated: 0,
        con_que: 1,
      },
    },
  },
];

/** Seeds the demo leads once (a lead already stored is left as it is, contacted or not). */
export async function seedLeads(now = new Date()): Promise<void> {
  for (const lead of LEADS) {
    if (await dynamoLeadsRepository.get(lead.id)) continue;
    const body = leadCreateBodySchema.parse({
      ...lead.body,
      surveyTemplate: SCREENER_TEMPLATE_ID,
      submissionId: lead.id,
    });
    const at = new Date(now.getTime() - lead.daysAgo * DAY_MS - 3 * 60 * 60 * 1000);
    await createLead({ leads: dynamoLeadsRepository, audit: dynamoAuditLog, now: () => at }, body, lead.id);
  }
}
