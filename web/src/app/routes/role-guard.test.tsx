// @vitest-environment happy-dom
import type * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { matchPath, MemoryRouter } from 'react-router';
import { ROLES, type Role } from '@circles/shared/access/types';
import { menuFor } from '../../config/menu';
import { SessionContext } from '../../lib/auth/session-context';
import { renderUi } from '../../test/render-ui';
import { SIGNED_IN_ROUTES } from './route-access';
import { SCREEN_ROUTES, SignedInRoutes } from './signed-in-routes';

// Every lazy screen's loader, as React asks for it: a refused route must load none.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  return {
    ...react,
    lazy: (load: Parameters<typeof react.lazy>[0]) =>
      react.lazy(() => {
        loads.count += 1;
        return load();
      }),
  };
});
const apiCall = vi.fn();
vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));
const fetchSpy = vi.fn(() => Promise.reject(new Error('no network in this test')));

beforeEach(() => {
  loads.count = 0;
  apiCall.mockReset();
  apiCall.mockImplementation(() => new Promise(() => undefined));
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => vi.unstubAllGlobals());

/** A concrete address of a route pattern: each parameter gets a made-up id. */
function addressOf(pattern: string): string {
  return pattern.replace(/:[A-Za-z]+\??/g, 'id-1');
}

function renderAs(role: Role, at: string) {
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

const refused = ROLES.flatMap((role) =>
  SIGNED_IN_ROUTES.filter((r) => !r.roles.includes(role)).map((r) => ({ role, path: r.path })),
);

describe('role guards of the signed-in routes (issue 20)', () => {
  it('declares the roles of every route the router renders, and renders every route it declares', () => {
    const rendered = SCREEN_ROUTES.map((r) => r.path).sort();
    const declared = SIGNED_IN_ROUTES.map((r) => r.path).sort();
    expect(rendered).toEqual(declared);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('opens every side-menu entry of a role to that role', () => {
    for (const role of ROLES) {
      const links = menuFor({ id: 'me', role }).flatMap((item) =>
        'children' in item ? item.children : [item],
      );
      for (const link of links) {
        const route = SIGNED_IN_ROUTES.find((r) => matchPath(r.path, link.to));
        expect({ role, to: link.to, allowed: route?.roles.includes(role) }).toEqual({
          role,
          to: link.to,
          allowed: true,
        });
      }
    }
  });

  it('closes the staff screens to members: Mary may not open the modules management screen', () => {
    expect(refused).toContainEqual({ role: 'Patient', path: '/administration/booklets/management' });
    expect(refused).toContainEqual({ role: 'Patient', path: '/administration/users/management' });
    expect(refused).toContainEqual({ role: 'Volunteer', path: '/administration/projects/management' });
    expect(refused).toContainEqual({
      role: 'Coordinator',
      path: '/administration/booklets/template/edit/:id',
    });
  });

  it.each(refused)(
    'shows the not-found screen to a $role at $path, loading neither its code nor its data',
    async ({ role, path }) => {
      renderAs(role, addressOf(path));
      expect(await screen.findByRole('heading', { name: 'Error - 404.' })).toBeTruthy();
      expect(screen.getByText('The page you are looking for does not exist.')).toBeTruthy();
      await new Promise((done) => setTimeout(done, 20));
      expect(loads.count).toBe(0);
      expect(apiCall).not.toHaveBeenCalled();
      expect(fetchSpy).not.toHaveBeenCalled();
    },
  );

  it('opens an allowed route: the Admin gets the modules management screen, whose code then loads', async () => {
    renderAs('Admin', '/administration/booklets/management');
    await vi.waitFor(() => expect(loads.count).toBeGreaterThan(0));
    expect(screen.queryByRole('heading', { name: 'Error - 404.' })).toBeNull();
  });
});
