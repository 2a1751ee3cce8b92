import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { modulesEn as m } from '@circles/shared/messages/modules.en';
import { signInDemo, apiAs } from '../support/modules';
import { useBrowserStack } from '../support/stack';
import { expectNoAxeViolations, expectShell, newAppContext, signIn } from './app-support';

/** A series in a list: its name, then (a template without a French name) the 'French missing' chip. */
const listedName = (name: string) => new RegExp(`^${name}(?!\\S)`);

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
    const projectName = `Cohort ${stamp}`;
    const otherSeries = await admin('POST', '/api/collections', {
      body: { name: `Seed ${stamp}`, surveyList: [ids[0]] },
    });
    expect(otherSeries.status).toBe(201);
    expect(
      (
        await admin('POST', '/api/projects', {
          body: { name: projectName, collectionList: [otherSeries.body.collection._id] },
        })
      ).status,
    ).toBe(201);

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
      await page.getByRole('cell', { name: listedName(seriesName) }).waitFor();
      await expectNoAxeViolations(page);

      // Assign Coordinator (Coordinators only) and Assign Project (one series at a time).
      await page.getByRole('button', { name: m['modules.series.assignCoordinator'] }).click();
      const coordinator = page.getByRole('dialog', { name: m['modules.series.assignCoordinator.title'] });
      await coordinator.waitFor();
      await pickAndAdd(page, m['modules.series.series'], seriesName);
      await coordinator.getByLabel(`Search ${m['modules.series.assignCoordinator.items']}`).fill('Cora');
      await pickAndAdd(page, m['modules.series.assignCoordinator.items'], 'Cora Coordinator');
      await expectNoAxeViolations(page);
      await coordinator.getByRole('button', { name: m['modules.projects.assign'] }).click();
      await page.getByText(m['modules.success.seriesUpdated']).waitFor();
      await coordinator.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: m['modules.series.assignProject'] }).click();
      const project = page.getByRole('dialog', { name: m['modules.series.assignProject.title'] });
      await project.waitFor();
      await pickAndAdd(page, m['modules.series.series'], seriesName);
      await pickAndAdd(page, m['modules.series.assignProject.items'], projectName);
      await expectNoAxeViolations(page);
      await project.getByRole('button', { name: m['modules.projects.assign'] }).click();
      await project.waitFor({ state: 'hidden' });
      // Both notices fade out (7.5 s each): waited for, so axe never meets one half transparent.
      await expect
        .poll(() => page.getByText(m['modules.success.seriesUpdated']).count(), { timeout: 30_000 })
        .toBe(0);

      // Assign Member with a series and a member chosen: axe while open, then Cancel (nothing assigned).
      await page.getByRole('button', { name: m['modules.series.assignMember'] }).click();
      const member = page.getByRole('dialog', { name: m['modules.series.assignMember.title'] });
      await member.waitFor();
      await pickAndAdd(page, m['modules.series.series'], seriesName);
      await member.getByLabel(`Search ${m['modules.series.assignMember.items']}`).fill('Mary');
      await pickAndAdd(page, m['modules.series.assignMember.items'], 'Mary Member');
      await expectNoAxeViolations(page);
      await member.getByRole('button', { name: 'Cancel' }).click();
      await member.waitFor({ state: 'hidden' });

      // The delete dialog of one selected template (Admin): axe while open, then Cancel.
      const templateRow = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: listedName(seriesName) }) });
      await templateRow.getByRole('checkbox').check();
      await page.getByRole('button', { name: m['modules.action.delete'], exact: true }).click();
      const del = page.getByRole('dialog', { name: m['modules.series.deleteOne.title'] });
      await del.getByText(m['modules.series.deleteOne.body']).waitFor();
      await expectNoAxeViolations(page);
      await del.getByRole('button', { name: 'Cancel' }).click();
      await del.waitFor({ state: 'hidden' });
      await templateRow.getByRole('checkbox').uncheck();
      await templateRow.getByRole('cell', { name: listedName(seriesName) }).waitFor();

      await page.getByRole('button', { name: m['modules.series.view.instances'] }).click();
      await page.getByRole('button', { name: m['modules.series.startInstance'] }).click();
      const start = page.getByRole('dialog', { name: m['modules.series.createInstance.title'] });
      await start.waitFor();
      await pickAndAdd(page, m['modules.series.series'], seriesName);
      await pickAndAdd(page, m['modules.field.member'], 'Mary Member');
      await expectNoAxeViolations(page);
      await start.getByRole('button', { name: m['modules.create'] }).click();
      await page.getByText(m['modules.success.memberSeriesCreated']).waitFor();
      await page
        .getByRole('cell', { name: listedName(seriesName) })
        .first()
        .waitFor();
    } finally {
      await context.close();
    }

    const template = (
      (await admin('GET', '/api/collections')).body.collectionList as {
        name: string;
        memberList: string[];
        projectList: string[];
      }[]
    ).find((c) => c.name === seriesName);
    expect(template?.memberList).toEqual([sessions.coordinator.id]);
    expect(template?.projectList).toHaveLength(1);

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
  }, 180_000); // a long journey: five dialogs, each notice waited out (7.5 s) before axe

  it('a Coordinator opens the viewer of an assigned member’s series, fills a chapter and sees the overall completeness move', async () => {
    const stamp = Date.now();
    const sessions = await signInDemo(env.stack());
    const admin = apiAs(env.stack().apiUrl, sessions.admin);
    const ids: string[] = [];
    for (const n of ['Arrival', 'Settling', 'Review']) {
      const res = await admin('POST', '/api/surveys', {
        body: { name: `${n} ${stamp}`, surveyJSON: ONE_QUESTION },
      });
      ids.push(res.body.survey._id as string);
    }
    const series = await admin('POST', '/api/collections', {
      body: { name: `Round ${stamp}`, surveyList: ids },
    });
    // Paul is the demo Coordinator's assigned member.
    const instance = await admin('POST', '/api/membercollections', {
      body: { collectionTemplate: series.body.collection._id, member: sessions.paul.id },
    });
    expect(instance.status).toBe(201);
    const instanceId = instance.body.memberCollection._id as string;

    const context = await newAppContext(env.browser(), env.stack().apiUrl);
    const page = await context.newPage();
    try {
      await page.goto(`${env.stack().apiUrl}/staff/collections/view/${instanceId}`);
      await signIn(page, 'coordinator@circles.example.org', env.stack().demo[0]!.password);
      await expectShell(page);
      const facts = page.getByRole('table', { name: m['modules.seriesView.facts'] });
      const overall = () => facts.getByRole('row', { name: /Overall Completeness/ }).innerText();
      await expect.poll(overall).toMatch(/\b0%/);
      await expectNoAxeViolations(page);
      await page
        .getByRole('table', { name: m['modules.seriesView.chapters'] })
        .getByRole('link', { name: `Fill in Arrival ${stamp}` })
        .click();
      const answer = page.getByRole('textbox', { name: /Anything to add\?/ });
      await answer.fill('Settled in well');
      await answer.press('Tab');
      await page.getByRole('button', { name: m['modules.save'] }).click();
      await page.getByText(m['modules.success.saved']).waitFor();
      await page.goto(`${env.stack().apiUrl}/staff/collections/view/${instanceId}`);
      await expect.poll(overall).toMatch(/\b33%/);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});
