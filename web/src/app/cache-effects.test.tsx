// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createQueryClient } from '../lib/query-client';
import { useMemberModules, useUpdateMemberModule } from '../features/modules/api/member-modules';
import { useReport } from '../features/reports/api/reports';
import { useSeriesInstance } from '../features/series/api/series-instances';
import { useSeriesInstances, useStartSeriesInstance } from '../features/series/api/series';
import { useAssignMembers, useUpdateUser } from '../features/users/api/user-mutations';

/*
 * Issue 22: after a write, every screen showing the written data shows the new data without a reload,
 * although the app's cache keeps lists 30 s. Each test keeps a view mounted on the session's real
 * QueryClient, writes through the feature's mutation hook, and expects the view to follow: the
 * contract route of the write names the query families it makes stale (RouteDef.invalidates).
 */

const apiCall = vi.fn();
vi.mock('../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));

/** What the server holds; a write below changes it. */
let server = { progress: 0, modules: ['Outing'], memberName: 'Mary', instances: ['Series A'] };

beforeEach(() => {
  server = { progress: 0, modules: ['Outing'], memberName: 'Mary', instances: ['Series A'] };
  apiCall.mockReset();
  apiCall.mockImplementation((route: string) => {
    const answers: Record<string, () => unknown> = {
      memberCollectionsGet: () => ({ memberCollection: { _id: 'mc-1', completeness: server.progress } }),
      memberCollectionsList: () => ({ memberCollectionList: server.instances.map((name) => ({ name })) }),
      reportsScreen: () => ({ rounds: server.progress }),
      memberSurveysList: () => ({
        memberSurveyList: server.modules.map((name) => ({ name, patientName: server.memberName })),
      }),
      memberSurveysUpdate: () => {
        server.progress = 50;
        return { memberSurvey: { _id: 'ms-1' } };
      },
      memberCollectionsCreate: () => {
        server.modules = [...server.modules, 'Chapter 1'];
        return { memberCollection: { _id: 'mc-2' } };
      },
      usersAssignPatients: () => {
        server.instances = [...server.instances, 'Series B'];
        return {};
      },
      usersUpdateProfile: () => {
        server.memberName = 'Mary Smith';
        return {};
      },
    };
    return Promise.resolve(answers[route]?.() ?? {});
  });
});

function session() {
  const client = createQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('views follow the writes their contract routes declare', () => {
  it('shows the new progress of the series instance and report after a module save', async () => {
    const { result } = renderHook(
      () => ({
        series: useSeriesInstance('mc-1'),
        report: useReport('screener', 'mary'),
        save: useUpdateMemberModule('ms-1'),
      }),
      { wrapper: session() },
    );
    await waitFor(() => expect(result.current.series.data).toMatchObject({ completeness: 0 }));
    await waitFor(() => expect(result.current.report.data).toMatchObject({ rounds: 0 }));
    await act(() => result.current.save.mutateAsync({ action: 'save', responseJSON: {}, version: 1 }));
    await waitFor(() => expect(result.current.series.data).toMatchObject({ completeness: 50 }));
    await waitFor(() => expect(result.current.report.data).toMatchObject({ rounds: 50 }));
  });

  it("shows a new series instance's member modules after the series change", async () => {
    const { result } = renderHook(() => ({ modules: useMemberModules(), start: useStartSeriesInstance() }), {
      wrapper: session(),
    });
    await waitFor(() => expect(result.current.modules.data).toHaveLength(1));
    await act(() => result.current.start.mutateAsync({ member: 'mary', collectionTemplate: 'tpl' }));
    await waitFor(() => expect(result.current.modules.data).toHaveLength(2));
  });

  it('shows the series instances of newly assigned members after an assignment', async () => {
    const { result } = renderHook(() => ({ series: useSeriesInstances(), assign: useAssignMembers() }), {
      wrapper: session(),
    });
    await waitFor(() => expect(result.current.series.data).toHaveLength(1));
    await act(() => result.current.assign.mutateAsync({ workerIds: ['vol'], memberIds: ['mary'] }));
    await waitFor(() => expect(result.current.series.data).toHaveLength(2));
  });

  it("shows the member's new name in the member module list after a profile change", async () => {
    const { result } = renderHook(() => ({ modules: useMemberModules(), update: useUpdateUser('mary') }), {
      wrapper: session(),
    });
    await waitFor(() => expect(result.current.modules.data?.[0]).toMatchObject({ patientName: 'Mary' }));
    await act(() => result.current.update.mutateAsync({ kind: 'profile', body: { version: 1 } } as never));
    await waitFor(() =>
      expect(result.current.modules.data?.[0]).toMatchObject({ patientName: 'Mary Smith' }),
    );
  });
});
