// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../test/render-signed-in';
import { ApiError } from '../../../lib/api-client';
import { FollowupResourcesScreen } from './followup-resources-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const ada = { id: 'ada', name: 'Ada Admin', role: 'Admin' as const };
const facilities = [
  { _id: 'fac-river', name: 'Riverside', prefix: 'RCC' },
  { _id: 'fac-lake', name: 'Lakeshore', prefix: 'LWH' },
];
const riverside = {
  facilityId: 'fac-river',
  version: 4,
  services: [
    { id: 'svc-1', name: 'Meals on Wheels', phone: '555-0100' },
    { id: 'svc-2', name: 'Friendly Visiting', notes: 'Tuesdays' },
  ],
};

/** The screen's reads; `put` answers the PUT (the list after it, or a failure). */
function answer(put: (body: unknown) => Promise<unknown> = (body) => Promise.resolve(body)) {
  apiCall.mockImplementation(
    (route: string, options: { params?: { facilityId: string }; body?: unknown }) => {
      if (route === 'facilitiesList') return Promise.resolve({ facilities });
      if (route === 'followupsResourcesGet')
        return Promise.resolve({
          resources:
            options.params?.facilityId === 'fac-river'
              ? riverside
              : { facilityId: options.params?.facilityId, version: 0, services: [] },
        });
      if (route === 'followupsResourcesPut') return put(options.body);
      return Promise.reject(new Error(`unexpected ${route}`));
    },
  );
}

const open = (at = '/administration/followups/services') =>
  renderSignedIn(<FollowupResourcesScreen />, {
    viewer: ada,
    path: '/administration/followups/services',
    at,
  });

const rows = () =>
  within(screen.getByRole('table', { name: 'Services of Riverside' }))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('data-row-id'));
const putBodies = () =>
  apiCall.mock.calls.filter(([route]) => route === 'followupsResourcesPut').map(([, o]) => o.body);

beforeEach(() => {
  apiCall.mockReset();
});

describe("the Admin's follow-up services (issue 24)", () => {
  it("lists the first facility's services, and another facility's when chosen", async () => {
    answer();
    open();
    await screen.findByRole('table', { name: 'Services of Riverside' });
    expect(rows().map((r) => r.getAttribute('data-row-id'))).toEqual(['svc-1', 'svc-2']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Facility' }));
    await user.click(screen.getByRole('option', { name: 'Lakeshore' }));
    await screen.findByRole('table', { name: 'Services of Lakeshore' });
    expect(screen.getByRole('status').textContent).toMatch(/^No services yet/);
  });

  it('adds a service: the whole list with the new one and the version read', async () => {
    answer();
    open('/administration/followups/services?facility=fac-river');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a service' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a service' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please fill in this field.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Seniors Helpline');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone (optional)' }), '211');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(putBodies()).toEqual([
        {
          version: 4,
          services: [
            { id: 'svc-1', name: 'Meals on Wheels', phone: '555-0100' },
            { id: 'svc-2', name: 'Friendly Visiting', notes: 'Tuesdays' },
            { name: 'Seniors Helpline', phone: '211', notes: '' },
          ],
        },
      ]),
    );
    expect(await screen.findByText('The list of services is saved.')).toBeTruthy();
  });

  it('renames a service keeping its id, and removes the selected ones', async () => {
    answer();
    open('/administration/followups/services?facility=fac-river');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Meals on Wheels' }));
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Meals (Riverside)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(putBodies()[0]).toMatchObject({
        services: [
          { id: 'svc-1', name: 'Meals (Riverside)', phone: '555-0100' },
          { id: 'svc-2', name: 'Friendly Visiting' },
        ],
      }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(rows()[1]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await vi.waitFor(() =>
      expect(putBodies()[1]).toEqual({
        version: 4,
        services: [{ id: 'svc-1', name: 'Meals on Wheels', phone: '555-0100' }],
      }),
    );
  });

  it("shows the server's problem under the name, and says a list changed elsewhere was reloaded", async () => {
    answer(() =>
      Promise.reject(
        new ApiError(400, 'VALIDATION', 'bad', [
          { path: 'services.2.name', message: 'Another service has this name already.' },
        ]),
      ),
    );
    open('/administration/followups/services?facility=fac-river');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a service' }));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'friendly visiting');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another service has this name already.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true');

    answer(() => Promise.reject(new ApiError(409, 'STALE_VERSION', 'stale')));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByText(/changed elsewhere/)).textContent).toMatch(/reloaded/);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Name/ }).value).toBe('friendly visiting');
  });
});
