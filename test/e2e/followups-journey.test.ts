import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriesByName } from '@circles/shared/instruments/library';
import { sampleAnswers } from '@circles/shared/instruments/sample-answers';
import { followupsEn as f } from '@circles/shared/messages/followups.en';
import { kitEn } from '@circles/shared/messages/kit.en';
import { screenerEn } from '@circles/shared/messages/screener.en';
import { handler as escalate } from '@circles/functions/followups/jobs/escalation-job';
import { librarySeriesId } from '../../functions/local/seed-series';
import { apiAs, signInDemo } from '../support/modules';
import { useBrowserStack } from '../support/stack';
import { expectNoAxeViolations, signedInPage } from './app-support';

/*
 * The loop of issue 24 end to end: Mary's new round raises a red flag, which opens a follow-up on her
 * Volunteer Victor's dashboard in the same save; Victor logs 'Could not reach' in the browser; two days
 * pass on the escalation job's clock; Cora (the Coordinator) sees it escalated on her dashboard and
 * resolves it in the browser; the Admin dashboard's figures table counts one more resolved. The seed
 * has open follow-ups of its own: this one is found by its member, its finding and its round.
 */
const env = useBrowserStack();
const DAY = 86_400_000;
const LONELY = 'red:often_count';

interface Listed {
  _id: string;
  version: number;
  createdAt: string;
  finding: { key: string; text: string; instanceId: string };
  assignee: { type: string; id?: string };
}

async function signedIn(login: string): Promise<Page> {
  const person = env.stack().demo.find((d) => d.login === login);
  if (!person) throw new Error(`no demo sign-in ${login}`);
  return signedInPage(env.browser(), env.stack().apiUrl, person, { viewport: { width: 1280, height: 900 } });
}

/** The 'Resolved' figure of this month in the Admin dashboard's figures table. */
async function resolvedThisMonth(page: Page): Promise<number> {
  const table = page.getByRole('table', { name: f['followups.figures.caption'] });
  await table.waitFor({ timeout: 30_000 });
  const cell = table.locator(`tr:has(th:text-is("${f['followups.figures.resolved']}")) td`).first();
  return Number(await cell.innerText());
}

/**
 * The row of follow-up `id` in the dashboard's list: red flags only (the severity dropdown), the member
 * searched by name, the longest page (other open follow-ups of the seed share the list).
 */
async function dashboardRow(page: Page, id: string, member: string) {
  const table = page.getByRole('table', { name: f['followups.table.open'] });
  await table.waitFor({ timeout: 30_000 });
  await page.getByRole('combobox', { name: f['followups.filter.severity'] }).click();
  await page.getByRole('option', { name: f['followups.severity.red'] }).click();
  await page.getByRole('searchbox', { name: kitEn['kit.table.search'] }).fill(member);
  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '25' }).click();
  const row = table.locator(`tr:has(a[href="/followups/${id}"])`);
  await row.waitFor({ timeout: 15_000 });
  return row;
}

const openLink = /^Open the follow-up of /;

describe('the follow-up loop in the browser (issue 24)', () => {
  it("Mary's red flag reaches Victor, escalates to Cora two days later, is resolved, and the Admin's figures move", async () => {
    const stack = env.stack();
    const people = await signInDemo(stack);
    const admin = apiAs(stack.apiUrl, people.admin);
    const mary = apiAs(stack.apiUrl, people.mary);

    // Mary's loneliness finding may be open from the seed: it is cleared, so her new round opens it again.
    for (const open of (await admin('GET', `/api/followups/member/${people.mary.id}?state=open`)).body
      .followups as Listed[])
      if (open.finding.key === LONELY)
        await admin('POST', `/api/followups/${open._id}/actions`, {
          body: { action: 'resolved', version: open.version, outcome: 'Cleared before the journey' },
        });

    const adminPage = await signedIn('admin@circles.example.org');
    const resolvedBefore = await resolvedThisMonth(adminPage);

    // Mary's new screener round: she often lacks companionship (a red flag).
    const started = await admin('POST', '/api/membercollections', {
      body: { collectionTemplate: librarySeriesId('social-health-screener'), member: people.mary.id },
    });
    expect(started.status).toBe(201);
    const instanceId = started.body.memberCollection._id as string;
    const chapter = started.body.memberCollection.memberChapters[0]._id as string;
    const got = await mary('GET', `/api/membersurveys/${chapter}`);
    const saved = await mary('PATCH', `/api/membersurveys/${chapter}`, {
      body: {
        action: 'save',
        version: got.body.memberSurvey.version,
        responseJSON: {
          ...sampleAnswers(seriesByName('Social Health Screener - NEW')!.chapters[0]!, 1),
          lack_companionship: 2,
        },
      },
    });
    expect(saved.status).toBe(200);
    const listed = (await admin('GET', `/api/followups/member/${people.mary.id}?state=open`)).body
      .followups as Listed[];
    const followup = listed.find((x) => x.finding.key === LONELY && x.finding.instanceId === instanceId);
    expect(followup).toBeDefined();
    const id = followup!._id;
    expect(followup!.assignee).toMatchObject({ type: 'user', id: people.volunteer.id });

    // Victor finds it on his dashboard and logs 'Could not reach' with the next try date.
    const victor = await signedIn('volunteer@circles.example.org');
    try {
      await (await dashboardRow(victor, id, 'Mary')).getByRole('link', { name: openLink }).click();
      await victor.getByRole('heading', { level: 1, name: f['followups.page.title'] }).waitFor();
      const answers = victor.getByTestId('answers-behind');
      await answers.waitFor();
      expect(await answers.innerText()).toContain(screenerEn['screener.q.lack_companionship']);
      await expectNoAxeViolations(victor);
      await victor.getByRole('radio', { name: f['followups.action.couldNotReach'] }).check();
      await victor.getByLabel(f['followups.field.nextTryOn']).fill('2030-01-15');
      await victor
        .getByRole('textbox', { name: f['followups.field.note'] })
        .fill('No answer, voicemail left.');
      await victor.getByRole('button', { name: f['followups.save'] }).click();
      await victor.getByText(f['followups.saved']).waitFor({ timeout: 15_000 });
    } finally {
      await victor.context().close();
    }

    // Two days (and an hour) pass on the escalation job's clock: it moves on to the Coordinators.
    const run = await escalate({
      scheduledAt: new Date(Date.parse(followup!.createdAt) + 2 * DAY + 3_600_000).toISOString(),
    });
    expect(run.escalated).toContain(id);

    // Cora sees it escalated on her dashboard and resolves it.
    const cora = await signedIn('coordinator@circles.example.org');
    try {
      const row = await dashboardRow(cora, id, 'Mary');
      await row.getByTestId('escalated').first().waitFor();
      expect(await row.getByTestId('escalated').first().innerText()).toBe(f['followups.escalated']);
      await expectNoAxeViolations(cora);
      await row.getByRole('link', { name: openLink }).click();
      await cora.getByRole('heading', { level: 1, name: f['followups.page.title'] }).waitFor();
      const history = cora.getByRole('list', { name: f['followups.history'] });
      await history.getByText(f['followups.event.escalated']).first().waitFor({ timeout: 15_000 });
      expect(await history.getByText(/No answer, voicemail left\./).count()).toBe(1);
      await cora.getByRole('radio', { name: f['followups.action.resolved'] }).check();
      await cora
        .getByRole('textbox', { name: new RegExp(`^${f['followups.field.outcome']}`) })
        .fill('Reached her daughter; a visit is booked.');
      await cora.getByRole('button', { name: f['followups.save'] }).click();
      await cora.getByText(f['followups.closed']).first().waitFor({ timeout: 15_000 });
    } finally {
      await cora.context().close();
    }

    // The Admin dashboard's figures: one more follow-up resolved this month.
    await adminPage.reload();
    await expect
      .poll(() => resolvedThisMonth(adminPage), { timeout: 30_000 })
      .toBeGreaterThan(resolvedBefore);
    await adminPage.context().close();
  }, 240_000);
});
