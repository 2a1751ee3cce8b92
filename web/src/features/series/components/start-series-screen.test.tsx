// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { SessionContext } from '../../../lib/auth/session-context';
import { createQueryClient } from '../../../lib/query-client';
import { renderUi } from '../../../test/render-ui';
import { renderSignedIn } from '../../../test/render-signed-in';
import { StartSeriesScreen } from './start-series-screen';
import { member } from '../../../test/staff-fixtures';
import { communityConnections } from '../testing/series-fixtures';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

let started: Promise<unknown>;
function answer(name: string, args?: { query?: { name?: string } }) {
  switch (name) {
    case 'collectionsList':
      return Promise.resolve({ collectionList: [communityConnections()] });
    case 'usersList': {
      const all = [member('mary', 'Mary Member'), member('paul', 'Paul Patient')].filter(
        (u) => !args?.query?.name || u.name.toLowerCase().includes(args.query.name.toLowerCase()),
      );
      return Promise.resolve({ count: all.length, users: all });
    }
    case 'memberCollectionsCreate':
      return started;
    default:
      return Promise.resolve({});
  }
}

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation(answer);
  started = Promise.resolve({ memberCollection: { _id: 'mc1' } });
});

const viewer = (role: 'Admin' | 'Coordinator' | 'Volunteer' | 'Patient') => ({
  id: 'me',
  name: 'Me',
  role,
  facilityId: 'fac-1',
});

/** The spec's texts keep their double spaces. */
const asIs = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

const open = (role: Parameters<typeof viewer>[0] = 'Coordinator') =>
  renderSignedIn(<StartSeriesScreen />, { viewer: viewer(role), path: '/collections/start' });

async function choose(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: field }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

describe('Start a Series page (spec 001 §2.3, §5)', () => {
  it('shows a spinner while the lists load, then the member and series selects', async () => {
    open();
    expect(screen.getByRole('heading', { name: 'Start a Series' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: /Loading/i })).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: /Member/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Series/ })).toBeTruthy();
  });

  it('puts the spec’s texts under the empty fields and sends nothing', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Please select a patient.')).toBeTruthy();
    expect(screen.getByText('Please select a series.')).toBeTruthy();
    expect(apiCall).not.toHaveBeenCalledWith('memberCollectionsCreate', expect.anything());
  });

  it('starts the chosen series for the chosen member, busy while it runs, then goes to the management screen', async () => {
    const user = userEvent.setup();
    let finish: (v: unknown) => void = () => undefined;
    started = new Promise((resolve) => (finish = resolve));
    open();
    await choose(user, /Member/, 'Paul Patient');
    await choose(user, /Series/, 'Community Connections');
    const start = screen.getByRole<HTMLButtonElement>('button', { name: 'Start' });
    await user.click(start);
    await waitFor(() => expect(start.disabled).toBe(true));
    expect(start.getAttribute('aria-busy')).toBe('true');
    expect(apiCall).toHaveBeenCalledWith('memberCollectionsCreate', {
      body: { collectionTemplate: 'c1', member: 'paul' },
    });
    finish({ memberCollection: { _id: 'mc1' } });
    // The test router shows 'elsewhere' for any other path: here /administration/booklets/management.
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('offers a Coordinator only the members assigned to them (assigned=true), those the server accepts', async () => {
    const user = userEvent.setup();
    // The server's answer: with assigned=true only Paul (assigned), else the facility's Mary too.
    apiCall.mockImplementation((name: string, args?: { query?: { assigned?: string; name?: string } }) =>
      name === 'usersList'
        ? Promise.resolve(
            args?.query?.assigned === 'true'
              ? { count: 1, users: [member('paul', 'Paul Patient')] }
              : { count: 2, users: [member('mary', 'Mary Member'), member('paul', 'Paul Patient')] },
          )
        : answer(name, args),
    );
    open();
    await user.click(await screen.findByRole('combobox', { name: /Member/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Paul Patient']);
    expect(apiCall).toHaveBeenCalledWith('usersList', {
      query: { page: 0, limit: 100, sort: 'name', order: 'asc', role: 'Patient', assigned: 'true' },
      signal: expect.anything(),
    });
    await user.keyboard('{Escape}');
    await user.type(screen.getByLabelText('Search members'), 'pa');
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith(
        'usersList',
        expect.objectContaining({ query: expect.objectContaining({ name: 'pa', assigned: 'true' }) }),
      ),
    );
  });

  it('searches members on the server by name', async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Search members'), 'mary');
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith(
        'usersList',
        expect.objectContaining({ query: expect.objectContaining({ role: 'Patient', name: 'mary' }) }),
      ),
    );
  });

  it('shows a member outside the caller’s caseload (404) under the member field', async () => {
    const user = userEvent.setup();
    started = Promise.reject(new ApiError(404, 'MEMBER_NOT_FOUND', 'Not found.'));
    started.catch(() => undefined);
    open();
    await choose(user, /Member/, 'Mary Member');
    await choose(user, /Series/, 'Community Connections');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const member = screen.getByRole('combobox', { name: /Member/ });
    await waitFor(() => expect(member.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText(
        'This member is not assigned to you. Only an Administrator or an assigned Coordinator can start a series for them.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('elsewhere')).toBeNull();
  });

  it('shows the server’s 403 as the spec’s not-authorized text, and other failures as try again later', async () => {
    const user = userEvent.setup();
    started = Promise.reject(new ApiError(403, 'FORBIDDEN', 'Forbidden.'));
    started.catch(() => undefined);
    open();
    await choose(user, /Member/, 'Mary Member');
    await choose(user, /Series/, 'Community Connections');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are not authorized to use this page.  If you think this is a mistake, please log out and try again.',
    );
    started = Promise.reject(new Error('network'));
    started.catch(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Unable to start the series. Please try again later.',
      ),
    );
  });

  it('preselects the member a link from the member’s page carries, even one the first page of members lacks', async () => {
    const user = userEvent.setup();
    const session = {
      state: { status: 'authenticated' as const, user: viewer('Coordinator') },
      login: () => Promise.resolve(),
      logout: () => Promise.resolve(),
    };
    renderUi(
      <SessionContext.Provider value={session}>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter
            initialEntries={[
              { pathname: '/collections/start', state: { member: { id: 'zed', name: 'Zed Zephyr' } } },
            ]}
          >
            <Routes>
              <Route path="/collections/start" element={<StartSeriesScreen />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </SessionContext.Provider>,
    );
    expect((await screen.findByRole('combobox', { name: /Member/ })).textContent).toBe('Zed Zephyr');
    await choose(user, /Series/, 'Community Connections');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith('memberCollectionsCreate', {
        body: { collectionTemplate: 'c1', member: 'zed' },
      }),
    );
  });

  it('says so when the caller has no members to start a series for', async () => {
    apiCall.mockImplementation((name: string, args?: object) =>
      name === 'usersList' ? Promise.resolve({ count: 0, users: [] }) : answer(name, args),
    );
    open();
    expect(
      await screen.findByText(
        'You do not have any patients assigned.  In order to start a series, you must first be assigned a member by an Administrator.',
        asIs,
      ),
    ).toBeTruthy();
  });

  it('tells Volunteers and members they may not use the page, without asking the server', () => {
    for (const role of ['Volunteer', 'Patient'] as const) {
      const { unmount } = open(role);
      expect(
        screen.getByText(
          'You are not authorized to use this page.  If you think this is a mistake, please log out and try again.',
          asIs,
        ),
      ).toBeTruthy();
      unmount();
    }
    expect(apiCall).not.toHaveBeenCalled();
  });
});
