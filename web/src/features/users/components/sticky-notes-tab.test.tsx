// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../../lib/api-client';
import { renderUi } from '../../../test/render-ui';
import { StickyNotesTab } from './sticky-notes-tab';

function renderTab(onAdd = vi.fn().mockResolvedValue(undefined)) {
  renderUi(<StickyNotesTab notes={[]} canAdd onAdd={onAdd} />);
  return { onAdd, message: screen.getByRole('textbox', { name: /Message/ }) };
}

async function chooseLevel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('combobox', { name: /Level/ }));
  await user.click(await screen.findByRole('option', { name: 'Info' }));
}

describe('the sticky note form', () => {
  it('shows how many characters a note may have before anything is saved', async () => {
    const user = userEvent.setup();
    const { message } = renderTab();
    expect(screen.getByText('0 of 2000 characters')).toBeTruthy();
    await user.type(message, 'Call back');
    expect(screen.getByText('9 of 2000 characters')).toBeTruthy();
    // The counter describes the field, so a screen reader hears the limit with it.
    const described = (message.getAttribute('aria-describedby') ?? '').split(' ');
    const counter = screen.getByText('9 of 2000 characters');
    expect(described.some((id) => document.getElementById(id)?.contains(counter))).toBe(true);
  });

  it('refuses a note past the limit with the catalogue text under the field, without saving', async () => {
    const user = userEvent.setup();
    const { onAdd, message } = renderTab();
    await chooseLevel(user);
    fireEvent.change(message, { target: { value: 'x'.repeat(3000) } });
    await user.click(screen.getByRole('button', { name: 'Add Sticky Note' }));
    expect(await screen.findByText('Please enter at most 2000 characters.')).toBeTruthy();
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('3000 of 2000 characters')).toBeTruthy();
    expect(onAdd).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toMatch(/Too big|expected string/);
  });

  it("shows the server's field text under the message when the server refuses it", async () => {
    const user = userEvent.setup();
    const refused = new ApiError(400, 'VALIDATION', 'The request has errors.', [
      { path: 'message', message: 'Please enter at most 2000 characters.' },
    ]);
    const { message } = renderTab(vi.fn().mockRejectedValue(refused));
    await chooseLevel(user);
    await user.type(message, 'Short note');
    await user.click(screen.getByRole('button', { name: 'Add Sticky Note' }));
    await waitFor(() => expect(message.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter at most 2000 characters.')).toBeTruthy();
  });
});
