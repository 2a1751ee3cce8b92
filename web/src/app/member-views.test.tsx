// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createQueryClient, MEMBER_VIEW_ROOTS } from '../lib/query-client';
import { dashboardKeys, useAdminCounts, useMemberDashboard } from '../features/dashboard/api/dashboard';
import { reportKeys, useReport } from '../features/reports/api/reports';
import { seriesInstanceKeys } from '../features/series/api/series-instances';
import { useFacilities } from '../features/users/api/users';

const apiCall = vi.fn();
vi.mock('../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));

/** The figure every mocked read answers; a test changes it between two visits of a screen. */
let figure = 0;

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation((route: string) => {
    const answers: Record<string, unknown> = {
      usersCount: { count: figure },
      memberCollectionsCompletedCount: { count: figure },
      memberCollectionsInProgressCount: { count: figure },
      memberCollectionsBySurveyType: { data: [] },
      usersClient: { completedSurveys: figure },
      reportsScreen: { rounds: figure },
      facilitiesList: { facilities: [], count: figure },
    };
    return Promise.resolve(answers[route] ?? {});
  });
});

/** The app's cache: one for the session. */
function sessionCache(): { client: QueryClient; wrapper: (p: { children: ReactNode }) => ReactNode } {
  const client = createQueryClient();
  return {
    client,
    wrapper: ({ children }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  };
}

/** Opens a screen's read, leaves it, changes the server's figure, and opens the screen again. */
async function revisit<T>(
  read: () => T,
  value: (r: T) => unknown,
  wrapper: (p: { children: ReactNode }) => ReactNode,
) {
  figure = 9;
  const first = renderHook(read, { wrapper });
  await waitFor(() => expect(value(first.result.current)).toBe(9));
  first.unmount();
  figure = 10; // written meanwhile: by this person on another screen, or by someone else
  const again = renderHook(read, { wrapper });
  return again;
}

describe('views of member data in the signed-in cache', () => {
  it("are the features' dashboard, report and series-instance queries", () => {
    expect(MEMBER_VIEW_ROOTS).toEqual([dashboardKeys.all, reportKeys.all, seriesInstanceKeys.all]);
  });

  it("read the Admin's counts again when the dashboard opens again (a member created meanwhile counts)", async () => {
    const { wrapper } = sessionCache();
    const again = await revisit(useAdminCounts, (r) => r.users.data, wrapper);
    await waitFor(() => expect(again.result.current.users.data).toBe(10));
  });

  it("read a member's dashboard and reports again when opened again (a module completed meanwhile shows)", async () => {
    const { wrapper } = sessionCache();
    const dashboard = await revisit(
      () => useMemberDashboard('mary'),
      (r) => (r.data as { completedSurveys?: number } | undefined)?.completedSurveys,
      wrapper,
    );
    await waitFor(() =>
      expect((dashboard.result.current.data as { completedSurveys?: number }).completedSurveys).toBe(10),
    );
    const report = await revisit(
      () => useReport('screener', 'mary'),
      (r) => (r.data as { rounds?: number } | undefined)?.rounds,
      wrapper,
    );
    await waitFor(() => expect((report.result.current.data as { rounds?: number }).rounds).toBe(10));
  });

  it('keep other lists for the app-wide 30 s (the facilities are not read again on a quick return)', async () => {
    const { wrapper } = sessionCache();
    const again = await revisit(
      () => useFacilities(),
      (r) => (r.data as { count?: number } | undefined)?.count,
      wrapper,
    );
    await new Promise((done) => setTimeout(done, 200));
    expect((again.result.current.data as { count?: number }).count).toBe(9);
  });
});
