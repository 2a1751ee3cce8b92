// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StartSeriesScreen } from '../../features/series/components/start-series-screen';
import { communityConnections } from '../../features/series/testing/series-fixtures';
import { renderSignedIn } from '../../test/render-signed-in';
import { AUDITED_BY_CORA, CORA, person } from '../../test/staff-fixtures';
import { ModulesManagementRoute } from './modules-management-route';

const apiCall = vi.fn();
vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const instances: object[] = [];

function answer(name: string) {
  switch (name) {
    case 'collectionsList':
      return Promise.resolve({
        collectionList: [communityConnections(AUDITED_BY_CORA)],
      });
    case 'usersList':
      return Promise.resolve({
        count: 1,
        users: [{ ...person('paul', 'Paul Patient', 'Patient'), ...AUDITED_BY_CORA }],
      });
    case 'memberCollectionsCreate': {
      const made = {
        _id: 'mc1',
        collectionTemplate: 'c1',
        collectionName: 'Community Connections',
        completeness: 0,
        complete: false,
        memberSurveyList: ['s1'],
        member: 'paul',
        memberName: 'Paul Patient',
        ...AUDITED_BY_CORA,
      };
      instances.push(made);
      return Promise.resolve({ memberCollection: made });
    }
    case 'memberCollectionsList':
      return Promise.resolve({ memberCollectionList: instances });
    default:
      return Promise.resolve({});
  }
}

beforeEach(() => {
  instances.length = 0;
  apiCall.mockReset();
  apiCall.mockImplementation(answer);
});

describe('Start a Series lands on the management screen (spec 001 §2.3)', () => {
  it('opens the Series tab on Series Instances with the new instance and “Member Series created.”', async () => {
    const user = userEvent.setup();
    renderSignedIn(<StartSeriesScreen />, {
      viewer: CORA,
      path: '/collections/start',
      routes: { '/administration/booklets/management': <ModulesManagementRoute /> },
    });
    await user.click(await screen.findByRole('combobox', { name: /Member/ }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Paul Patient' }),
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await user.click(screen.getByRole('combobox', { name: /Series/ }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Community Connections' }),
    );
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Start' }));

    expect(await screen.findByRole('heading', { name: 'Manage Workbook' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Series' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('Member Series created.')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Series Instances' });
    expect(within(table).getByRole('cell', { name: 'Paul Patient' })).toBeTruthy();
    // The Coordinator reaches the page again from the Series Instances view.
    expect(screen.getByRole('link', { name: 'Start a Series' }).getAttribute('href')).toBe(
      '/collections/start',
    );
  });
});
