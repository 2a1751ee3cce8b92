import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { msg as leadsMsg } from '@circles/shared/messages/leads';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import { SCREENER_TEMPLATE_ID } from '@circles/shared/rules/screener-answers';
import { useBrowserStack } from '../support/stack';
import { expectNoAxeViolations, expectShell, signIn } from './app-support';

const env = useBrowserStack();

async function submit(conQue: number): Promise<string> {
  const submissionId = randomUUID();
  const res = await fetch(`${env.stack().apiUrl}/api/publicsurveys/create`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': submissionId,
      'cloudfront-viewer-address': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}:443`,
    },
    body: JSON.stringify({
      submissionId,
      surveyTemplate: SCREENER_TEMPLATE_ID,
      memberInfo: { firstName: 'Rosa', lastName: 'Diaz', email: 'rosa.diaz@example.org' },
      responseJSON: {
        household2_size: 0,
        community_activity_participate: 0,
        life_satisfaction2: 4,
        local_community_belonging: 1,
        lack_companionship: 2,
        feel_leftout: 2,
        feel_isolated: 2,
        con_que: conQue,
      },
    }),
  });
  expect(res.status).toBe(201);
  return submissionId;
}

describe('Screener Leads inbox', () => {
  it('lists submissions for a Coordinator, hides undisclosed contacts and marks one contacted', async () => {
    const agreed = await submit(1);
    const declined = await submit(0);
    const person = env.stack().demo.find((d) => d.role === 'Coordinator')!;
    const context = await env.browser().newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${env.stack().apiUrl}/`);
      await signIn(page, person.login, person.password);
      await expectShell(page);
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: shellMsg('shell.menu.leads') })
        .click();
      await page.getByRole('heading', { level: 1, name: leadsMsg('leads.title') }).waitFor();
      const agreedRow = page.locator(`tr[data-lead-id="${agreed}"]`);
      const declinedRow = page.locator(`tr[data-lead-id="${declined}"]`);
      await agreedRow.waitFor();
      expect(await agreedRow.innerText()).toContain('rosa.diaz@example.org');
      expect(await agreedRow.innerText()).toContain('High Risk');
      expect(await declinedRow.innerText()).not.toContain('rosa.diaz@example.org');
      expect(await declinedRow.innerText()).toContain(leadsMsg('leads.noContact'));
      await expectNoAxeViolations(page);
      await agreedRow.getByRole('button', { name: /Mark the submission/ }).click();
      await agreedRow.getByText(/^Contacted on \d{4}-\d{2}-\d{2}$/).waitFor();
    } finally {
      await context.close();
    }
  });
});
