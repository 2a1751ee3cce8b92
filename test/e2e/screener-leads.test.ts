import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadsEn as m } from '@circles/shared/messages/leads.en';
import { shellEn } from '@circles/shared/messages/shell.en';
import { SCREENER_TEMPLATE_ID } from '@circles/shared/rules/screener-answers';
import { useBrowserStack } from '../support/stack';
import { expectNoAxeViolations, expectShell, signIn } from './app-support';

const env = useBrowserStack();

/** Answers that score the lowest risk (every item at its best code). */
const LOWEST_RISK = {
  household2_size: 4,
  community_activity_participate: 1,
  life_satisfaction2: 9,
  local_community_belonging: 3,
  lack_companionship: 0,
  feel_leftout: 0,
  feel_isolated: 0,
};

async function submit(conQue: number, answers: Record<string, number> = {}): Promise<string> {
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
        ...answers,
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
        .getByRole('link', { name: shellEn['shell.menu.leads'] })
        .click();
      await page.getByRole('heading', { level: 1, name: m['leads.title'] }).waitFor();
      const agreedRow = page.locator(`tr[data-row-id="${agreed}"]`);
      const declinedRow = page.locator(`tr[data-row-id="${declined}"]`);
      await agreedRow.waitFor();
      expect(await agreedRow.innerText()).toContain('rosa.diaz@example.org');
      expect(await agreedRow.innerText()).toContain('High Risk');
      expect(await declinedRow.innerText()).not.toContain('rosa.diaz@example.org');
      expect(await declinedRow.innerText()).toContain(m['leads.noContact']);
      await expectNoAxeViolations(page);
      await agreedRow.getByRole('button', { name: /Mark the submission/ }).click();
      await agreedRow.getByText(/^Contacted on \d{4}-\d{2}-\d{2}$/).waitFor();
    } finally {
      await context.close();
    }
  });

  it('filters by level and contacted, sorts by date, pages, packs rows densely and counts the selection', async () => {
    const high = [await submit(0), await submit(0), await submit(0), await submit(0)];
    const lowest = [await submit(0, LOWEST_RISK), await submit(0, LOWEST_RISK)];
    const person = env.stack().demo.find((d) => d.role === 'Admin')!;
    const context = await env.browser().newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${env.stack().apiUrl}/administration/leads`);
      await signIn(page, person.login, person.password);
      await expectShell(page);
      const table = page.getByRole('table', { name: m['leads.title'] });
      const rows = table.locator('tbody tr[data-row-id]');
      const row = (id: string) => page.locator(`tr[data-row-id="${id}"]`);
      await row(high[0]!).waitFor();

      // Filter: 'Risk level' contains 'lowest' (any case).
      await page.getByRole('combobox', { name: 'Search in' }).click();
      await page.getByRole('option', { name: m['leads.col.level'] }).click();
      await page.getByRole('searchbox', { name: 'Search' }).fill('LOWEST');
      await row(lowest[0]!).waitFor();
      expect(await row(high[0]!).count()).toBe(0);
      for (const text of await rows.allInnerTexts()) expect(text).toContain('Lowest Risk');

      // Filter: contacted 'yes' after marking one contacted.
      await page.getByRole('searchbox', { name: 'Search' }).fill('');
      await row(high[1]!)
        .getByRole('button', { name: /Mark the submission/ })
        .click();
      await row(high[1]!)
        .getByText(/^Contacted on/)
        .waitFor();
      await page.getByRole('combobox', { name: 'Search in' }).click();
      await page.getByRole('option', { name: m['leads.filter.contacted'] }).click();
      await page.getByRole('searchbox', { name: 'Search' }).fill('yes');
      await row(high[1]!).waitFor();
      expect(await row(high[0]!).count()).toBe(0);
      await page.getByRole('searchbox', { name: 'Search' }).fill('');

      // Sort by date: newest first on opening, oldest first after one click.
      const dateHeader = table.getByRole('columnheader', { name: m['leads.col.date'] });
      expect(await dateHeader.getAttribute('aria-sort')).toBe('descending');
      const firstDates = async () => (await rows.locator('td:nth-child(2)').allInnerTexts()).slice(0, 20);
      const newestFirst = await firstDates();
      expect([...newestFirst].sort().reverse()).toEqual(newestFirst);
      await dateHeader.getByRole('button').click();
      expect(await dateHeader.getAttribute('aria-sort')).toBe('ascending');
      const oldestFirst = await firstDates();
      expect([...oldestFirst].sort()).toEqual(oldestFirst);
      await dateHeader.getByRole('button').click();

      // Page size 5: five rows and a next page.
      await page.getByRole('combobox', { name: /Rows per page/ }).click();
      await page.getByRole('option', { name: '5', exact: true }).click();
      await expect.poll(() => rows.count()).toBe(5);
      await page.getByRole('button', { name: /next page/i }).click();
      await expect.poll(() => page.getByText(/^6–/).count()).toBe(1);
      await page.getByRole('button', { name: /previous page/i }).click();

      // Dense: cells lose 20 px of padding and the padding under a short page is 53 px a row, then 33.
      await page.getByRole('searchbox', { name: 'Search' }).fill('yes');
      const padding = table.locator('tbody tr[aria-hidden="true"]');
      const height = async (locator: typeof padding) => Math.round((await locator.boundingBox())!.height);
      const missing = 5 - (await rows.count());
      expect(await height(padding)).toBe(53 * missing);
      const normal = await height(row(high[1]!));
      await page.getByRole('switch', { name: 'Dense padding' }).click();
      await expect.poll(() => height(padding)).toBe(33 * missing);
      expect(await height(row(high[1]!))).toBe(normal - 20);
      await page.getByRole('searchbox', { name: 'Search' }).fill('');

      // Selection: clicking rows toggles them and the toolbar counts them.
      await row(lowest[0]!).locator('td').nth(2).click();
      await row(lowest[1]!).locator('td').nth(2).click();
      await page.getByRole('status').filter({ hasText: 'selected' }).waitFor();
      expect(await page.getByText('2 selected').count()).toBe(1);
      expect(await row(lowest[0]!).getByRole('checkbox').isChecked()).toBe(true);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});
