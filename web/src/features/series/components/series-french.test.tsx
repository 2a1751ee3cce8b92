// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LocaleProvider } from '../../../lib/i18n/locale-provider';
import { setAppLocale } from '../../../lib/i18n/locale-store';
import { renderSignedIn } from '../../../test/render-signed-in';
import { communityConnections } from '../testing/series-fixtures';
import { SeriesTab } from './series-tab';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));

const AT = '2026-03-07T12:00:00.000Z';
/** Community Connections with its French name; Intake without one. */
const templates = [
  communityConnections({ nameFr: 'Liens avec la communauté' }),
  communityConnections({ _id: 'c2', name: 'Intake' }),
];
const instance = {
  _id: 'mc1',
  collectionTemplate: 'c1',
  collectionName: 'Community Connections',
  collectionNameFr: 'Liens avec la communauté',
  completeness: 50,
  complete: false,
  memberSurveyList: ['s1'],
  member: 'mary',
  memberName: 'Mary Member',
  createdAt: AT,
  createdBy: 'ada',
  updatedAt: AT,
  modifiedBy: 'ada',
  version: 1,
};

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation((name: string) => {
    if (name === 'collectionsList') return Promise.resolve({ collectionList: templates });
    if (name === 'memberCollectionsList') return Promise.resolve({ memberCollectionList: [instance] });
    return new Promise(() => undefined);
  });
});
afterEach(() => act(() => setAppLocale('en')));

const renderTab = () =>
  renderSignedIn(
    <LocaleProvider>
      <SeriesTab />
    </LocaleProvider>,
    { viewer: { id: 'ada', name: 'Ada', role: 'Admin', facilityId: 'fac-1' } },
  );

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('the Series tab and French (issue 25)', () => {
  it('flags the series template without a French name, and not the one with it', async () => {
    renderTab();
    expect(within(await rowOf('Intake')).getByText('French missing')).toBeTruthy();
    expect(within(await rowOf('Community Connections')).queryByText('French missing')).toBeNull();
  });

  it('names series templates and instances in French for a reader in French', async () => {
    act(() => setAppLocale('fr'));
    const user = userEvent.setup();
    renderTab();
    expect(await screen.findByText('Liens avec la communauté')).toBeTruthy();
    expect(within(await rowOf('Intake')).getByText('Français manquant')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Instances de séries' }));
    expect(within(await rowOf('Liens avec la communauté')).getByText('Mary Member')).toBeTruthy();
    expect(screen.queryByText('Community Connections')).toBeNull();
  });
});
