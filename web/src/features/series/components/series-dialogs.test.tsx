// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../test/render-ui';
import {
  AssignToSeriesDialog,
  CreateSeriesTemplateDialog,
  StartSeriesInstanceDialog,
} from './series-dialogs';

const modules = [
  { id: 't1', name: 'Intake' },
  { id: 't2', name: 'Housing' },
  { id: 't3', name: 'Follow-up' },
];

async function pickAndAdd(user: ReturnType<typeof userEvent.setup>, label: string, name: string) {
  const picker = screen.getByLabelText(label);
  await user.selectOptions(picker, within(picker).getByRole('option', { name }));
  const add = screen.getAllByRole('button', { name: 'Add' }).find((b) => b.parentElement?.contains(picker));
  if (!add) throw new Error('no Add button beside ' + label);
  await user.click(add);
}

describe('CreateSeriesTemplateDialog', () => {
  it('keeps Create disabled until a name and a module template are given, and adds a template only once', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn().mockResolvedValue(undefined);
    const onNotice = vi.fn();
    renderUi(
      <CreateSeriesTemplateDialog
        open
        templates={modules}
        onCreate={onCreate}
        onClose={vi.fn()}
        onNotice={onNotice}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Create Series Template' })).toBeTruthy();
    const create = screen.getByRole<HTMLButtonElement>('button', { name: 'Create' });
    expect(create.disabled).toBe(true);
    await user.type(screen.getByLabelText(/Series Name/), 'Onboarding');
    expect(create.disabled).toBe(true);
    await pickAndAdd(user, 'Module Templates', 'Intake');
    await pickAndAdd(user, 'Module Templates', 'Follow-up');
    expect(
      within(screen.getByLabelText('Module Templates')).getByRole<HTMLOptionElement>('option', {
        name: 'Intake',
      }).disabled,
    ).toBe(true);
    expect(create.disabled).toBe(false);
    await user.click(create);
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('Onboarding', ['t1', 't3'], ''));
    await waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith({ severity: 'success', text: 'Series created.' }),
    );
  });
});

describe('CreateSeriesTemplateDialog and French (issue 25)', () => {
  it('offers the optional French name after the name, as long as a name may be, and sends it trimmed', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn().mockResolvedValue(undefined);
    renderUi(
      <CreateSeriesTemplateDialog
        open
        templates={modules}
        onCreate={onCreate}
        onClose={vi.fn()}
        onNotice={vi.fn()}
      />,
    );
    const french = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name in French' });
    expect(french.maxLength).toBe(200);
    expect(french.required).toBe(false);
    await user.type(screen.getByLabelText(/Series Name/), 'Onboarding');
    await user.type(french, ' Accueil ');
    await pickAndAdd(user, 'Module Templates', 'Intake');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('Onboarding', ['t1'], 'Accueil'));
  });
});

describe('StartSeriesInstanceDialog', () => {
  it('locks each picker after one choice and enables Create only with a series and a member', async () => {
    const user = userEvent.setup();
    const onStart = vi.fn().mockRejectedValue(new Error('500'));
    const onNotice = vi.fn();
    renderUi(
      <StartSeriesInstanceDialog
        open
        series={[{ id: 'c1', name: 'Onboarding' }]}
        members={[{ id: 'u1', name: 'Mary Member' }]}
        onStart={onStart}
        onClose={vi.fn()}
        onNotice={onNotice}
      />,
    );
    const create = screen.getByRole<HTMLButtonElement>('button', { name: 'Create' });
    await pickAndAdd(user, 'Series', 'Onboarding');
    expect(screen.getByLabelText<HTMLSelectElement>('Series').disabled).toBe(true);
    expect(create.disabled).toBe(true);
    await pickAndAdd(user, 'Member', 'Mary Member');
    expect(screen.getByLabelText<HTMLSelectElement>('Member').disabled).toBe(true);
    expect(create.disabled).toBe(false);
    await user.click(create);
    await waitFor(() => expect(onStart).toHaveBeenCalledWith('c1', 'u1'));
    await waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith({
        severity: 'error',
        text: 'Unable create member Series. Please refresh and try again.',
      }),
    );
    // A failed start keeps the dialog and what was chosen.
    expect(screen.getByRole('dialog', { name: 'Create Series Instance' })).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Chosen: Member' })).getByText('Mary Member'),
    ).toBeTruthy();
  });
});

describe('AssignToSeriesDialog failures (spec 001 §8)', () => {
  const stale = Object.assign(new Error('Conflict'), { status: 409, code: 'STALE_VERSION' });

  it.each([
    ['a series changed elsewhere (409)', stale, 'Unable to update series. Please refresh and try again.'],
    [
      'any other failure',
      new Error('offline'),
      'Unable to assign Projects to series. Please refresh and try again.',
    ],
  ])('says the spec text for %s', async (_, error, text) => {
    const user = userEvent.setup();
    const onNotice = vi.fn();
    renderUi(
      <AssignToSeriesDialog
        open
        kind="project"
        series={[{ id: 'c1', name: 'Community Connections' }]}
        items={[{ id: 'p1', name: 'Spring Cohort' }]}
        onAssign={vi.fn().mockRejectedValue(error)}
        onClose={vi.fn()}
        onNotice={onNotice}
      />,
    );
    await pickAndAdd(user, 'Series', 'Community Connections');
    await pickAndAdd(user, 'Projects', 'Spring Cohort');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith({ severity: 'error', text }));
  });
});
