// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../test/render-signed-in';
import { communityConnections } from '../testing/series-fixtures';
import { SeriesTab } from './series-tab';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));

const ada = { id: 'ada', name: 'Ada', role: 'Admin' as const, facilityId: 'fac-1' };

/** The series templates the server holds; a test adds one "meanwhile". */
let templates = [communityConnections()];
beforeEach(() => {
  templates = [communityConnections()];
  apiCall.mockReset();
  apiCall.mockImplementation((name: string) => {
    if (name === 'collectionsList') return Promise.resolve({ collectionList: templates });
    if (name === 'memberCollectionsList') return Promise.resolve({ memberCollectionList: [] });
    return new Promise(() => undefined);
  });
});

const calls = (name: string) => apiCall.mock.calls.filter(([route]) => route === name).length;

// Spec 001 §2.1 Series tab: 'Toggle between Series Templates and Series Instances; Refresh; search.'
describe('the Series tab toolbar', () => {
  it("Refresh says 'Refreshed initiated...' while it reads the series templates again, then 'Successfully pulled Series.'", async () => {
    const user = userEvent.setup();
    renderSignedIn(<SeriesTab />, { viewer: ada });
    const table = await screen.findByRole('table', { name: 'Series Templates' });
    expect(within(table).queryByText('Spring Check-in')).toBeNull();
    templates = [...templates, communityConnections({ _id: 'c2', name: 'Spring Check-in' })];
    // The second read waits until the info notice has been seen (spec 001 §2.1, then §8 once read).
    let answer: () => void = () => undefined;
    apiCall.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ collectionList: templates });
        }),
    );
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Refreshed initiated...');
    expect(status.className).toContain('Info');
    answer();
    expect(await within(table).findByText('Spring Check-in')).toBeTruthy();
    expect(await screen.findByText('Successfully pulled Series.')).toBeTruthy();
  });

  it('Refresh in the Series Instances view reads the instances again, not the templates', async () => {
    const user = userEvent.setup();
    renderSignedIn(<SeriesTab />, { viewer: ada });
    await user.click(await screen.findByRole('button', { name: 'Series Instances' }));
    await screen.findByRole('table', { name: 'Series Instances' });
    const [instances, series] = [calls('memberCollectionsList'), calls('collectionsList')];
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(calls('memberCollectionsList')).toBe(instances + 1));
    expect(calls('collectionsList')).toBe(series);
  });

  it('changing the view resets the search filter', async () => {
    const user = userEvent.setup();
    renderSignedIn(<SeriesTab />, { viewer: ada });
    // Both lists read once, so switching shows the other table at once, with no spinner between.
    await user.click(await screen.findByRole('button', { name: 'Series Instances' }));
    await screen.findByRole('table', { name: 'Series Instances' });
    await user.click(screen.getByRole('button', { name: 'Series Templates' }));
    await screen.findByRole('table', { name: 'Series Templates' });
    const search = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
    await user.type(search(), 'Community');
    await user.click(screen.getByRole('button', { name: 'Series Instances' }));
    await screen.findByRole('table', { name: 'Series Instances' });
    expect(search().value).toBe('');
  });
});
