// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../test/render-signed-in';
import { asPhone } from '../../../test/phone';
import { followupOf } from '../test/fixtures';
import { FollowupsSection } from './followups-section';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));

const val = { id: 'val', name: 'Val Volunteer', role: 'Volunteer' as const, facilityId: 'fac-1' };

const later = followupOf({
  _id: 'fu-later',
  memberName: 'Paul Member',
  severity: 'yellow',
  finding: { ...followupOf().finding, text: 'Little social contact' },
  dueAt: '2026-11-30T09:00:00.000Z',
  overdue: false,
});
const overdue = followupOf({ _id: 'fu-overdue' });
const resolved = followupOf({
  _id: 'fu-resolved',
  memberName: 'Otto Member',
  status: 'resolved',
  severity: 'highRisk',
  dueAt: '2026-10-01T09:00:00.000Z',
  overdue: false,
  resolvedAt: '2026-10-02T09:00:00.000Z',
});

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Open follow-ups' }))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('data-row-id'));

beforeEach(() => {
  apiCall.mockReset();
});

describe("'Follow-ups' on a helper's dashboard (issue 24)", () => {
  it('lists open ones first, earliest due first, and the resolved ones after them', async () => {
    apiCall.mockResolvedValue({ followups: [resolved, later, overdue] });
    renderSignedIn(<FollowupsSection />, { viewer: val });
    await screen.findByRole('table', { name: 'Open follow-ups' });
    expect(bodyRows().map((row) => row.getAttribute('data-row-id'))).toEqual([
      'fu-overdue',
      'fu-later',
      'fu-resolved',
    ]);
    expect(apiCall).toHaveBeenCalledWith(
      'followupsMine',
      expect.objectContaining({ query: { state: 'open' } }),
    );
  });

  it("marks an overdue follow-up with the word 'Overdue', not by colour alone", async () => {
    apiCall.mockResolvedValue({ followups: [overdue, later] });
    renderSignedIn(<FollowupsSection />, { viewer: val });
    await screen.findByRole('table', { name: 'Open follow-ups' });
    const [first, second] = bodyRows();
    expect(within(first!).getByText('Overdue')).toBeTruthy();
    expect(within(second!).queryByText('Overdue')).toBeNull();
  });

  it("marks a follow-up the escalation job moved on 'Escalated', in words", async () => {
    const escalated = followupOf({ _id: 'fu-escalated', escalatedAt: '2026-11-24T10:00:00.000Z' });
    apiCall.mockResolvedValue({ followups: [escalated, later] });
    renderSignedIn(<FollowupsSection />, { viewer: val });
    await screen.findByRole('table', { name: 'Open follow-ups' });
    const [first, second] = bodyRows();
    expect(within(first!).getByText('Escalated')).toBeTruthy();
    expect(within(second!).queryByText('Escalated')).toBeNull();
  });

  it('filters by severity and by status with the table kit’s dropdowns, overdue among the statuses', async () => {
    apiCall.mockResolvedValue({ followups: [overdue, later, resolved] });
    renderSignedIn(<FollowupsSection />, { viewer: val });
    await screen.findByRole('table', { name: 'Open follow-ups' });
    const user = userEvent.setup();
    const ids = () => bodyRows().map((row) => row.getAttribute('data-row-id'));
    const choose = async (filter: string, option: string) => {
      await user.click(screen.getByRole('combobox', { name: filter }));
      await user.click(screen.getByRole('option', { name: option }));
    };
    await user.click(screen.getByRole('combobox', { name: 'Severity' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All',
      'Red flag',
      'Yellow flag',
      'High risk',
      'Moderate risk',
      'Concern',
    ]);
    await user.click(screen.getByRole('option', { name: 'Yellow flag' }));
    expect(ids()).toEqual(['fu-later']);

    await choose('Severity', 'All');
    await choose('Status', 'Resolved');
    expect(ids()).toEqual(['fu-resolved']);
    await choose('Status', 'Overdue');
    expect(ids()).toEqual(['fu-overdue']);
    // Both together: an overdue red flag, and no overdue yellow one.
    await choose('Severity', 'Red flag');
    expect(ids()).toEqual(['fu-overdue']);
    await choose('Severity', 'Yellow flag');
    expect(ids()).toEqual([]);
  });

  it('asks for the resolved ones too when the switch is on', async () => {
    apiCall.mockResolvedValue({ followups: [overdue] });
    renderSignedIn(<FollowupsSection />, { viewer: val });
    fireEvent.click(await screen.findByRole('switch', { name: 'Show resolved follow-ups too' }));
    await vi.waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith(
        'followupsMine',
        expect.objectContaining({ query: { state: 'all' } }),
      ),
    );
  });

  it('shows a calm sentence, not an alert, when nothing is waiting', async () => {
    apiCall.mockResolvedValue({ followups: [] });
    renderSignedIn(<FollowupsSection />, { viewer: val });
    expect((await screen.findByRole('status')).textContent).toMatch(/^Nothing to follow up right now/);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('links each row to its follow-up page', async () => {
    apiCall.mockResolvedValue({ followups: [overdue] });
    renderSignedIn(<FollowupsSection />, { viewer: val });
    const link = await screen.findByRole('link', {
      name: 'Open the follow-up of Mary Member: Often feels lonely',
    });
    expect(link.getAttribute('href')).toBe('/followups/fu-overdue');
  });
});

describe("'Follow-ups' on a phone (issue 20)", () => {
  let phone: ReturnType<typeof asPhone>;
  beforeEach(() => {
    phone = asPhone();
  });
  afterEach(() => phone.mockRestore());

  it('stacks each follow-up in one column: member, finding, severity, status, overdue and due date', async () => {
    apiCall.mockResolvedValue({ followups: [overdue] });
    renderSignedIn(<FollowupsSection />, { viewer: val });
    const table = await screen.findByRole('table', { name: 'Open follow-ups' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
      .filter((t) => t !== '');
    expect(headers).toEqual(['Follow-up']);
    const [row] = bodyRows();
    for (const text of ['Mary Member', 'Often feels lonely', 'Red flag', 'Open', 'Overdue', 'Due 2026-11-24'])
      expect(within(row!).getByText(text)).toBeTruthy();
  });
});
