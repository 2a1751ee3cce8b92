import type { Page } from 'playwright-core';
import { callApi } from '../support/api';
import type { StackInfo } from '../support/stack';
import { viewerAddress } from './app-support';

/** Letters only (names allow no digits): a unique suffix for people made by one test run. */
export function uniqueLetters(length = 6): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let out = '';
  for (let i = 0; i < length; i++) out += letters.charAt(Math.floor(Math.random() * letters.length));
  return out;
}

/** A demo sign-in of the stack by role (and name, when a role has several). */
export function demoOf(stack: StackInfo, role: string, name?: string): StackInfo['demo'][number] {
  const person = stack.demo.find((d) => d.role === role && (name === undefined || d.name === name));
  if (!person) throw new Error(`No demo ${role} ${name ?? ''}`);
  return person;
}

/** An API token of a demo user, through `POST /api/users/login`. */
export async function tokenOf(
  stack: StackInfo,
  login: string,
  password: string,
): Promise<{ token: string; id: string }> {
  const res = await callApi<{ token: string; user: { _id: string } }>(
    stack.apiUrl,
    'POST',
    '/api/users/login',
    {
      body: { emailOrPhone: login, password },
      client: viewerAddress(),
    },
  );
  if (res.status !== 200) throw new Error(`login ${login}: ${res.status}`);
  return { token: res.body.token, id: res.body.user._id };
}

/** Chooses an option of an MUI select by the select's label. */
export async function choose(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // axe measures contrast as rendered: wait until the menu has faded out.
  // (the closing menu leaves the accessibility tree at once, so wait for its popover element).
  await page.locator('.MuiPopover-root').waitFor({ state: 'detached' });
}

/** The bytes of a small valid PDF (one empty page). */
export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/**
 * Registers a member through the API as the demo Admin and starts a program for them (from 2026-01-05),
 * the setup of the people e2e flows that begin on an existing member. Answers the member's id, name and
 * email, and the Admin's sign-in.
 */
export async function memberInProgram(
  stack: StackInfo,
  member: { first: string; password: string; info: Record<string, unknown>; phone?: boolean },
  activeType: string,
): Promise<{ id: string; name: string; email: string; admin: StackInfo['demo'][number] }> {
  const admin = demoOf(stack, 'Admin');
  const { token } = await tokenOf(stack, admin.login, admin.password);
  const client = viewerAddress();
  const name = `${member.first} ${uniqueLetters()}`;
  const email = `${member.first.toLowerCase()}.${uniqueLetters()}@example.org`;
  const created = await callApi<{ user: { _id: string; version: number } }>(
    stack.apiUrl,
    'POST',
    '/api/users/register',
    {
      token,
      client,
      body: {
        email,
        ...(member.phone ? { phone: `519${Math.floor(1_000_000 + Math.random() * 8_999_999)}` } : {}),
        password: member.password,
        role: 'Patient',
        originOfContact: 'New Referral',
        info: { name, ...member.info },
      },
    },
  );
  if (created.status !== 201) throw new Error(`register ${name}: ${created.status}`);
  const id = created.body.user._id;
  const started = await callApi(stack.apiUrl, 'POST', `/api/users/${id}/programs/start`, {
    token,
    client,
    body: { version: created.body.user.version, status: 'active', activeType, startDate: '2026-01-05' },
  });
  if (started.status !== 200) throw new Error(`start program ${name}: ${started.status}`);
  return { id, name, email, admin };
}
