// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEventView } from '@circles/shared/schemas/audit';
import { ApiError } from '../../../lib/api-client';
import { renderSignedIn } from '../../../test/render-signed-in';
import { MemberAuditTrail } from './member-audit-trail';
import { asPhone } from '../../../test/phone';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));

const ada = { id: 'ada', name: 'Ada Admin', role: 'Admin' as const, facilityId: 'fac-1' };
const seen: AuditEventView = {
  id: '01JDQ0000000000000000000AA',
  at: '2026-11-25T15:04:05.000Z',
  action: 'dashboard.client',
  outcome: 'allowed',
  actor: { id: 'victor', name: 'Victor Volunteer', role: 'Volunteer' },
  member: { id: 'mary', name: 'Mary Member' },
  facility: { id: 'fac-1', name: 'Riverside' },
};
const csv = { fileName: 'audit-trail_mary_2026-11-25.csv', csv: 'time\r\n', rows: 1, truncated: false };

function answer(events: AuditEventView[], csvAnswer: () => Promise<unknown> = () => Promise.resolve(csv)) {
  apiCall.mockImplementation((route: string) => {
    if (route === 'auditList') return Promise.resolve({ events });
    if (route === 'auditMemberCsv') return csvAnswer();
    return Promise.reject(new ApiError(500, 'INTERNAL', `unexpected ${route}`));
  });
}

const renderTrail = () =>
  renderSignedIn(<MemberAuditTrail memberId="mary" memberName="Mary Member" />, { viewer: ada });

const saved: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  apiCall.mockReset();
  saved.length = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push({ name: '', blob });
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.at(-1)!.name = this.download;
  });
});
afterEach(() => vi.restoreAllMocks());

describe("a record's 'Who has seen this record'", () => {
  it('lists who saw the record (who, role, action, when) and links to the audit log', async () => {
    answer([seen]);
    renderTrail();
    expect(screen.getByRole('heading', { level: 2, name: 'Who has seen this record' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Events on this record' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.slice(1)).toEqual(['Who', 'Role', 'Action', 'When', 'Outcome']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Victor Volunteer')).toBeTruthy();
    expect(within(row).getByText('dashboard.client')).toBeTruthy();
    expect(apiCall).toHaveBeenCalledWith(
      'auditList',
      expect.objectContaining({ query: { memberId: 'mary', limit: 100 } }),
    );
    expect(screen.getByRole('link', { name: 'Open in the audit log' }).getAttribute('href')).toBe(
      '/administration/audit?member=mary',
    );
    expect(screen.getByRole('link', { name: 'What this user did' }).getAttribute('href')).toBe(
      '/administration/audit?actor=mary',
    );
  });

  it('says so plainly when nobody has opened the record', async () => {
    answer([]);
    renderTrail();
    expect((await screen.findByRole('status')).textContent).toBe('Nobody has opened this record yet.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('downloads the trail as a CSV file under its name and says how many events it holds', async () => {
    answer([seen]);
    renderTrail();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Downloaded audit-trail_mary_2026-11-25.csv (1 events).')).toBeTruthy();
    expect(apiCall).toHaveBeenCalledWith(
      'auditMemberCsv',
      expect.objectContaining({ params: { memberId: 'mary' } }),
    );
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('audit-trail_mary_2026-11-25.csv');
    expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
    expect(await saved[0]!.blob.text()).toBe('\uFEFFtime\r\n');
  });

  it('warns when the file holds only the newest events', async () => {
    answer([seen], () => Promise.resolve({ ...csv, rows: 10000, truncated: true }));
    renderTrail();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(
      await screen.findByText(
        'The file holds the newest 10000 events only. Choose dates in the audit log to export older ones.',
      ),
    ).toBeTruthy();
  });

  it('shows the catalogue text when the CSV cannot be made, and saves nothing', async () => {
    answer([seen], () => Promise.reject(new ApiError(0, 'NETWORK', 'x')));
    renderTrail();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Unable to prepare the CSV. Please try again.'),
    );
    expect(saved).toHaveLength(0);
  });

  it('on a phone, shows each event as a card of labelled values instead of a wide table', async () => {
    const phone = asPhone();
    answer([seen, { ...seen, id: '01JDQ0000000000000000000AB', outcome: 'denied' }]);
    renderTrail();
    const list = await screen.findByRole('list', { name: 'Events on this record' });
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Who').nextElementSibling?.textContent).toBe('Victor Volunteer');
    expect(within(cards[0]!).getByText('Action').nextElementSibling?.textContent).toBe('dashboard.client');
    expect(within(cards[1]!).getByText('Denied').tagName).toBe('STRONG');
    phone.mockRestore();
  });
});
