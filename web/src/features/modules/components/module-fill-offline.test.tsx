// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MemberModule } from '@circles/shared/schemas/module';
import { renderUi } from '../../../test/render-ui';
import { outingModule } from '../testing/module-fixtures';
import { ModuleFill } from './module-fill';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args) as unknown,
}));

/** Waits long enough for a loaded machine (the default is 1 s). */
const LONG = { timeout: 5000 };
const WAITING =
  'You are offline. Your answers are kept on this page and will be saved when the connection returns.';

const memberModule: MemberModule = outingModule();

function renderFill() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <ModuleFill memberModule={memberModule} refetch={() => Promise.resolve(memberModule)} />,
      },
    ],
    { initialEntries: ['/booklet/ms-1'] },
  );
  renderUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

let onLine = true;
function connection(now: boolean) {
  onLine = now;
  act(() => {
    window.dispatchEvent(new Event(now ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  onLine = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  apiCall.mockReset();
  apiCall.mockResolvedValue({ memberSurvey: { ...memberModule, version: 4, responseJSON: { a: 'garden' } } });
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function typeAnswer(text: string) {
  const user = userEvent.setup();
  const first = await screen.findByRole<HTMLInputElement>('textbox', { name: /First answer/ }, LONG);
  await user.type(first, text);
  await user.tab();
  return { user, first };
}

describe('ModuleFill without a connection', () => {
  it('keeps the answers, says they will be saved, and saves them with the version check when the connection returns', async () => {
    renderFill();
    const { user, first } = await typeAnswer('garden');
    connection(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(WAITING, {}, LONG)).toBeTruthy();
    expect(apiCall).not.toHaveBeenCalled();
    expect(first.value).toBe('garden');
    // Health data waits in memory only, never in the browser's storage.
    expect(localStorage.length + sessionStorage.length).toBe(0);
    connection(true);
    await waitFor(() => expect(apiCall).toHaveBeenCalledTimes(1), LONG);
    expect(apiCall).toHaveBeenCalledWith('memberSurveysUpdate', {
      params: { id: 'ms-1' },
      body: { action: 'save', responseJSON: { a: 'garden' }, version: 3 },
    });
    expect(await screen.findByText('Successfully Saved. You can continue editing.', {}, LONG)).toBeTruthy();
    expect(screen.queryByText(WAITING)).toBeNull();
  });

  it('waits for the connection instead of failing when it drops during the save', async () => {
    renderFill();
    const { user } = await typeAnswer('garden');
    apiCall.mockImplementationOnce(() => {
      onLine = false;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(WAITING, {}, LONG)).toBeTruthy();
    expect(screen.queryByText('Unable to save Module. Please try again.')).toBeNull();
    connection(true);
    await waitFor(() => expect(apiCall).toHaveBeenCalledTimes(2), LONG);
    expect(await screen.findByText('Successfully Saved. You can continue editing.', {}, LONG)).toBeTruthy();
  });
});
