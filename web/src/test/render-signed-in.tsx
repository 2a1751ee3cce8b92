import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { RenderResult } from '@testing-library/react';
import { createQueryClient } from '../lib/query-client';
import { SessionContext } from '../lib/auth/session-context';
import type { StoredSession } from '../lib/auth/session-storage';
import { renderUi } from './render-ui';

/**
 * Renders a signed-in screen for a component test: `viewer` as the session's user, a fresh query
 * cache, and a router at `at` whose route `path` shows `ui` (so `useParams` works); `routes` adds
 * the screens a navigation lands on (path → element). Screens behind `RequireAuthCheck` need
 * `vi.mock('…/lib/auth/use-auth-check', …)` in the test file.
 */
export function renderSignedIn(
  ui: ReactElement,
  {
    viewer,
    path = '/',
    at = path,
    routes = {},
  }: { viewer: StoredSession; path?: string; at?: string; routes?: Record<string, ReactElement> },
): RenderResult {
  const session = {
    state: { status: 'authenticated' as const, user: viewer },
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
  };
  return renderUi(
    <SessionContext.Provider value={session}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={path} element={ui} />
            {Object.entries(routes).map(([to, element]) => (
              <Route key={to} path={to} element={element} />
            ))}
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </SessionContext.Provider>,
  );
}
