// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client';
import { useMemberDashboardReads } from './member-dashboard';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));

describe("a member dashboard's reads", () => {
  it('render again when a read answers, even if its screen has so far read only its error', async () => {
    let answerReport: (value: unknown) => void = () => undefined;
    apiCall.mockImplementation((route: string) =>
      route === 'reportsDashboard'
        ? new Promise((resolve) => (answerReport = resolve))
        : new Promise(() => undefined),
    );
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    // Like the dashboard during its authentication check: it has looked only at the error.
    const { result } = renderHook(
      () => {
        const reads = useMemberDashboardReads('mary');
        void reads.report.error;
        return reads;
      },
      { wrapper },
    );
    await waitFor(() => expect(apiCall).toHaveBeenCalledWith('reportsDashboard', expect.anything()));
    await act(async () => answerReport({}));
    await waitFor(() => expect(result.current.report.status).toBe('success'));
  });
});
