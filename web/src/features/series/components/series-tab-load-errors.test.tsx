// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { renderSignedIn } from '../../../test/render-signed-in';
import { communityConnections } from '../testing/series-fixtures';
import { SeriesTab } from './series-tab';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));

/* Spec 001 §8: the Series tab's assign dialogs say when their people did not load. */

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation((name: string) =>
    name === 'collectionsList'
      ? Promise.resolve({ collectionList: [communityConnections()] })
      : Promise.reject(new ApiError(400, 'VALIDATION', name)),
  );
});

describe('Series tab: people that did not load', () => {
  it.each(['Assign Member', 'Assign Coordinator'])(
    "%s says 'Unable to retrieve Users. …' when the people list fails",
    async (button) => {
      const user = userEvent.setup();
      renderSignedIn(<SeriesTab />, { viewer: { id: 'me', name: 'Me', role: 'Admin', facilityId: 'fac-1' } });
      await user.click(await screen.findByRole('button', { name: button }));
      const dialog = screen.getByRole('dialog', { name: button });
      expect(
        await within(dialog).findByText('Unable to retrieve Users. Please refresh and try again.'),
      ).toBeTruthy();
    },
  );
});

describe('Series tab: members to start a series for that did not load', () => {
  it("Start a Series Instance says 'Unable to retrieve users. Please refresh and try agian.'", async () => {
    const user = userEvent.setup();
    const others = apiCall.getMockImplementation()!;
    apiCall.mockImplementation((name: string) =>
      name === 'memberCollectionsList' ? Promise.resolve({ memberCollectionList: [] }) : others(name),
    );
    renderSignedIn(<SeriesTab />, { viewer: { id: 'me', name: 'Me', role: 'Admin', facilityId: 'fac-1' } });
    await user.click(await screen.findByRole('button', { name: 'Series Instances' }));
    await user.click(await screen.findByRole('button', { name: 'Start a Series Instance' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Series Instance' });
    expect(
      await within(dialog).findByText('Unable to retrieve users. Please refresh and try agian.'),
    ).toBeTruthy();
  });
});

describe('Series tab: Refresh', () => {
  it("says 'Successfully pulled Series.' once the list is read again", async () => {
    const user = userEvent.setup();
    renderSignedIn(<SeriesTab />, { viewer: { id: 'me', name: 'Me', role: 'Admin', facilityId: 'fac-1' } });
    await screen.findByRole('table', { name: 'Series Templates' });
    expect(screen.queryByText('Successfully pulled Series.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Successfully pulled Series.')).toBeTruthy();
    expect(apiCall.mock.calls.filter(([name]) => name === 'collectionsList').length).toBeGreaterThan(1);
  });
});
