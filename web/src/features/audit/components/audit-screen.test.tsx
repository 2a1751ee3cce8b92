// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEventView } from '@circles/shared/schemas/audit';
import { ApiError } from '../../../lib/api-client';
import { renderSignedIn } from '../../../test/render-signed-in';
import { AuditScreen } from './audit-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const ada = { id: 'ada', name: 'Ada Admin', role: 'Admin' as const, facilityId: 'fac-1' };

const auditEvent = (over: Partial<AuditEventView> = {}): AuditEventView => ({
  id: '01JDQ0000000000000000000AA',
  at: '2026-11-25T15:04:05.000Z',
  action: 'dashboard.client',
  outcome: 'allowed',
  actor: { id: 'victor', name: 'Victor Volunteer', role: 'Volunteer' },
  member: { id: 'mary', name: 'Mary Member' },
  facility: { id: 'fac-1', name: 'Riverside' },
  ...over,
});

/** Answers `auditList` with `pages` in turn (the last one again after that); `usersList` with nobody. */
function answer(...pages: { events: AuditEventView[]; cursor?: string }[]) {
  let call = 0;
  apiCall.mockImplementation((route: string, options: unknown) => {
    if (route === 'auditList') return Promise.resolve(pages[Math.min(call++, pages.length - 1)]);
    if (route === 'usersList') {
      const { role } = (options as { query: { role: string } }).query;
      const users = role === 'Volunteer' ? [{ _id: 'victor', name: 'Victor Volunteer', role }] : [];
      return Promise.resolve({ users, count: users.length });
    }
    return Promise.reject(new ApiError(500, 'INTERNAL', `unexpected ${route}`));
  });
}

const auditCalls = () => apiCall.mock.calls.filter(([route]) => route === 'auditList');
const renderScreen = (at = '/administration/audit') =>
  renderSignedIn(<AuditScreen />, { viewer: ada, path: '/administration/audit', at });

beforeEach(() => {
  apiCall.mockReset();
});

describe('the audit screen', () => {
  it('lists who did what to whose record, newest first, with names, roles and outcomes', async () => {
    answer({
      events: [
        auditEvent(),
        auditEvent({
          id: '01JDQ0000000000000000000AB',
          action: 'user.view',
          outcome: 'denied',
          actor: { id: 'anonymous', name: null, role: 'Anonymous' },
          member: { id: 'paul', name: 'Paul Member' },
          facility: null,
        }),
      ],
    });
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Events' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: 'Victor Volunteer' }).getAttribute('href')).toBe(
      '/administration/users/view/victor',
    );
    expect(within(rows[0]!).getByText('Volunteer')).toBeTruthy();
    expect(within(rows[0]!).getByText('dashboard.client')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Mary Member' })).toBeTruthy();
    expect(within(rows[0]!).getByText('Allowed')).toBeTruthy();
    expect(within(rows[0]!).getByText('Riverside')).toBeTruthy();
    expect(within(rows[1]!).getByText('Anonymous visitor')).toBeTruthy();
    expect(within(rows[1]!).getByText('Not signed in')).toBeTruthy();
    expect(within(rows[1]!).getByText('Denied').tagName).toBe('STRONG');
    expect(auditCalls()[0]![1]).toMatchObject({ query: { limit: 100 } });
  });

  it('says calmly that nothing matches, without an error', async () => {
    answer({ events: [] });
    renderScreen();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('No events match these filters.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a named spinner while the log loads', () => {
    apiCall.mockImplementation(() => new Promise(() => undefined));
    renderScreen();
    expect(screen.getByRole('progressbar', { name: 'Loading the audit log' })).toBeTruthy();
  });

  it('keeps asking while short pages come back with a cursor, then shows what it found', async () => {
    answer({ events: [], cursor: 'c1' }, { events: [], cursor: 'c2' }, { events: [auditEvent()] });
    renderScreen();
    await screen.findByRole('table', { name: 'Events' });
    expect(auditCalls().map(([, o]) => (o as { query: { cursor?: string } }).query.cursor)).toEqual([
      undefined,
      'c1',
      'c2',
    ]);
  });

  it.each([
    ['FORBIDDEN', new ApiError(403, 'FORBIDDEN', 'x'), 'Only an Admin may read the audit log.'],
    [
      'VALIDATION',
      new ApiError(400, 'VALIDATION', 'x'),
      'Some filters are not valid. Please correct them and try again.',
    ],
    [
      'NETWORK',
      new ApiError(0, 'NETWORK', 'x'),
      'Unable to retrieve the audit log. Please refresh and try again.',
    ],
  ])('shows the catalogue text for an error %s', async (_code, error, text) => {
    apiCall.mockImplementation((route: string) =>
      route === 'auditList' ? Promise.reject(error) : Promise.resolve({ users: [], count: 0 }),
    );
    renderScreen();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('applies the action and the days (whole days, in local time) from the keyboard', async () => {
    answer({ events: [auditEvent()] });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('table');
    await user.type(screen.getByRole('combobox', { name: 'Action' }), 'user.view');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-02');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(auditCalls().length).toBe(2));
    expect(auditCalls()[1]![1]).toMatchObject({
      query: {
        action: 'user.view',
        from: new Date(2026, 10, 1).toISOString(),
        to: new Date(2026, 10, 3).toISOString(),
        limit: 100,
      },
    });
  });

  it('refuses a range that ends before it starts and a malformed action, without asking the server', async () => {
    answer({ events: [auditEvent()] });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('From'), '2026-11-05');
    await user.type(screen.getByLabelText('To'), '2026-11-02');
    await user.type(screen.getByRole('combobox', { name: 'Action' }), 'drop table');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByText('The end date must not be before the start date.')).toBeTruthy();
    expect(screen.getByText('An action is words joined by dots, such as dashboard.client.')).toBeTruthy();
    expect(auditCalls()).toHaveLength(1);
  });

  it('opens on the filters of its address, and clears them all', async () => {
    answer({ events: [auditEvent()] });
    const user = userEvent.setup();
    renderScreen('/administration/audit?member=mary&actor=victor&action=dashboard.client');
    await screen.findByRole('table');
    expect(auditCalls()[0]![1]).toMatchObject({
      query: { memberId: 'mary', actorId: 'victor', action: 'dashboard.client' },
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(auditCalls().length).toBe(2));
    expect((auditCalls()[1]![1] as { query: object }).query).toEqual({ limit: 100 });
  });

  it('looks the user who acted up by name only once the list opens, and filters by their id', async () => {
    answer({ events: [auditEvent()] });
    const user = userEvent.setup();
    renderScreen();
    await screen.findByRole('table');
    expect(apiCall.mock.calls.some(([route]) => route === 'usersList')).toBe(false);
    await user.type(screen.getByRole('combobox', { name: 'User who acted' }), 'Vic');
    // Searched on the server by the typed name, after a pause in typing.
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith(
        'usersList',
        expect.objectContaining({ query: expect.objectContaining({ name: 'Vic' }) }),
      ),
    );
    await user.click(await screen.findByRole('option', { name: 'Victor Volunteer' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(auditCalls().length).toBe(2));
    expect(auditCalls()[1]![1]).toMatchObject({ query: { actorId: 'victor', limit: 100 } });
  });
});
