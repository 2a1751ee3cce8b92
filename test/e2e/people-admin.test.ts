import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { usersEn as m } from '@circles/shared/messages/users.en';
import { callApi } from '../support/api';
import { useBrowserStack } from '../support/stack';
import {
  PASSWORD_LABEL,
  enrolAuthenticator,
  expectNoAxeViolations,
  expectShell,
  newAppContext,
  signIn,
  viewerAddress,
} from './app-support';
import { choose, demoOf, tokenOf, uniqueLetters } from './people-support';

const env = useBrowserStack();

interface Created {
  name: string;
  email: string;
  password: string;
}

/** Walks the create-user wizard from Manage Users and lands back there with 'User created.'. */
async function createWithWizard(page: Page, role: string, facility?: string): Promise<Created> {
  await page.getByRole('link', { name: m['users.action.createUser'] }).click();
  await page.getByRole('heading', { level: 1, name: m['users.wizard.title'] }).waitFor();
  const first = `Test${uniqueLetters()}`;
  const last = `${role}${uniqueLetters()}`;
  await page.getByLabel(/^First name/).fill(first);
  await page.getByLabel(/^Last name/).fill(last);
  const email = `${first}.${last}@circles.example.org`.toLowerCase();
  await expect.poll(() => page.getByLabel(/^Email/).inputValue()).toBe(email);
  const password = await page.getByLabel(PASSWORD_LABEL).inputValue();
  expect(password.length).toBeGreaterThanOrEqual(8);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: m['users.action.next'] }).click();

  await choose(page, /^Language/, 'English');
  await choose(page, /^Gender/, 'Female');
  await page.getByRole('button', { name: m['users.action.next'] }).click();

  await page.getByLabel(/^Date of birth/).fill('1950-04-02');
  await choose(page, /^Role/, role === 'Patient' ? 'Member' : role);
  if (facility) await choose(page, /^Facility/, facility);
  await choose(page, /^Origin of contact/, 'New Referral');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: m['users.action.next'] }).click();

  await page.getByLabel(/^City/).fill('Windsor');
  await page.getByRole('button', { name: m['users.action.create'] }).click();
  await page.getByText(m['users.success.created']).waitFor({ timeout: 15_000 });
  return { name: `${first} ${last}`, email, password };
}

/** Selects one row of 'User Results' found by name and returns the page. */
async function selectRow(page: Page, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await page.getByRole('checkbox', { name: new RegExp(`^Select ${name} \\(`) }).check();
}

/** What the steps of this file hand on: the people made and the member's id. */
const made: { volunteer?: Created; member?: Created; memberId?: string; other?: Created } = {};

/** A page signed in as the demo Admin at `path`. */
async function adminPage(path: string) {
  const admin = demoOf(env.stack(), 'Admin');
  const context = await newAppContext(env.browser(), env.stack().apiUrl);
  const page = await context.newPage();
  await page.goto(`${env.stack().apiUrl}${path}`);
  await signIn(page, admin.login, admin.password);
  await expectShell(page);
  return { context, page };
}

describe('people: an Admin creates, assigns and starts a program', () => {
  it('creates a Volunteer and a member with the wizard and assigns the member to the Volunteer', async () => {
    const { context, page } = await adminPage('/administration/users/management');
    try {
      await page.getByRole('heading', { level: 1, name: m['users.manage.title'] }).waitFor();
      await page.getByRole('table', { name: m['users.manage.results'] }).waitFor();
      await expectNoAxeViolations(page);

      const volunteer = await createWithWizard(page, 'Volunteer');
      const member = await createWithWizard(page, 'Patient');
      made.volunteer = volunteer;
      made.member = member;

      await page.getByRole('button', { name: m['users.action.assignVolunteer'] }).click();
      const dialog = page.getByRole('dialog', { name: m['users.assign.title'] });
      await dialog.getByRole('combobox', { name: m['users.field.volunteers'] }).fill(volunteer.name);
      await page.getByRole('option', { name: new RegExp(`^${volunteer.name}`) }).click();
      await dialog.getByRole('combobox', { name: m['users.field.members'] }).fill(member.name);
      await page.getByRole('option', { name: new RegExp(`^${member.name}`) }).click();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: m['users.action.assign'] }).click();
      await page.getByText(m['users.success.updated']).waitFor();
    } finally {
      await context.close();
    }
  }, 180_000);

  it('starts a program from the one-row toolbar and shows the open entry; the member lists the Volunteer', async () => {
    const member = made.member!;
    const volunteer = made.volunteer!;
    const { context, page } = await adminPage('/administration/users/management');
    try {
      await page.getByRole('table', { name: m['users.manage.results'] }).waitFor();
      await selectRow(page, member.name);
      await page.getByRole('link', { name: m['users.action.startProgram'] }).click();
      await page.getByRole('heading', { level: 1, name: m['users.program.startTitle'] }).waitFor();
      made.memberId = page.url().split('/').pop()!;
      await choose(page, /^Program/, 'Check-in');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: m['users.action.startProgram'] }).click();
      await page.getByText(m['users.success.savedUser']).waitFor();
      const history = page.getByRole('table', { name: m['users.tab.history'] });
      await expect
        .poll(() => history.locator('tbody tr').allInnerTexts())
        .toEqual([expect.stringMatching(/^active\s+Check-in\s+\d{4}-\d{2}-\d{2}\s+open$/)]);

      await page.goto(`${env.stack().apiUrl}/administration/users/view/${made.memberId}`);
      await page.getByRole('heading', { level: 1, name: `Viewing User ${member.name}` }).waitFor();
      await page.getByRole('tab', { name: m['users.tab.assignedVolunteer'] }).click();
      await page.getByRole('link', { name: volunteer.name }).waitFor();
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("refuses the member to another facility's Coordinator, who first sets their own password", async () => {
    const admin = demoOf(env.stack(), 'Admin');
    const { token } = await tokenOf(env.stack(), admin.login, admin.password);
    const listed = await callApi<{ facilities: { name: string }[] }>(
      env.stack().apiUrl,
      'GET',
      '/api/facilities',
      {
        token,
        client: viewerAddress(),
      },
    );
    const elsewhere = listed.body.facilities
      .map((f) => f.name)
      .find((f) => f !== 'Riverside Community Centre');
    expect(elsewhere, 'the seed holds a second facility').toBeDefined();
    const { context, page } = await adminPage('/administration/users/management');
    try {
      await page.getByRole('table', { name: m['users.manage.results'] }).waitFor();
      made.other = await createWithWizard(page, 'Coordinator', elsewhere);
    } finally {
      await context.close();
    }

    const other = made.other;
    expect(made.memberId, 'the member made by the first steps').toBeDefined();
    const coordContext = await newAppContext(env.browser(), env.stack().apiUrl);
    const coordPage = await coordContext.newPage();
    try {
      await coordPage.goto(`${env.stack().apiUrl}/`);
      await signIn(coordPage, other.email, other.password);
      // Issue 21: new staff set up an authenticator before anything else, then change the password.
      await enrolAuthenticator(coordPage);
      await expectShell(coordPage);
      await coordPage.getByText(m['users.server.passwordChangeRequired']).waitFor({ timeout: 15_000 });
      await expectNoAxeViolations(coordPage);
      await coordPage.getByLabel(/^New password/).fill('Fresh#Pass42');
      await coordPage.getByLabel(/^Confirm password/).fill('Fresh#Pass42');
      await coordPage.getByRole('button', { name: m['users.action.save'] }).click();
      await coordPage.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 15_000 });
      await coordPage.goto(`${env.stack().apiUrl}/profile/${made.memberId}`);
      await coordPage.getByText(m['users.profile.coordinatorForbidden']).waitFor({ timeout: 15_000 });
      await expectNoAxeViolations(coordPage);
    } finally {
      await coordContext.close();
    }
  }, 180_000);
});
