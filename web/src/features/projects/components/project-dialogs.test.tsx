// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../../test/render-ui';
import { AssignToProjectDialog, CreateProjectDialog } from './project-dialogs';

const projects = [
  { id: 'p1', name: 'Diabetes study' },
  { id: 'p2', name: 'Falls study' },
];
const series = [
  { id: 's1', name: 'Intake series' },
  { id: 's2', name: 'Follow-up series' },
];

async function pickAndAdd(user: ReturnType<typeof userEvent.setup>, label: string, name: string) {
  const picker = screen.getByLabelText(label);
  const option = within(picker).getByRole('option', { name });
  await user.selectOptions(picker, option);
  const adds = screen.getAllByRole('button', { name: 'Add' });
  const add = adds.find((b) => b.parentElement?.contains(picker));
  if (!add) throw new Error('no Add button beside ' + label);
  await user.click(add);
}

describe('AssignToProjectDialog', () => {
  it('enables Assign only with one project and at least one series, and disables the project picker after one', async () => {
    const user = userEvent.setup();
    const onAssign = vi.fn().mockResolvedValue(undefined);
    const onNotice = vi.fn();
    renderUi(
      <AssignToProjectDialog
        open
        kind="series"
        projects={projects}
        items={series}
        onAssign={onAssign}
        onClose={vi.fn()}
        onNotice={onNotice}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Assign Series(s) to Project(s)' })).toBeTruthy();
    const assign = screen.getByRole<HTMLButtonElement>('button', { name: 'Assign' });
    expect(assign.disabled).toBe(true);

    await pickAndAdd(user, 'Project', 'Diabetes study');
    expect(screen.getByLabelText<HTMLSelectElement>('Project').disabled).toBe(true);
    expect(assign.disabled).toBe(true);

    await pickAndAdd(user, 'Series', 'Intake series');
    expect(assign.disabled).toBe(false);
    // An added series is disabled in its picker: each only once.
    const seriesPicker = screen.getByLabelText('Series');
    expect(
      within(seriesPicker).getByRole<HTMLOptionElement>('option', { name: 'Intake series' }).disabled,
    ).toBe(true);

    await user.click(assign);
    await waitFor(() => expect(onAssign).toHaveBeenCalledWith('p1', ['s1']));
    await waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith({ severity: 'success', text: 'Successfully updated projects.' }),
    );
  });

  it('disables Assign again when the chosen project is removed', async () => {
    const user = userEvent.setup();
    renderUi(
      <AssignToProjectDialog
        open
        kind="member"
        projects={projects}
        items={[{ id: 'm1', name: 'Mary Member' }]}
        onAssign={vi.fn()}
        onClose={vi.fn()}
        onNotice={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Assign member to project' })).toBeTruthy();
    await pickAndAdd(user, 'Project', 'Falls study');
    await pickAndAdd(user, 'Member', 'Mary Member');
    const assign = screen.getByRole<HTMLButtonElement>('button', { name: 'Assign' });
    expect(assign.disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove Falls study' }));
    expect(assign.disabled).toBe(true);
    expect(screen.getByLabelText<HTMLSelectElement>('Project').disabled).toBe(false);
  });
});

describe('CreateProjectDialog', () => {
  it('blocks Create with the spec text while the name or the series are empty, and sends nothing', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    renderUi(
      <CreateProjectDialog open series={series} onCreate={onCreate} onClose={vi.fn()} onNotice={vi.fn()} />,
    );
    await user.type(screen.getByLabelText(/Project Name/), 'Falls study');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText(
        'Unable create project. Please make sure Template Name is and selected Module Templates are not empty.',
      ),
    ).toBeTruthy();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it("creates with the name and the chosen series and says the spec's 'Series created.'", async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn().mockResolvedValue(undefined);
    const onNotice = vi.fn();
    const onClose = vi.fn();
    renderUi(
      <CreateProjectDialog open series={series} onCreate={onCreate} onClose={onClose} onNotice={onNotice} />,
    );
    await user.type(screen.getByLabelText(/Project Name/), '  Falls study ');
    await pickAndAdd(user, 'Series', 'Follow-up series');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith('Falls study', ['s2']));
    await waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith({ severity: 'success', text: 'Series created.' }),
    );
    expect(onClose).toHaveBeenCalled();
  });
});

describe('AssignToProjectDialog failures (spec 001 §8 Projects)', () => {
  const stale = Object.assign(new Error('Conflict'), { status: 409, code: 'STALE_VERSION' });

  it.each([
    ['a project changed elsewhere (409)', stale, 'Unable to update projects. Please refresh and try again.'],
    [
      'any other failure',
      new Error('offline'),
      'Unable to assign services to project. Please refresh and try again.',
    ],
  ])('says the spec text for %s', async (_, error, text) => {
    const user = userEvent.setup();
    const onNotice = vi.fn();
    renderUi(
      <AssignToProjectDialog
        open
        kind="series"
        projects={projects}
        items={series}
        onAssign={vi.fn().mockRejectedValue(error)}
        onClose={vi.fn()}
        onNotice={onNotice}
      />,
    );
    await pickAndAdd(user, 'Project', 'Diabetes study');
    await pickAndAdd(user, 'Series', 'Intake series');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(onNotice).toHaveBeenCalledWith({ severity: 'error', text }));
  });
});
