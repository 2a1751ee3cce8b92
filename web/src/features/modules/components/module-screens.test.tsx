// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { MemberModule } from '@circles/shared/schemas/module';
import type { StoredSession } from '../../../lib/auth/session-storage';
import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';
import { SessionContext } from '../../../lib/auth/session-context';
import { renderUi } from '../../../test/render-ui';
import { marysIntakeModule } from '../testing/module-fixtures';
import { CompletingModuleScreen, ModuleFillScreen, ModuleViewScreen } from './module-screens';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const viewer = (role: StoredSession['role']): StoredSession => ({
  id: `${role}-1`,
  name: role,
  role,
  facilityId: 'fac-1',
});

/** Mary's module ms-1 with one question. */
const MODULE: MemberModule = {
  ...marysIntakeModule(),
  canRestore: false,
  surveyJSON: { pages: [{ name: 'p1', elements: [{ type: 'text', name: 'a', title: 'First answer' }] }] },
  responseJSON: {},
};

beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation((route: string) =>
    route === 'memberSurveysGet' ? Promise.resolve({ memberSurvey: MODULE }) : new Promise(() => undefined),
  );
});

/** Renders `ui` signed in as `viewer` at `at` in a data router (the fill-in page holds Back while unsaved). */
function renderSignedIn(
  ui: ReactElement,
  { viewer, path, at }: { viewer: StoredSession; path: string; at: string },
) {
  const session = {
    state: { status: 'authenticated' as const, user: viewer },
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
  };
  const router = createMemoryRouter([{ path, element: ui }], { initialEntries: [at] });
  return renderUi(
    <SessionContext.Provider value={session}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionContext.Provider>,
  );
}

const hrefOf = async (name: string) => (await screen.findByRole('link', { name })).getAttribute('href');

describe('the module pages (spec 001 §2.2, §2.4, §2.5)', () => {
  it("the Admin's fill-in page links View to the read-only view", async () => {
    renderSignedIn(<ModuleFillScreen mode="admin" />, {
      viewer: viewer('Admin'),
      path: '/administration/booklets/user/edit/:id',
      at: '/administration/booklets/user/edit/ms-1',
    });
    expect(await hrefOf('View')).toBe('/administration/booklets/user/view/ms-1');
  });

  it("the staff and client fill-in pages have no View link (the Admin's only)", async () => {
    for (const mode of ['staff', 'client'] as const) {
      const view = renderSignedIn(<ModuleFillScreen mode={mode} />, {
        viewer: viewer(mode === 'staff' ? 'Volunteer' : 'Patient'),
        path: '/b/:id',
        at: '/b/ms-1',
      });
      await screen.findByRole('button', { name: 'Refresh' });
      expect(screen.queryByRole('link', { name: 'View' })).toBeNull();
      view.unmount();
    }
  });

  it("the read-only view's Edit goes to /administration/booklets/user/edit/{id} for the Admin", async () => {
    renderSignedIn(<ModuleViewScreen />, {
      viewer: viewer('Admin'),
      path: '/administration/booklets/user/view/:id',
      at: '/administration/booklets/user/view/ms-1',
    });
    expect(await hrefOf('Edit')).toBe('/administration/booklets/user/edit/ms-1');
  });

  it("'Completing Module' has Back to Member, to the member's profile", async () => {
    renderSignedIn(<CompletingModuleScreen />, {
      viewer: viewer('Volunteer'),
      path: '/booklet/:id',
      at: '/booklet/ms-1',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Completing Module' })).toBeTruthy();
    expect(await hrefOf('Back to Member')).toBe('/profile/mary');
  });

  it.each([
    ['Admin', true],
    ['Coordinator', true],
    ['Volunteer', false],
    ['Patient', false],
  ] as const)("'Approve this Module' on 'Completing Module' for a %s: shown %s", async (role, shown) => {
    renderSignedIn(<CompletingModuleScreen />, {
      viewer: viewer(role),
      path: '/booklet/:id',
      at: '/booklet/ms-1',
    });
    await screen.findByRole('link', { name: 'Back to Member' });
    expect(screen.queryByRole('button', { name: 'Approve this Module' }) !== null).toBe(shown);
  });
});
