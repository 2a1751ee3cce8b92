// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoredSession } from '../../../lib/auth/session-storage';
import { renderSignedIn } from '../../../test/render-signed-in';
import { CORA } from '../../../test/staff-fixtures';
import { intakeTemplate, marysIntakeModule } from '../testing/module-fixtures';
import { WorkbookTab } from './workbook-tab';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const ADA: StoredSession = { id: 'ada', name: 'Ada', role: 'Admin', facilityId: 'fac-1' };

/** The lists the server answers; a delete takes the module off them. */
let modules = [marysIntakeModule()];
beforeEach(() => {
  modules = [marysIntakeModule()];
  apiCall.mockReset();
  apiCall.mockImplementation((name: string, options?: { params?: { id?: string } }) => {
    if (name === 'surveysList') return Promise.resolve({ surveyList: [intakeTemplate()] });
    if (name === 'memberSurveysList') return Promise.resolve({ memberSurveyList: modules });
    if (name === 'memberSurveysDelete') {
      modules = modules.filter((m) => m._id !== options?.params?.id);
      return Promise.resolve({});
    }
    return new Promise(() => undefined);
  });
});

const calls = (name: string) => apiCall.mock.calls.filter(([route]) => route === name);

/** Lands a navigation on a screen naming its address. */
const LANDINGS = Object.fromEntries(
  [
    '/administration/booklets/user/view/:id',
    '/administration/booklets/user/edit/:id',
    '/administration/booklets/template/view/:id',
    '/administration/booklets/template/edit/:id',
  ].map((path) => [path, <p key={path}>at {path}</p>]),
);

async function openUserModules(viewer: StoredSession = CORA) {
  const user = userEvent.setup();
  renderSignedIn(<WorkbookTab />, { viewer, routes: LANDINGS });
  await user.click(await screen.findByRole('button', { name: 'User Modules' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Select Intake Form, Mary Member (ms-1)' }));
  return user;
}

describe("the Workbook tab's actions on one selected item (spec 001 §2.1)", () => {
  it('View of a user module opens its read-only view at /administration/booklets/user/view/{id}', async () => {
    const user = await openUserModules();
    await user.click(screen.getByRole('link', { name: 'View' }));
    expect(await screen.findByText('at /administration/booklets/user/view/:id')).toBeTruthy();
  });

  it("'Fill in' (the Edit of user modules) opens /administration/booklets/user/edit/{id}", async () => {
    const user = await openUserModules();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    const fillIn = screen.getByRole('link', { name: 'Fill in' });
    expect(fillIn.getAttribute('href')).toBe('/administration/booklets/user/edit/ms-1');
    await user.click(fillIn);
    expect(await screen.findByText('at /administration/booklets/user/edit/:id')).toBeTruthy();
  });

  it('View and Edit of a module template open its viewer and its editor', async () => {
    renderSignedIn(<WorkbookTab />, { viewer: ADA, routes: LANDINGS });
    await userEvent
      .setup()
      .click(await screen.findByRole('checkbox', { name: 'Select Intake Form (tpl-1)' }));
    expect(screen.getByRole('link', { name: 'View' }).getAttribute('href')).toBe(
      '/administration/booklets/template/view/tpl-1',
    );
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      '/administration/booklets/template/edit/tpl-1',
    );
  });

  it('Delete asks first; Cancel deletes nothing', async () => {
    const user = await openUserModules();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Module' });
    expect(within(dialog).getByText('Are you sure you would like to delete the Module?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('memberSurveysDelete')).toHaveLength(0);
  });

  it('Delete, confirmed, deletes the module, says so and reads the list again without it', async () => {
    const user = await openUserModules();
    const listReads = calls('memberSurveysList').length;
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Module' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('status', {}, { timeout: 4000 })).textContent).toBe(
      'Successfully deleted. You can continue working.',
    );
    expect(calls('memberSurveysDelete').map(([, options]) => options)).toEqual([
      expect.objectContaining({ params: { id: 'ms-1' } }),
    ]);
    await waitFor(() => expect(calls('memberSurveysList').length).toBeGreaterThan(listReads));
    const table = screen.getByRole('table', { name: 'User Modules' });
    await waitFor(() => expect(within(table).queryByText('Mary Member')).toBeNull());
  });
});

describe("the Workbook tab's actions on several selected items (spec 001 §2.1)", () => {
  it('offer Delete but not View or Fill in, and Delete removes each after the count text', async () => {
    modules = [
      marysIntakeModule(),
      marysIntakeModule({ _id: 'ms-2', patientId: 'paul', patientName: 'Paul Patient' }),
    ];
    const user = await openUserModules();
    await user.click(screen.getByRole('checkbox', { name: 'Select Intake Form, Paul Patient (ms-2)' }));
    expect(screen.queryByRole('link', { name: 'View' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Fill in' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Modules' });
    expect(within(dialog).getByText('Are you sure you would like to delete 2 Modules?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls('memberSurveysDelete')).toHaveLength(2), { timeout: 4000 });
    expect(calls('memberSurveysDelete').map(([, options]) => options)).toEqual([
      expect.objectContaining({ params: { id: 'ms-1' } }),
      expect.objectContaining({ params: { id: 'ms-2' } }),
    ]);
  });
});

describe("the Workbook tab's Refresh (spec 001 §2.1)", () => {
  it("shows 'Refreshed initiated...' as info and reads the module templates again", async () => {
    renderSignedIn(<WorkbookTab />, { viewer: CORA });
    await screen.findByRole('table', { name: 'Module Templates' });
    expect(calls('surveysList')).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Refreshed initiated...');
    expect(status.className).toContain('Info');
    await waitFor(() => expect(calls('surveysList')).toHaveLength(2));
    expect(calls('memberSurveysList')).toHaveLength(0);
  });

  it('in the User Modules view reads the user modules again, showing what changed meanwhile', async () => {
    const user = userEvent.setup();
    renderSignedIn(<WorkbookTab />, { viewer: CORA });
    await user.click(await screen.findByRole('button', { name: 'User Modules' }));
    const table = await screen.findByRole('table', { name: 'User Modules' });
    expect(within(table).queryByText('Paul Patient')).toBeNull();
    modules = [
      ...modules,
      marysIntakeModule({ _id: 'ms-2', patientId: 'paul', patientName: 'Paul Patient' }),
    ];
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect((await screen.findByRole('status')).textContent).toBe('Refreshed initiated...');
    expect(await within(table).findByText('Paul Patient')).toBeTruthy();
  });
});
