// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderSignedIn } from '../../../test/render-signed-in';
import { asPhone } from '../../../test/phone';
import { CORA } from '../../../test/staff-fixtures';
import { marysIntakeModule } from '../testing/module-fixtures';
import { MemberModulesScreen } from './member-modules-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

let phone: ReturnType<typeof asPhone>;
beforeEach(() => {
  phone = asPhone();
  apiCall.mockReset();
  apiCall.mockResolvedValue({ memberSurveyList: [marysIntakeModule()] });
});
afterEach(() => phone.mockRestore());

describe('Member Modules on a phone (issue 20)', () => {
  it('shows the module, its member and its status, so the status is not cut off at the screen edge', async () => {
    renderSignedIn(<MemberModulesScreen />, { viewer: CORA });
    const table = await screen.findByRole('table', { name: 'Member Modules' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
      .filter((t) => t !== '');
    expect(headers).toEqual(['Booklet Name', 'Patient Name', 'Status']);
    expect(within(table).getByText('Pending Approval')).toBeTruthy();
  });
});
