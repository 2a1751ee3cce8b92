// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@circles/shared/access/types';
import { renderSignedIn } from '../../../test/render-signed-in';
import { communityConnections } from '../testing/series-fixtures';
import { SeriesTab } from './series-tab';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));

const instance = {
  _id: 'mc1',
  collectionTemplate: 'c1',
  collectionName: 'Community Connections',
  completeness: 50,
  complete: false,
  memberSurveyList: ['s1'],
  member: 'mary',
  memberName: 'Mary Member',
  createdAt: '2026-03-07T12:00:00.000Z',
  createdBy: 'ada',
  updatedAt: '2026-03-07T12:00:00.000Z',
  modifiedBy: 'ada',
  version: 1,
};

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation((name: string) =>
    Promise.resolve(
      name === 'memberCollectionsList'
        ? { memberCollectionList: [instance] }
        : { collectionList: [communityConnections()] },
    ),
  );
});

const open = (role: Role) =>
  renderSignedIn(<SeriesTab />, { viewer: { id: 'me', name: 'Me', role, facilityId: 'fac-1' } });

describe('Series tab: what each role is offered (spec 001 §2.1, by the access policy)', () => {
  it.each([
    ['Admin', true],
    ['Coordinator', false],
  ] as const)('offers Start a Series Template to an Admin only (%s: %s)', async (role, offered) => {
    open(role);
    await screen.findByRole('table', { name: 'Series Templates' });
    expect(screen.queryByRole('button', { name: 'Start a Series Template' }) !== null).toBe(offered);
  });

  it.each([
    // The Admin starts for any member in the dialog; a Coordinator, for their own members, on the page.
    ['Admin', { dialog: true, page: false, deleteOne: true }],
    ['Coordinator', { dialog: false, page: true, deleteOne: false }],
    ['Volunteer', { dialog: false, page: false, deleteOne: false }],
  ] as const)('in the Series Instances view offers the %s: %o', async (role, expected) => {
    const user = userEvent.setup();
    open(role);
    await user.click(await screen.findByRole('button', { name: 'Series Instances' }));
    const table = await screen.findByRole('table', { name: 'Series Instances' });
    const page = screen.queryByRole('link', { name: 'Start a Series' });
    expect({
      dialog: screen.queryByRole('button', { name: 'Start a Series Instance' }) !== null,
      page: page !== null,
    }).toEqual({ dialog: expected.dialog, page: expected.page });
    if (page) expect(page.getAttribute('href')).toBe('/collections/start');
    await user.click(within(table).getByRole('checkbox', { name: /Mary Member/ }));
    await screen.findByRole('link', { name: 'View' });
    expect(screen.queryByRole('button', { name: 'Delete' }) !== null).toBe(expected.deleteOne);
  });
});
