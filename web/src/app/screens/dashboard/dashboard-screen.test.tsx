// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { renderSignedIn } from '../../../test/render-signed-in';
import {
  FLAGGED_ANSWERS,
  NO_FLAG_ANSWERS,
  sampleDashboard,
} from '../../../features/reports/testing/sample-reports';
import { DashboardScreen } from './dashboard-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));
vi.mock('../../../config/runtime-config', () => ({
  runtimeConfig: () => ({ connectorEmail: 'connector@example.org' }),
}));

const admin = { id: 'ada', name: 'Ada', role: 'Admin' as const };
const mary = { id: 'mary', name: 'Mary Member', role: 'Patient' as const, facilityId: 'f1' };
const cora = { id: 'cora', name: 'Cora', role: 'Coordinator' as const, facilityId: 'f1' };
const val = { id: 'val', name: 'Val Volunteer', role: 'Volunteer' as const, facilityId: 'f1' };
const at = '2026-02-01T10:00:00.000Z';

function recent(id: string, name: string, chapters: [string, number][]) {
  return {
    _id: id,
    member: { _id: 'mary' },
    userName: 'Mary Member',
    collectionTemplate: { _id: `t-${id}`, name },
    memberSurveyList: chapters.map(([chapter, completeness], i) => ({
      _id: `${id}-m${String(i)}`,
      completeness,
      surveyTemplate: { name: chapter },
    })),
    completeness: 0,
    updatedAt: at,
  };
}

const memberData = {
  surveys: 3,
  completedSurveys: 2,
  notCompletedSurveys: 1,
  collectionNames: [],
  collections: [],
  userName: 'Mary Member',
  facilityName: 'Windsor Centre',
};

beforeEach(() => {
  apiCall.mockReset();
});

describe('the dashboard', () => {
  it("shows an Admin the three counts and the chart's table, and a failed count in a snackbar", async () => {
    apiCall.mockImplementation((route: string) => {
      switch (route) {
        case 'usersCount':
          return Promise.reject(new ApiError(500, 'INTERNAL', 'boom'));
        case 'memberCollectionsCompletedCount':
          return Promise.resolve({ count: 7 });
        case 'memberCollectionsInProgressCount':
          return Promise.resolve({ count: 4 });
        default:
          return Promise.resolve({
            data: [
              {
                collectionTemplate: 't1',
                collectionTemplateName: 'Community Connections',
                totalMemberCollections: 5,
              },
            ],
          });
      }
    });
    renderSignedIn(<DashboardScreen />, { viewer: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Unable to retrieve User Count. Please refresh and try again.',
    );
    expect(await screen.findByText('7')).toBeTruthy();
    expect(screen.getByText('4')).toBeTruthy();
    // The failed count keeps its spinner.
    expect(screen.getAllByRole('progressbar', { name: 'Loading' }).length).toBeGreaterThan(0);
    const table = await screen.findByRole('table', { name: 'Member surveys by type' });
    expect(table.textContent).toContain('Community Connections');
    expect(table.textContent).toContain('5');
  });

  it("shows a member their welcome line, incomplete series, latest survey, counter and the screener report's sections", async () => {
    apiCall.mockImplementation((route: string) => {
      switch (route) {
        case 'usersClient':
          return Promise.resolve(memberData);
        case 'memberCollectionsOfClient':
          return Promise.resolve({
            memberCollections: [],
            recentSurvey: {
              _id: 's1',
              name: 'Goals',
              patientId: 'mary',
              completeness: 50,
              approved: false,
              updatedAt: at,
              surveyTemplate: { _id: 'g', name: 'Goals' },
            },
            recentCollection: [
              recent('c1', 'Community Connections', [
                ['Circle', 100],
                ['Goals', 50],
              ]),
              recent('c2', 'Quality of Life - Short', [['Quality', 100]]),
            ],
          });
        case 'reportsDashboard':
          return Promise.resolve(
            sampleDashboard([
              { series: 'Community Connections' },
              { series: 'Social Health Screener - NEW' },
            ]),
          );
        case 'quotesToday':
          return Promise.resolve({
            day: '2026-02-01',
            quote: { text: 'A served thought.', author: 'Someone' },
          });
        default:
          return Promise.reject(new Error(`unexpected ${route}`));
      }
    });
    renderSignedIn(<DashboardScreen />, { viewer: mary });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Viewing Mary Member's dashboard" }),
    ).toBeTruthy();
    // The heading shows at once from the session; the facility line comes with her record.
    expect(await screen.findByText('Member of Windsor Centre')).toBeTruthy();
    expect(await screen.findByText('Community Connections')).toBeTruthy();
    // The complete series is not a current task.
    expect(screen.queryByText('Quality of Life - Short')).toBeNull();
    expect(screen.getByText('2026-02-01')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Completed Modules' }).textContent).toContain('2');
    expect(await screen.findByRole('heading', { name: 'Goals' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Health Alert' })).toBeTruthy();
    // The latest figures of every series, each tile with its source; no round to pick.
    expect(screen.queryByLabelText('Round')).toBeNull();
    const fromCc = screen.getAllByText(
      (_, el) => el?.tagName === 'P' && el.textContent === 'From Community Connections, 2026-01-15',
    );
    expect(fromCc.length).toBeGreaterThan(1);
    expect(screen.queryByText('Not Available')).toBeNull();
    expect(apiCall.mock.calls.find((c) => c[0] === 'reportsDashboard')?.[1]).toMatchObject({
      params: { userId: 'mary' },
    });
    expect(screen.getByRole('region', { name: 'Thought for the Day' }).textContent).toContain(
      'A served thought.',
    );
    expect(apiCall.mock.calls.find((c) => c[0] === 'usersClient')?.[1]).toMatchObject({
      params: { userID: 'mary' },
    });
  });

  it("Download prints the dashboard's latest figures of the member", async () => {
    apiCall.mockImplementation((route: string) => {
      switch (route) {
        case 'usersClient':
          return Promise.resolve(memberData);
        case 'memberCollectionsOfClient':
          return Promise.resolve({ memberCollections: [], recentCollection: [] });
        case 'reportsDashboard':
          return Promise.resolve(sampleDashboard([{ series: 'Quality Life Series' }]));
        case 'pdfReport':
          return new Promise(() => undefined);
        default:
          return Promise.reject(new Error(`unexpected ${route}`));
      }
    });
    renderSignedIn(<DashboardScreen />, { viewer: mary });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(apiCall).toHaveBeenLastCalledWith(
      'pdfReport',
      expect.objectContaining({ body: { kind: 'dashboard', userId: 'mary' } }),
    );
  });

  it('shows the selected-collection alert exactly when its Health Alert section lists a red or yellow flag', async () => {
    const ALERT = 'This series has health alerts. Please review the Health Alert section.';
    for (const changes of [NO_FLAG_ANSWERS, FLAGGED_ANSWERS]) {
      apiCall.mockImplementation((route: string) => {
        switch (route) {
          case 'usersClient':
            return Promise.resolve(memberData);
          case 'memberCollectionsOfClient':
            return Promise.resolve({ memberCollections: [], recentCollection: [] });
          case 'reportsDashboard':
            return Promise.resolve(sampleDashboard([{ series: 'Quality Life Series', changes }]));
          default:
            return new Promise(() => undefined);
        }
      });
      const view = renderSignedIn(<DashboardScreen />, { viewer: mary });
      const section = await screen.findByRole('region', { name: 'Health Alert' });
      if (changes === NO_FLAG_ANSWERS) {
        expect(section.textContent).toContain('No Red Flags');
        expect(section.textContent).toContain('No Yellow Flags');
        await new Promise((done) => setTimeout(done, 700));
        expect(screen.queryByText(ALERT)).toBeNull();
      } else {
        expect(section.textContent).not.toContain('No Red Flags');
        expect(await screen.findByText(ALERT, undefined, { timeout: 2000 })).toBeTruthy();
      }
      view.unmount();
    }
  });

  it("refuses a member outside the reader's scope at /Dashboard/:userID", async () => {
    apiCall.mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'Not found'));
    renderSignedIn(<DashboardScreen />, { viewer: cora, path: '/Dashboard/:userID', at: '/Dashboard/other' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not Authorized. Please refresh and try again.',
    );
  });

  it("shows 'Data not available.' where a member has no finished report round yet", async () => {
    apiCall.mockImplementation((route: string) =>
      route === 'usersClient'
        ? Promise.resolve(memberData)
        : route === 'memberCollectionsOfClient'
          ? Promise.resolve({ memberCollections: [], recentSurvey: null, recentCollection: [] })
          : Promise.resolve({}),
    );
    renderSignedIn(<DashboardScreen />, { viewer: mary });
    expect(await screen.findByText('Data not available.')).toBeTruthy();
    expect(screen.getByText('There is NO any survey updated')).toBeTruthy();
    expect(screen.getByText('No series assigned')).toBeTruthy();
  });

  it("shows a Coordinator their own series and each assigned member's under the member's name", async () => {
    apiCall.mockImplementation((route: string, options: { params: { userId?: string; id?: string } }) => {
      if (route === 'usersGetAll') {
        return Promise.resolve({
          patients: [{ _id: 'mary', role: 'Patient', name: 'Mary Member', status: 'active', enabled: true }],
          admins: [],
          coordinators: [],
          volunteers: [],
        });
      }
      if (route === 'memberCollectionsOfClient') {
        const own = options.params.userId === 'cora';
        return Promise.resolve({
          memberCollections: [],
          recentSurvey: null,
          recentCollection: [
            recent(own ? 'c9' : 'c1', own ? 'Quality Life Series' : 'Community Connections', [['A', 0]]),
          ],
        });
      }
      return Promise.reject(new Error(`unexpected ${route}`));
    });
    renderSignedIn(<DashboardScreen />, { viewer: cora });
    expect(await screen.findByRole('heading', { level: 1, name: "Viewing Cora's dashboard" })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Current Assigned Tasks' })).toBeTruthy();
    expect(await screen.findByText('Quality Life Series')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Assigned Series: Mary Member' })).toBeTruthy();
    expect(await screen.findByText('Community Connections')).toBeTruthy();
  });
  it("shows a Volunteer each assigned client's tasks under the client's name, not a list of their own", async () => {
    apiCall.mockImplementation((route: string, options: { params: { userId?: string } }) => {
      if (route === 'usersGetAll') {
        return Promise.resolve({
          patients: [
            { _id: 'mary', role: 'Patient', name: 'Mary Member', status: 'active', enabled: true },
            { _id: 'paul', role: 'Patient', name: 'Paul Patient', status: 'active', enabled: true },
          ],
          admins: [],
          coordinators: [],
          volunteers: [],
        });
      }
      if (route === 'memberCollectionsOfClient') {
        const mary = options.params.userId === 'mary';
        return Promise.resolve({
          memberCollections: [],
          recentSurvey: null,
          recentCollection: mary
            ? [
                recent('c1', 'Community Connections', [
                  ['Circle', 100],
                  ['Goals', 40],
                ]),
                recent('c2', 'Quality of Life - Short', [['Quality', 100]]),
              ]
            : [recent('c3', 'Social Health Screener - NEW', [['Screen', 100]])],
        });
      }
      return Promise.reject(new Error(`unexpected ${route}`));
    });
    renderSignedIn(<DashboardScreen />, { viewer: val });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Viewing Val Volunteer's dashboard" }),
    ).toBeTruthy();
    const marys = await screen.findByRole('heading', { name: 'Assigned Series: Mary Member' });
    expect(await screen.findByText('Community Connections')).toBeTruthy();
    // Only incomplete series are tasks: Mary's complete Quality of Life - Short is not listed.
    expect(screen.queryByText('Quality of Life - Short')).toBeNull();
    expect(marys).toBeTruthy();
    // Paul's only series is complete: his list says so.
    expect(await screen.findByRole('heading', { name: 'Assigned Series: Paul Patient' })).toBeTruthy();
    expect(screen.getByText('No series assigned')).toBeTruthy();
    // A Volunteer has no own task list (includeSelf is the Coordinator's): only the clients' are read.
    expect(screen.queryByRole('heading', { name: 'Current Assigned Tasks' })).toBeNull();
    const read = apiCall.mock.calls
      .filter((c) => c[0] === 'memberCollectionsOfClient')
      .map((c) => (c[1] as { params: { userId: string } }).params.userId);
    expect(read.toSorted()).toEqual(['mary', 'paul']);
  });

  it("shows a helper with no assigned members 'Persons Data Not Available'", async () => {
    apiCall.mockImplementation((route: string) =>
      route === 'usersGetAll'
        ? Promise.resolve({ patients: [], admins: [], coordinators: [], volunteers: [] })
        : Promise.reject(new Error(`unexpected ${route}`)),
    );
    renderSignedIn(<DashboardScreen />, { viewer: val });
    expect((await screen.findByRole('status')).textContent).toBe('Persons Data Not Available');
    expect(screen.queryByText('No series assigned')).toBeNull();
  });

  it("shows 'Unable to retrieve Recent Collections…' when a member's recent collections cannot be read", async () => {
    apiCall.mockImplementation((route: string) => {
      switch (route) {
        case 'usersClient':
          return Promise.resolve(memberData);
        case 'memberCollectionsOfClient':
          return Promise.reject(new ApiError(500, 'INTERNAL', 'boom'));
        case 'reportsDashboard':
          return Promise.resolve({});
        default:
          return Promise.reject(new Error(`unexpected ${route}`));
      }
    });
    renderSignedIn(<DashboardScreen />, { viewer: mary });
    // A server error is retried once (the query client's policy) before the alert shows.
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toBe(
      'Unable to retrieve Recent Collections. Please refresh and try again.',
    );
    // The other parts still show.
    expect(screen.getByText('Member of Windsor Centre')).toBeTruthy();
    expect(screen.getByText('Data not available.')).toBeTruthy();
  });

  it("shows an Admin 'An error occurred while fetching data…' when the chart's data cannot be read", async () => {
    apiCall.mockImplementation((route: string) =>
      route === 'memberCollectionsBySurveyType'
        ? Promise.reject(new ApiError(500, 'INTERNAL', 'boom'))
        : // The follow-up figures (issue 24) are another read of the dashboard; kept pending here.
          route === 'followupsFigures'
          ? new Promise(() => undefined) // never answers: only the chart's failure shows
          : Promise.resolve({ count: 3 }),
    );
    renderSignedIn(<DashboardScreen />, { viewer: admin });
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toContain(
      'An error occurred while fetching data. Please try again.',
    );
    expect(screen.queryByRole('table', { name: 'Member surveys by type' })).toBeNull();
  });
});
