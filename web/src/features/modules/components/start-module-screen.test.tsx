// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../test/render-signed-in';
import { StartModuleScreen } from './start-module-screen';
import { member } from '../../../test/staff-fixtures';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const template = {
  _id: 't1',
  name: 'Intake',
  isPublic: false,
  archived: false,
  createdAt: '2026-03-07T12:00:00.000Z',
  createdBy: 'ada',
  updatedAt: '2026-03-07T12:00:00.000Z',
  modifiedBy: 'ada',
  version: 1,
};

beforeEach(() => {
  apiCall.mockReset();
  // The server's answer: with assigned=true only the caller's assigned Paul, else the facility's Mary too.
  apiCall.mockImplementation((name: string, args?: { query?: { assigned?: string } }) => {
    if (name === 'usersList')
      return Promise.resolve(
        args?.query?.assigned === 'true'
          ? { count: 1, users: [member('paul', 'Paul Patient')] }
          : { count: 2, users: [member('mary', 'Mary Member'), member('paul', 'Paul Patient')] },
      );
    if (name === 'surveysList') return Promise.resolve({ surveyList: [template] });
    if (name === 'memberSurveysCreate') return Promise.resolve({ memberSurvey: { _id: 's1' } });
    return Promise.resolve({});
  });
});

describe('Start a Module page: member choices (spec 001 §2.2; ACCESS.md start a member module)', () => {
  it('offers a Coordinator only the members assigned to them (GET /api/users?assigned=true)', async () => {
    const user = userEvent.setup();
    renderSignedIn(<StartModuleScreen />, {
      viewer: { id: 'cora', name: 'Cora', role: 'Coordinator', facilityId: 'fac-1' },
    });
    await user.click(await screen.findByRole('combobox', { name: /Member/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Paul Patient']);
    expect(apiCall).toHaveBeenCalledWith(
      'usersList',
      expect.objectContaining({ query: expect.objectContaining({ role: 'Patient', assigned: 'true' }) }),
    );
    expect(apiCall).not.toHaveBeenCalledWith(
      'usersList',
      expect.objectContaining({ query: expect.not.objectContaining({ assigned: 'true' }) }),
    );
  });

  it('asks nothing for a member, who starts only for themselves', async () => {
    const user = userEvent.setup();
    renderSignedIn(<StartModuleScreen />, {
      viewer: { id: 'mary', name: 'Mary Member', role: 'Patient', facilityId: 'fac-1' },
    });
    await user.click(await screen.findByRole('combobox', { name: /Member/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Mary Member']);
    await waitFor(() => expect(apiCall).toHaveBeenCalledWith('surveysList', expect.anything()));
    expect(apiCall).not.toHaveBeenCalledWith('usersList', expect.anything());
  });
});
