// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/api-client';
import type { Workbook } from '@circles/shared/schemas/series';
import { renderSignedIn } from '../../test/render-signed-in';
import { AUDITED_BY_CORA, CORA, person } from '../../test/staff-fixtures';
import { WorkbookManagementRoute } from './workbook-management-route';

const apiCall = vi.fn();
vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const workbooks: Workbook[] = [
  { _id: 'w1', name: 'Intake Workbook', surveys: [{ _id: 't1', name: 'Intake' }], ...AUDITED_BY_CORA },
  { _id: 'w2', name: 'Empty Workbook', surveys: [], ...AUDITED_BY_CORA },
] as Workbook[];

function answer(name: string) {
  switch (name) {
    case 'workbooksList':
      return Promise.resolve({ workbookList: workbooks });
    case 'surveysList':
      return Promise.resolve({
        surveyList: [
          { _id: 't1', name: 'Intake' },
          { _id: 't2', name: 'Follow-up' },
        ],
      });
    case 'usersList':
      return Promise.resolve({
        count: 2,
        users: [person('mary', 'Mary Member', 'Patient'), person('vic', 'Victor Volunteer', 'Volunteer')],
      });
    case 'collectionsList':
      return Promise.resolve({ collectionList: [] });
    case 'workbooksCreate':
      return Promise.resolve({ workbook: { ...workbooks[1], _id: 'w3', name: 'New Workbook' } });
    case 'workbooksAssign':
      return Promise.resolve({});
    default:
      return Promise.resolve({});
  }
}

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation(answer);
});

describe('Coordinator workbook panel (spec 001 §2.1)', () => {
  it("lists workbooks as expandable boxes, each module's Edit Module opening the template read-only (a Coordinator may not change templates)", async () => {
    const user = userEvent.setup();
    renderSignedIn(<WorkbookManagementRoute />, { viewer: CORA });
    expect(await screen.findByRole('heading', { name: 'Manage Workbook' })).toBeTruthy();
    const box = await screen.findByRole('button', { name: 'Intake Workbook' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.click(box);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const edit = await screen.findByRole('link', { name: 'Edit Module Intake' });
    expect(edit.textContent).toBe('Edit Module');
    expect(edit.getAttribute('href')).toBe('/administration/booklets/template/view/t1');
    await user.click(screen.getByRole('button', { name: 'Empty Workbook' }));
    expect(await screen.findByText('This workbook has no modules.')).toBeTruthy();
  });

  it('says so when the workbooks cannot be read', async () => {
    apiCall.mockImplementation((name: string) =>
      name === 'workbooksList' ? Promise.reject(new Error('down')) : answer(name),
    );
    renderSignedIn(<WorkbookManagementRoute />, { viewer: CORA });
    expect(
      await screen.findByText(
        'Unable to retrieve workbooks. Please refresh and try again.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });

  it('Create Workbook needs a name, adds module templates once, and posts name and surveyIds', async () => {
    const user = userEvent.setup();
    renderSignedIn(<WorkbookManagementRoute />, { viewer: CORA });
    await user.click(await screen.findByRole('button', { name: 'Create Workbook' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Workbook' });
    const create = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Create' });
    expect(create.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText(/Workbook Name/), 'New Workbook');
    expect(create.disabled).toBe(false);
    const picker = await within(dialog).findByLabelText('Module Templates');
    await waitFor(() => within(picker).getByRole('option', { name: 'Follow-up' }));
    await user.selectOptions(picker, within(picker).getByRole('option', { name: 'Follow-up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await user.click(create);
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith('workbooksCreate', {
        body: { name: 'New Workbook', surveyIds: ['t2'] },
      }),
    );
    expect(await screen.findByText('Successfully Created.')).toBeTruthy();
  });

  it('Set Default Workbook assigns only with a workbook and a client, as the Coordinator', async () => {
    const user = userEvent.setup();
    renderSignedIn(<WorkbookManagementRoute />, { viewer: CORA });
    await user.click(await screen.findByRole('button', { name: 'Set Default Workbook' }));
    const dialog = screen.getByRole('dialog');
    const assign = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Assign' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(assign.disabled).toBe(true);
    await user.click(within(dialog).getByRole('combobox', { name: 'Workbooks' }));
    await user.click(await screen.findByRole('option', { name: 'Intake Workbook' }));
    expect(assign.disabled).toBe(true);
    await user.click(within(dialog).getByRole('combobox', { name: 'Members' }));
    expect(screen.queryByRole('option', { name: 'Victor Volunteer' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Mary Member' }));
    expect(assign.disabled).toBe(false);
    await user.click(assign);
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith('workbooksAssign', {
        body: { cordinator_id: 'cora', workbookId: ['w1'], userIds: ['mary'] },
      }),
    );
    expect(await screen.findByText('Workbooks have been successfully assigned.')).toBeTruthy();
  });

  it("Set Default Workbook says spec 001 §7's text for a refusal, a server failure and no answer", async () => {
    const user = userEvent.setup();
    let failure: Error = new ApiError(400, 'VALIDATION', 'x');
    apiCall.mockImplementation((name: string) =>
      name === 'workbooksAssign' ? Promise.reject(failure) : answer(name),
    );
    renderSignedIn(<WorkbookManagementRoute />, { viewer: CORA });
    await user.click(await screen.findByRole('button', { name: 'Set Default Workbook' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Workbooks' }));
    await user.click(await screen.findByRole('option', { name: 'Intake Workbook' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Members' }));
    await user.click(await screen.findByRole('option', { name: 'Mary Member' }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Failed to assign workbooks. Please try again.')).toBeTruthy();
    failure = new ApiError(503, 'UNAVAILABLE', 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Unexpected error occurred. Please try again.')).toBeTruthy();
    failure = new TypeError('Failed to fetch');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('An error occurred while assigning workbooks.')).toBeTruthy();
  });

  it('shows Create Workbook and Set Default Workbook to Coordinators and Admins only (ACCESS.md)', async () => {
    for (const role of ['Coordinator', 'Admin'] as const) {
      const { unmount } = renderSignedIn(<WorkbookManagementRoute />, { viewer: { ...CORA, role } });
      expect(await screen.findByRole('button', { name: 'Create Workbook' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Set Default Workbook' })).toBeTruthy();
      unmount();
    }
    apiCall.mockClear();
    for (const role of ['Volunteer', 'Patient'] as const) {
      const { unmount } = renderSignedIn(<WorkbookManagementRoute />, { viewer: { ...CORA, role } });
      expect(
        await screen.findByText((_t, el) =>
          Boolean(el?.classList.contains('MuiAlert-message') && /not authorized/.test(el.textContent ?? '')),
        ),
      ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Create Workbook' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Set Default Workbook' })).toBeNull();
      unmount();
    }
    expect(apiCall).not.toHaveBeenCalledWith('workbooksList', expect.anything());
  });

  it('has the Series tab of the booklets screen', async () => {
    const user = userEvent.setup();
    renderSignedIn(<WorkbookManagementRoute />, { viewer: CORA });
    await user.click(await screen.findByRole('tab', { name: 'Series' }));
    expect(await screen.findByRole('table', { name: 'Series Templates' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Assign Member' })).toBeTruthy();
  });
});
