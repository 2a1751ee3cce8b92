// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../test/render-signed-in';
import { StartModuleDialog } from './start-module-dialog';
import { member } from '../../../test/staff-fixtures';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation((name: string, args?: { query?: { name?: string } }) => {
    if (name === 'usersList') {
      const all = [member('mary', 'Mary Member'), member('nora', 'Nora Newcomer')].filter(
        (u) => !args?.query?.name || u.name.toLowerCase().includes(args.query.name),
      );
      return Promise.resolve({ count: all.length, users: all });
    }
    return Promise.resolve({ surveyList: [] });
  });
});

describe('Start Member Module dialog: member choices (spec 001 §2.10, §5)', () => {
  it('lists the members assigned to a Coordinator from GET /api/users (role Patient, assigned=true) and searches them on the server by name', async () => {
    const user = userEvent.setup();
    renderSignedIn(
      <StartModuleDialog open onClose={vi.fn()} onNotice={vi.fn()} fillPath={(id) => `/b/${id}`} />,
      {
        viewer: { id: 'cora', name: 'Cora', role: 'Coordinator', facilityId: 'fac-1' },
      },
    );
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith(
        'usersList',
        expect.objectContaining({
          query: expect.objectContaining({ role: 'Patient', sort: 'name', assigned: 'true' }),
        }),
      ),
    );
    await user.type(screen.getByLabelText('Search members'), 'nora');
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith(
        'usersList',
        expect.objectContaining({
          query: expect.objectContaining({ role: 'Patient', name: 'nora', assigned: 'true' }),
        }),
      ),
    );
    await user.click(screen.getByRole('combobox', { name: /Member/ }));
    const options = await screen.findByRole('listbox');
    await waitFor(() => expect(within(options).queryByRole('option', { name: 'Mary Member' })).toBeNull());
    expect(within(options).getByRole('option', { name: 'Nora Newcomer' })).toBeTruthy();
  });
});

describe('Start Member Module dialog: no members', () => {
  it("says 'You do not have any members assigned.' to a helper with no members, and not while searching", async () => {
    const user = userEvent.setup();
    apiCall.mockImplementation((name: string) =>
      Promise.resolve(name === 'usersList' ? { count: 0, users: [] } : { surveyList: [] }),
    );
    renderSignedIn(
      <StartModuleDialog open onClose={vi.fn()} onNotice={vi.fn()} fillPath={(id) => `/b/${id}`} />,
      { viewer: { id: 'vic', name: 'Vic', role: 'Volunteer', facilityId: 'fac-1' } },
    );
    expect(await screen.findByText('You do not have any members assigned.')).toBeTruthy();
    await user.type(screen.getByLabelText('Search members'), 'zz');
    await waitFor(() => expect(screen.queryByText('You do not have any members assigned.')).toBeNull());
  });
});
