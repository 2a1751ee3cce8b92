import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { modulesEn as m } from '@circles/shared/messages/modules.en';
import { signInDemo, apiAs } from '../support/modules';
import { useBrowserStack } from '../support/stack';
import { expectNoAxeViolations, expectShell, newAppContext, signIn } from './app-support';

const env = useBrowserStack();

/** Picks a choice in a kit pick list of the open dialog and adds it. */
async function pickAndAdd(page: Page, label: string, name: string): Promise<void> {
  const picker = page.getByRole('dialog').getByLabel(label, { exact: true });
  await picker.selectOption({ label: name });
  await picker
    .locator('xpath=ancestor::div[contains(@class,"MuiBox-root")][1]')
    .getByRole('button', { name: 'Add' })
    .click();
}

describe('projects in the browser', () => {
  it('an Admin creates a project with a series, assigns a second series, and deletes it; each change reloads the list', async () => {
    const stamp = Date.now();
    const sessions = await signInDemo(env.stack());
    const admin = apiAs(env.stack().apiUrl, sessions.admin);
    const survey = await admin('POST', '/api/surveys', {
      body: { name: `Chapter ${stamp}`, surveyJSON: {} },
    });
    expect(survey.status).toBe(201);
    const series = [`Series A ${stamp}`, `Series B ${stamp}`];
    for (const name of series) {
      const res = await admin('POST', '/api/collections', {
        body: { name, surveyList: [survey.body.survey._id as string] },
      });
      expect(res.status).toBe(201);
    }

    const context = await newAppContext(env.browser(), env.stack().apiUrl);
    const page = await context.newPage();
    try {
      await page.goto(`${env.stack().apiUrl}/administration/projects/management`);
      await signIn(page, 'admin@circles.example.org', env.stack().demo[0]!.password);
      await expectShell(page);
      await page.getByRole('heading', { level: 1, name: m['modules.projects.title'] }).waitFor();
      await expectNoAxeViolations(page);

      const project = `Project ${stamp}`;
      await page.getByRole('button', { name: m['modules.projects.create'] }).click();
      const create = page.getByRole('dialog', { name: m['modules.projects.create'] });
      await create.getByRole('button', { name: m['modules.create'] }).click();
      await create.getByText(m['modules.validation.createProject']).waitFor();
      await create.getByLabel(/Project Name/).fill(project);
      await pickAndAdd(page, m['modules.projects.series'], series[0]!);
      await expectNoAxeViolations(page);
      await create.getByRole('button', { name: m['modules.create'] }).click();
      await page.getByText(m['modules.success.seriesCreated']).waitFor();
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: project, exact: true }) });
      await row.waitFor();

      await page.getByRole('button', { name: m['modules.projects.assignSeries'] }).click();
      const assign = page.getByRole('dialog', { name: m['modules.projects.assignSeries.title'] });
      await pickAndAdd(page, m['modules.projects.project'], project);
      await pickAndAdd(page, m['modules.projects.series'], series[1]!);
      await expectNoAxeViolations(page);
      await assign.getByRole('button', { name: m['modules.projects.assign'] }).click();
      await page.getByText(m['modules.success.projectsUpdated']).waitFor();
      // The Series count column reloads to 2.
      await expect.poll(() => row.getByRole('cell').nth(4).innerText()).toBe('2');

      // The template toggle: on, the project's series templates are listed by name (axe on that state).
      const toggle = page.getByRole('switch', { name: m['modules.projects.showTemplates'] });
      await toggle.check();
      await page.getByRole('columnheader', { name: m['modules.projects.col.templates'] }).waitFor();
      const templates = row.getByRole('cell').nth(5).getByRole('listitem');
      await expect.poll(() => templates.allInnerTexts()).toEqual(series);
      await expectNoAxeViolations(page);
      await toggle.uncheck();
      await page
        .getByRole('columnheader', { name: m['modules.projects.col.templates'] })
        .waitFor({ state: 'detached' });

      // Assign Member with a project and a member chosen: axe while open, then Cancel (nothing assigned).
      await page.getByRole('button', { name: m['modules.projects.assignMember'] }).click();
      const member = page.getByRole('dialog', { name: m['modules.projects.assignMember.title'] });
      await member.waitFor();
      await pickAndAdd(page, m['modules.projects.project'], project);
      await member.getByLabel(`Search ${m['modules.projects.member']}`).fill('Mary');
      await pickAndAdd(page, m['modules.projects.member'], 'Mary Member');
      await expectNoAxeViolations(page);
      await member.getByRole('button', { name: 'Cancel' }).click();
      await member.waitFor({ state: 'hidden' });
      expect(await row.getByRole('cell').nth(3).innerText()).toBe('0');

      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: m['modules.action.delete'], exact: true }).click();
      const del = page.getByRole('dialog', { name: m['modules.projects.deleteOne.title'] });
      await del.getByText(m['modules.projects.deleteOne.body']).waitFor();
      await expectNoAxeViolations(page);
      await del.getByRole('button', { name: 'Delete' }).click();
      await page.getByText(m['modules.success.deletedProjects']).waitFor();
      await expect.poll(() => page.getByRole('cell', { name: project, exact: true }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
