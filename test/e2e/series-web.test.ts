import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { modulesEn as m } from '@circles/shared/messages/modules.en';
import { signInDemo, apiAs } from '../support/modules';
import { useBrowserStack } from '../support/stack';
import { expectNoAxeViolations, expectShell, newAppContext, signIn } from './app-support';

const env = useBrowserStack();

const ONE_QUESTION = {
  pages: [{ name: 'p1', elements: [{ type: 'text', name: 'q1', title: 'Anything to add?' }] }],
};

/** Picks a choice in a kit pick list and adds it. */
async function pickAndAdd(page: Page, label: string, name: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label, { exact: true }).selectOption({ label: name });
  const row = dialog
    .getByLabel(label, { exact: true })
    .locator('xpath=ancestor::div[contains(@class,"MuiBox-root")][1]');
  await row.getByRole('button', { name: 'Add' }).click();
}

describe('series in the browser', () => {
  it('an Admin creates a series template from three module templates, starts it for Mary, and Mary’s viewer shows the chapters', async () => {
    const stamp = Date.now();
    const sessions = await signInDemo(env.stack());
    const admin = apiAs(env.stack().apiUrl, sessions.admin);
    const seriesName = `Onboarding ${stamp}`;
    const names = ['Intake', 'Housing', 'Follow-up'].map((n) => `${n} ${stamp}`);
    const ids: string[] = [];
    for (const name of names) {
      const res = await admin('POST', '/api/surveys', { body: { name, surveyJSON: ONE_QUESTION } });
      expect(res.status).toBe(201);
      ids.push(res.body.survey._id as string);
    }
    // Mary becomes a known member of the Admin's lists through one module.
    const started = await admin('POST', '/api/membersurveys', {
      body: { patientId: sessions.mary.id, templateId: ids[0] },
    });
    expect(started.status).toBe(201);

    const context = await newAppContext(env.browser(), env.stack().apiUrl);
    const page = await context.newPage();
    try {
      await page.goto(`${env.stack().apiUrl}/administration/booklets/management`);
      await signIn(page, 'admin@circles.example.org', env.stack().demo[0]!.password);
      await expectShell(page);
      await page.getByRole('tab', { name: m['modules.manage.tab.series'] }).click();
      await page.getByRole('button', { name: m['modules.series.startTemplate'] }).click();
      const dialog = page.getByRole('dialog', { name: m['modules.series.createTemplate.title'] });
      await dialog.waitFor();
      await dialog.getByLabel(/Series Name/).fill(seriesName);
      for (const name of names) await pickAndAdd(page, m['modules.series.moduleTemplates'], name);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: m['modules.create'] }).click();
      await page.getByText(m['modules.success.seriesCreated']).waitFor();
      // The notice fades out after 7.5 s: waited for, so axe never meets it half transparent.
      await page
        .getByText(m['modules.success.seriesCreated'])
        .waitFor({ state: 'detached', timeout: 20_000 });
      await page.getByRole('cell', { name: seriesName, exact: true }).waitFor();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: m['modules.series.view.instances'] }).click();
      await page.getByRole('button', { name: m['modules.series.startInstance'] }).click();
      const start = page.getByRole('dialog', { name: m['modules.series.createInstance.title'] });
      await start.waitFor();
      await pickAndAdd(page, m['modules.series.series'], seriesName);
      await pickAndAdd(page, m['modules.field.member'], 'Mary Member');
      await expectNoAxeViolations(page);
      await start.getByRole('button', { name: m['modules.create'] }).click();
      await page.getByText(m['modules.success.memberSeriesCreated']).waitFor();
      await page.getByRole('cell', { name: seriesName, exact: true }).first().waitFor();
    } finally {
      await context.close();
    }

    const list = await apiAs(env.stack().apiUrl, sessions.mary)('GET', '/api/membercollections');
    expect(list.status).toBe(200);
    const instance = (list.body.memberCollectionList as { _id: string; collectionName: string }[]).find(
      (i) => i.collectionName === seriesName,
    );
    expect(instance).toBeDefined();

    const maryContext = await newAppContext(env.browser(), env.stack().apiUrl);
    const maryPage = await maryContext.newPage();
    try {
      await maryPage.goto(`${env.stack().apiUrl}/client/collections/view/${instance!._id}`);
      await signIn(maryPage, 'mary@circles.example.org', env.stack().demo[0]!.password);
      await expectShell(maryPage);
      const chapters = maryPage.getByRole('table', { name: m['modules.seriesView.chapters'] });
      await chapters.waitFor();
      for (const name of names) await chapters.getByRole('cell', { name, exact: true }).waitFor();
      const facts = maryPage.getByRole('table', { name: m['modules.seriesView.facts'] });
      expect(await facts.getByRole('row', { name: /Chapters/ }).innerText()).toMatch(/3/);
      expect(await facts.getByRole('row', { name: /Overall Completeness/ }).innerText()).toMatch(/0%/);
      expect(await chapters.getByRole('link', { name: `Fill in ${names[0]!}` }).getAttribute('href')).toMatch(
        /^\/client\/booklets\/user\/edit\//,
      );
      await expectNoAxeViolations(maryPage);
    } finally {
      await maryContext.close();
    }
  });
});
