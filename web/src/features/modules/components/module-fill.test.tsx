// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MemberModule } from '@circles/shared/schemas/module';
import { renderUi } from '../../../test/render-ui';
import { ModuleFill, type ModuleFillExtras } from './module-fill';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args) as unknown,
}));

const AT = '2026-11-20T10:00:00.000Z';

function module(responseJSON: Record<string, unknown>, extra: Partial<MemberModule> = {}): MemberModule {
  return {
    _id: 'ms-1',
    name: 'Outing',
    templateId: 'tpl-1',
    memberCollection: null,
    patientId: 'mary',
    patientName: 'Mary Member',
    completeness: 0,
    completed: false,
    approved: false,
    createdAt: AT,
    createdBy: 'v',
    updatedAt: AT,
    modifiedBy: 'v',
    version: 1,
    canRestore: false,
    surveyJSON: {
      pages: [
        {
          name: 'p1',
          elements: [
            { type: 'text', name: 'a', title: 'First answer' },
            { type: 'text', name: 'b', title: 'Second answer' },
          ],
        },
      ],
    },
    responseJSON,
    ...extra,
  };
}

/** The fill-in at /booklet/ms-1, opened from /previous (so the browser's Back has somewhere to go). */
function renderFill(memberModule: MemberModule, extras?: ModuleFillExtras) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/booklet/:id',
        element: (
          <ModuleFill
            memberModule={memberModule}
            refetch={() => Promise.resolve(memberModule)}
            extras={extras}
          />
        ),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/previous', '/booklet/ms-1'], initialIndex: 1 },
  );
  renderUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
const markComplete = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Mark Complete' });

describe('ModuleFill', () => {
  it('enables Save only once an answer changed, and Mark Complete only at 100', async () => {
    const user = userEvent.setup();
    renderFill(module({ a: 'walk' }));
    expect(await screen.findByText('50% complete')).toBeTruthy();
    expect(save().disabled).toBe(true);
    expect(markComplete().disabled).toBe(true);
    const second = await screen.findByRole('textbox', { name: /Second answer/ });
    await user.type(second, 'swim');
    await user.tab();
    await waitFor(() => expect(save().disabled).toBe(false));
    expect(screen.getByText('100% complete')).toBeTruthy();
    expect(markComplete().disabled).toBe(false);
  });

  it('keeps what was typed when a save fails, and says so', async () => {
    const user = userEvent.setup();
    apiCall.mockRejectedValueOnce(new Error('offline'));
    renderFill(module({}));
    const first = await screen.findByRole<HTMLInputElement>('textbox', { name: /First answer/ });
    await user.type(first, 'garden');
    await user.tab();
    await user.click(save());
    expect(await screen.findByText('Unable to save Module. Please try again.')).toBeTruthy();
    expect(first.value).toBe('garden');
    expect(save().disabled).toBe(false);
  });

  it("says 'No data to save.' and sends nothing when every answer was cleared", async () => {
    const user = userEvent.setup();
    apiCall.mockClear();
    renderFill(module({ a: 'walk' }));
    const first = await screen.findByRole<HTMLInputElement>('textbox', { name: /First answer/ });
    await user.clear(first);
    await user.tab();
    await waitFor(() => expect(save().disabled).toBe(false));
    await user.click(save());
    expect(await screen.findByText('No data to save.')).toBeTruthy();
    expect(apiCall).not.toHaveBeenCalled();
  });

  /** A 409 of the API with the given code (what the client's ApiError carries). */
  const conflict = (code: string) => Object.assign(new Error('Conflict'), { status: 409, code });

  it.each([
    ['STALE_VERSION', 'This Module was changed elsewhere. Press Refresh to load the saved answers'],
    ['MODULE_LOCKED', 'This Module is complete and can no longer be changed.'],
    ['SERIES_STALE', 'The series of this Module was changed elsewhere. Please save again.'],
  ])('says why a save was refused with 409 %s, and keeps what was typed', async (code, text) => {
    const user = userEvent.setup();
    apiCall.mockRejectedValueOnce(conflict(code));
    renderFill(module({}));
    const first = await screen.findByRole<HTMLInputElement>('textbox', { name: /First answer/ });
    await user.type(first, 'garden');
    await user.tab();
    await user.click(save());
    expect(await screen.findByText(new RegExp(text.replace(/[.]/g, '\\.')))).toBeTruthy();
    expect(screen.queryByText('Unable to save Module. Please try again.')).toBeNull();
    expect(first.value).toBe('garden');
  });

  it("holds the browser's Back while answers are unsaved: Stay keeps them, Leave goes back", async () => {
    const user = userEvent.setup();
    const router = renderFill(module({}));
    // Nothing typed yet: Back is not held.
    await screen.findByRole('textbox', { name: /First answer/ });
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/previous'));
    await act(() => router.navigate(1));
    const first = await screen.findByRole<HTMLInputElement>('textbox', { name: /First answer/ });
    await user.type(first, 'garden');
    await user.tab();
    await waitFor(() => expect(save().disabled).toBe(false));
    await act(() => router.navigate(-1));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('Your answers have not been saved.');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/booklet/ms-1');
    expect(first.value).toBe('garden');
    await act(() => router.navigate(-1));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/previous'));
    expect(await screen.findByText('elsewhere')).toBeTruthy();
  });

  it('offers no answer write on a completed module', async () => {
    renderFill(module({ a: 'x', b: 'y' }, { completed: true, completeness: 100 }));
    expect(await screen.findByText('This Module is complete and can no longer be changed.')).toBeTruthy();
    expect(save().disabled).toBe(true);
    expect(markComplete().disabled).toBe(true);
  });

  it.each([
    [
      'a completed module',
      { completed: true, completeness: 100 },
      'This Module is complete and can no longer be changed.',
    ],
    [
      'an approved module',
      { completed: true, approved: true, completeness: 100 },
      'This Module is complete and can no longer be changed.',
    ],
    [
      'an approved module never completed',
      { approved: true },
      'This Module has been approved and can no longer be changed.',
    ],
  ])('turns Restart off on %s and points it to the locked reason', (_what, state, reason) => {
    renderFill(module({ a: 'x', b: 'y' }, state));
    const restart = screen.getByRole<HTMLButtonElement>('button', { name: 'Restart' });
    expect(restart.disabled).toBe(true);
    const why = document.getElementById(restart.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe(reason);
  });

  it('keeps Restart on an open module: it goes to where the member left off', async () => {
    renderFill(module({ a: 'x' }, { completeness: 50 }));
    const restart = screen.getByRole<HTMLButtonElement>('button', { name: 'Restart' });
    expect(restart.disabled).toBe(false);
    expect(restart.getAttribute('aria-describedby')).toBeNull();
    await userEvent.setup().click(restart);
    expect(
      await screen.findByText(
        'Restarted Module survey to most recently completed page. You can continue to modify if you wish.',
      ),
    ).toBeTruthy();
  });

  it('shows the empty-survey texts for a module without questions', () => {
    renderFill({ ...module({}), surveyJSON: {} });
    expect(
      screen.getByText('Chapter survey is empty. Please go to the Edit page to add content to it.'),
    ).toBeTruthy();
    expect(screen.getByText('Chapter survey is empty.')).toBeTruthy();
  });

  it('offers Approve only once the module is marked complete, and says why before', () => {
    renderFill(module({ a: 'x' }, { completeness: 50 }), { canApprove: true });
    const approve = screen.getByRole<HTMLButtonElement>('button', { name: 'Approve this Module' });
    expect(approve.disabled).toBe(true);
    expect(approve.getAttribute('aria-describedby')).toBeTruthy();
    const why = document.getElementById(approve.getAttribute('aria-describedby')!);
    expect(why?.textContent).toBe('This Module can be approved once it is marked complete.');
    // Not locked: the answers stay editable until complete.
    expect(screen.queryByText('This Module is complete and can no longer be changed.')).toBeNull();
  });

  it('enables Approve on a completed module that is not approved yet', () => {
    renderFill(module({ a: 'x', b: 'y' }, { completed: true, completeness: 100 }), { canApprove: true });
    const approve = screen.getByRole<HTMLButtonElement>('button', { name: 'Approve this Module' });
    expect(approve.disabled).toBe(false);
    expect(screen.queryByText('This Module can be approved once it is marked complete.')).toBeNull();
  });

  it('says an approved module that was never completed is approved, not complete', () => {
    renderFill(module({}, { approved: true }), { canApprove: true });
    expect(screen.getByText('This Module has been approved and can no longer be changed.')).toBeTruthy();
    expect(screen.queryByText('This Module is complete and can no longer be changed.')).toBeNull();
  });
});

describe('ModuleFill: the save Next makes (spec 001 §8 Module screen)', () => {
  const twoPages = (): MemberModule =>
    module(
      {},
      {
        surveyJSON: {
          pages: [
            { name: 'p1', elements: [{ type: 'text', name: 'a', title: 'First answer' }] },
            { name: 'p2', elements: [{ type: 'text', name: 'b', title: 'Second answer' }] },
          ],
        },
      },
    );

  it.each([
    [
      'saved',
      () => Promise.resolve({ memberSurvey: { ...twoPages(), version: 2 } }),
      'Survey has been saved.',
    ],
    ['refused', () => Promise.reject(new Error('offline')), 'Cannot save survey.  Please try agian later.'],
  ])('says the survey texts when it is %s', async (_, outcome, text) => {
    const user = userEvent.setup();
    apiCall.mockReset();
    apiCall.mockImplementation(outcome);
    renderFill(twoPages());
    await user.type(await screen.findByRole('textbox', { name: /First answer/ }), 'garden');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The DOM matcher folds the spec text's double space.
    expect(await screen.findByText(text.replace(/\s+/g, ' '))).toBeTruthy();
  });
});
