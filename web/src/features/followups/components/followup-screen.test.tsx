// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderSignedIn } from '../../../test/render-signed-in';
import { ApiError } from '../../../lib/api-client';
import { followupDetailOf } from '../test/fixtures';
import { FollowupScreen } from './followup-screen';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

const val = { id: 'val', name: 'Val Volunteer', role: 'Volunteer' as const, facilityId: 'fac-1' };
const cora = { id: 'cora', name: 'Cora Coordinator', role: 'Coordinator' as const, facilityId: 'fac-1' };

const services = [
  { id: 'svc-meals', name: 'Meals on Wheels', phone: '555-0100' },
  { id: 'svc-visits', name: 'Friendly Visiting' },
];

/**
 * The page's reads answer `detail` (the latest version); `act` answers the action; the facility's
 * service list is `list` (empty when absent).
 */
function answer(
  act: (body: unknown) => Promise<unknown>,
  detail = () => followupDetailOf(),
  list?: typeof services,
) {
  apiCall.mockImplementation((route: string, options: { body?: unknown }) => {
    if (route === 'followupsGet') return Promise.resolve({ followup: detail() });
    if (route === 'followupsResourcesGet')
      return Promise.resolve({ resources: { facilityId: 'fac-1', services: list ?? [], version: 2 } });
    if (route === 'followupsAct') return act(options.body);
    if (route === 'usersList') return Promise.resolve({ users: [], count: 0 });
    return Promise.reject(new Error(`unexpected ${route}`));
  });
}

const open = (viewer: typeof val | typeof cora = val) =>
  renderSignedIn(<FollowupScreen />, { viewer, path: '/followups/:id', at: '/followups/fu-1' });

const getCalls = () => apiCall.mock.calls.filter(([route]) => route === 'followupsGet').length;

beforeEach(() => {
  apiCall.mockReset();
});

describe('the follow-up page (issue 24)', () => {
  it('shows the finding, the answer behind it, severity, due date, contact details, the report link and the history', async () => {
    answer(() => Promise.resolve({}));
    open();
    expect(await screen.findByText('Often feels lonely')).toBeTruthy();
    expect(screen.getByText('Often')).toBeTruthy();
    expect(screen.getByText('Red flag')).toBeTruthy();
    expect(screen.getByText('2026-11-24')).toBeTruthy();
    expect(screen.getByText('Overdue')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'mary@example.org' }).getAttribute('href')).toBe(
      'mailto:mary@example.org',
    );
    expect(screen.getByRole('link', { name: '+1 519 555 0100' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the member’s report' }).getAttribute('href')).toBe(
      '/history/ccReport/round-1',
    );
    expect(within(screen.getByRole('list', { name: 'History' })).getByText(/Opened/)).toBeTruthy();
  });

  it("sends 'Could not reach' with the next try date, the note and the version read", async () => {
    const act = vi.fn(() => Promise.resolve({ followup: followupDetailOf({ version: 4 }) }));
    answer(act);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Could not reach' }));
    await user.type(screen.getByLabelText(/Next try date/), '2026-11-28');
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Voicemail left');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(act).toHaveBeenCalledWith({
        action: 'couldNotReach',
        version: 3,
        nextTryOn: '2026-11-28',
        note: 'Voicemail left',
      }),
    );
    expect((await screen.findByRole('status', {}, { timeout: 2000 })).textContent).toBe('Saved.');
  });

  it('shows the field error under the outcome and sends nothing when Resolved has none', async () => {
    const act = vi.fn(() => Promise.resolve({}));
    answer(act);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Resolved' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const outcome = screen.getByRole('textbox', { name: /Outcome/ });
    expect(outcome.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please fill in this field.')).toBeTruthy();
    expect(act).not.toHaveBeenCalled();
  });

  it("shows the server's per-field problem under its field", async () => {
    answer(() =>
      Promise.reject(new ApiError(400, 'VALIDATION', 'bad', [{ path: 'referredTo', message: 'Too long' }])),
    );
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Referred to …' }));
    await user.type(screen.getByRole('textbox', { name: /Referred to/ }), 'Food bank');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too long')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Referred to/ }).getAttribute('aria-invalid')).toBe('true');
  });

  it("says a 409 'changed elsewhere', reloads the follow-up and keeps what was typed", async () => {
    let version = 3;
    answer(
      () => {
        version = 5;
        return Promise.reject(new ApiError(409, 'STALE_VERSION', 'stale'));
      },
      () => followupDetailOf({ version }),
    );
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Referred to …' }));
    await user.type(screen.getByRole('textbox', { name: /Referred to/ }), 'Food bank');
    const before = getCalls();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/changed elsewhere/);
    await vi.waitFor(() => expect(getCalls()).toBeGreaterThan(before));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Referred to/ }).value).toBe('Food bank');

    // The next save sends the version the reload brought.
    const act = vi.fn(() => Promise.resolve({ followup: followupDetailOf({ version: 6 }) }));
    answer(act, () => followupDetailOf({ version }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(act).toHaveBeenCalledWith({ action: 'referred', version: 5, referredTo: 'Food bank' }),
    );
  });

  it("shows each answer behind the finding under its question's title, with the option's label and the value given", async () => {
    const finding = {
      ...followupDetailOf().finding,
      answer: 1,
      answers: [
        {
          question: 'lack_companionship',
          label: 'How often do you lack companionship?',
          value: 2,
          choice: 'Often',
        },
        { question: 'feel_isolated', value: 1 },
      ],
    };
    answer(
      () => Promise.resolve({}),
      () => followupDetailOf({ finding }),
    );
    open();
    const list = await screen.findByTestId('answers-behind');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['How often do you lack companionship? — Often (2)', 'feel_isolated — 1']);
  });

  it("refers to a service of the member's facility list by its id, or to somewhere typed in", async () => {
    const act = vi.fn(() => Promise.resolve({ followup: followupDetailOf({ version: 4 }) }));
    answer(act, () => followupDetailOf(), services);
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Referred to …' }));
    expect(
      (await screen.findByRole<HTMLInputElement>('radio', { name: 'A service of the facility’s list' }))
        .checked,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please fill in this field.')).toBeTruthy();
    expect(act).not.toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: /Service/ }));
    await user.click(screen.getByRole('option', { name: 'Meals on Wheels (555-0100)' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(act).toHaveBeenCalledWith({ action: 'referred', version: 3, serviceId: 'svc-meals' }),
    );

    await user.click(await screen.findByRole('radio', { name: 'Referred to …' }));
    await user.click(screen.getByRole('radio', { name: 'Somewhere else' }));
    await user.type(screen.getByRole('textbox', { name: /Referred to/ }), 'Her GP');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(act).toHaveBeenLastCalledWith({ action: 'referred', version: 3, referredTo: 'Her GP' }),
    );
  });

  it("offers 'Reassign' to a Coordinator but not to a Volunteer", async () => {
    answer(() => Promise.resolve({}));
    const view = open();
    await screen.findByText('Often feels lonely');
    expect(screen.queryByRole('button', { name: 'Reassign' })).toBeNull();
    view.unmount();
    open(cora);
    expect(await screen.findByRole('button', { name: 'Reassign' })).toBeTruthy();
  });
});
