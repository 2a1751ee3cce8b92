// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MemberModule } from '@circles/shared/schemas/module';
import { renderUi } from '../../../test/render-ui';
import { outingModule } from '../testing/module-fixtures';
import { ModuleFill } from './module-fill';

/** Waits long enough for a loaded machine (the default is 1 s). */
const LONG = { timeout: 5000 };

const memberModule: MemberModule = outingModule({ responseJSON: { a: 'walking' } });

const refetch = vi.fn<() => Promise<MemberModule | undefined>>();

function renderFill() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '*', element: <ModuleFill memberModule={memberModule} refetch={refetch} /> }],
    { initialEntries: ['/booklet/ms-1'] },
  );
  renderUi(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  refetch.mockReset();
});

// Spec 001 §5: the module page's Refresh pulls the saved state from online.
describe("the module page's Refresh", () => {
  it('loads the answers saved elsewhere and says so', async () => {
    refetch.mockResolvedValue({ ...memberModule, version: 4, responseJSON: { a: 'gardening' } });
    renderFill();
    const answer = await screen.findByRole<HTMLInputElement>('textbox', { name: /First answer/ }, LONG);
    expect(answer.value).toBe('walking');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByText(
        'Successfully pulled saved state from online. You can continue editing if you wish.',
        {},
        LONG,
      ),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /First answer/ }).value).toBe('gardening');
  });

  it("says 'Unable to retrieve User Chapter...' when the read fails, and keeps what is on screen", async () => {
    refetch.mockRejectedValue(new TypeError('Failed to fetch'));
    renderFill();
    const answer = await screen.findByRole<HTMLInputElement>('textbox', { name: /First answer/ }, LONG);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Unable to retrieve User Chapter...', {}, LONG)).toBeTruthy();
    expect(answer.value).toBe('walking');
  });
});
