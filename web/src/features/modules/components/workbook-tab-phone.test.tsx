// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../test/render-signed-in';
import { asPhone } from '../../../test/phone';
import { CORA } from '../../../test/staff-fixtures';
import { intakeTemplate, marysIntakeModule } from '../testing/module-fixtures';
import { WorkbookTab } from './workbook-tab';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent)
    .filter((t) => t !== '');

let phone: ReturnType<typeof asPhone>;
beforeEach(() => {
  phone = asPhone();
  apiCall.mockReset();
  apiCall.mockImplementation((name: string) =>
    Promise.resolve(
      name === 'surveysList'
        ? { surveyList: [intakeTemplate()] }
        : { memberSurveyList: [marysIntakeModule()] },
    ),
  );
});
afterEach(() => phone.mockRestore());

describe('the Workbook tab on a phone (issue 20): names first, ids left out but still searchable', () => {
  it('shows the Module Templates by name and last change', async () => {
    renderSignedIn(<WorkbookTab />, { viewer: CORA });
    const table = await screen.findByRole('table', { name: 'Module Templates' });
    expect(headers(table)).toEqual(['Name', 'Modified']);
    expect(within(table).queryByText('tpl-1')).toBeNull();
  });

  it('shows the User Modules by module, member and completeness', async () => {
    const user = userEvent.setup();
    renderSignedIn(<WorkbookTab />, { viewer: CORA });
    await user.click(await screen.findByRole('button', { name: 'User Modules' }));
    const table = await screen.findByRole('table', { name: 'User Modules' });
    expect(headers(table)).toEqual(['Name', 'Client Name', 'Completeness']);
    expect(within(table).getByText('Mary Member')).toBeTruthy();
    expect(within(table).queryByText('ms-1')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Search in' }));
    const fields = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(fields.map((o) => o.textContent)).toContain('Member ID');
  });
});
