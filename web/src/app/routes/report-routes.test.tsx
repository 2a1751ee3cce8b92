// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ROLES, type Role } from '@circles/shared/access/types';
import { ApiError } from '../../lib/api-client';
import { SessionContext } from '../../lib/auth/session-context';
import { renderUi } from '../../test/render-ui';
import { samplePayload } from '../../features/reports/testing/sample-reports';
import { rolesOf } from './route-access';
import { SignedInRoutes } from './signed-in-routes';

const apiCall = vi.fn();
vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));
vi.mock('../../config/runtime-config', () => ({
  runtimeConfig: () => ({ connectorEmail: 'connector@example.org' }),
}));

/** What the server answers: the member's Community Connection report, or 404 for `outside`. */
function answer(outside = false) {
  apiCall.mockImplementation((route: string) => {
    if (route !== 'reportsNeighbours') return new Promise(() => undefined);
    return outside
      ? Promise.reject(new ApiError(404, 'NOT_FOUND', 'Not found'))
      : Promise.resolve(samplePayload('Community Connections'));
  });
}

function openAs(role: Role, at: string) {
  const session = {
    state: { status: 'authenticated' as const, user: { id: 'me', name: 'Me', role, facilityId: 'fac' } },
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
  };
  return renderUi(
    <SessionContext.Provider value={session}>
      <MemoryRouter initialEntries={[at]}>
        <SignedInRoutes />
      </MemoryRouter>
    </SessionContext.Provider>,
  );
}

beforeEach(() => {
  apiCall.mockReset();
});

// Spec 000 §2: /reports/:userID, /ClientReports/:userID and /ClientReports1/:userID all show the
// Community Connection series report for a user.
const CLIENT_PATHS = ['/ClientReports', '/ClientReports1'] as const;

describe('the /ClientReports and /ClientReports1 routes', () => {
  it('are open to exactly the roles of /reports/:userID', () => {
    for (const base of CLIENT_PATHS) {
      expect(rolesOf(`${base}/:userID`)).toEqual(rolesOf('/reports/:userID'));
      expect(rolesOf(`${base}/:userID`).length).toBeGreaterThan(0);
    }
  });

  const allowed = CLIENT_PATHS.flatMap((base) =>
    ROLES.filter((role) => rolesOf(`${base}/:userID`).includes(role)).map((role) => ({ base, role })),
  );
  it.each(allowed)(
    "show a $role the user's Community Connection series report at $base/mary",
    async ({ base, role }) => {
      answer();
      openAs(role, `${base}/mary`);
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Community Connection Series Report' },
          // The screen's chunk loads on the first visit.
          { timeout: 5000 },
        ),
      ).toBeTruthy();
      expect(apiCall).toHaveBeenCalledWith(
        'reportsNeighbours',
        expect.objectContaining({ params: { userId: 'mary' } }),
      );
      expect(screen.getByRole('button', { name: 'Download' })).toBeTruthy();
    },
  );

  it.each(CLIENT_PATHS)(
    "refuse a member outside the reader's scope as /reports does: 'Not Authorized. Please refresh and try again.'",
    async (base) => {
      answer(true);
      openAs('Volunteer', `${base}/other`);
      expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
        'Not Authorized. Please refresh and try again.',
      );
      expect(screen.queryByRole('heading', { name: 'Community Connection Series Report' })).toBeNull();
    },
  );
});
