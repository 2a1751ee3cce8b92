// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { msg } from '@circles/shared/messages/modules';
import { renderUi } from '../../../test/render-ui';
import { ActionDialog } from './action-dialog';
import { DeleteDialog, type DeleteTexts } from './delete-dialog';

const projectTexts: DeleteTexts = {
  titleOne: msg('modules.projects.deleteOne.title'),
  bodyOne: msg('modules.projects.deleteOne.body'),
  titleMany: msg('modules.projects.deleteMany.title'),
  bodyMany: (n) => msg('modules.projects.deleteMany.body', { n }),
};

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('DeleteDialog', () => {
  it('says the singular text for one item', () => {
    renderUi(<DeleteDialog open count={1} texts={projectTexts} onDelete={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Delete project' })).toBeTruthy();
    expect(screen.getByText('Are you sure you would like to delete the project?')).toBeTruthy();
  });

  it('says the plural text with the count for several items', () => {
    renderUi(<DeleteDialog open count={3} texts={projectTexts} onDelete={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Delete projects' })).toBeTruthy();
    expect(screen.getByText('Are you sure you would like to delete 3 projects?')).toBeTruthy();
  });

  it('disables both buttons and shows a spinner while deleting, then closes on success', async () => {
    const user = userEvent.setup();
    const run = deferred();
    const onClose = vi.fn();
    renderUi(
      <DeleteDialog open count={2} texts={projectTexts} onDelete={() => run.promise} onClose={onClose} />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: /Delete/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('progressbar', { name: 'Working…' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    run.resolve();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes on failure and hands the error to the screen', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onError = vi.fn();
    const failure = new Error('refused');
    renderUi(
      <DeleteDialog
        open
        count={1}
        texts={projectTexts}
        onDelete={() => Promise.reject(failure)}
        onClose={onClose}
        onError={onError}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onError).toHaveBeenCalledWith(failure);
  });
});

describe('ActionDialog', () => {
  it('stays open with its buttons enabled again after a failure (only delete dialogs close)', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onError = vi.fn();
    renderUi(
      <ActionDialog
        open
        title="Create Workbook"
        confirmLabel="Create"
        onConfirm={() => Promise.reject(new Error('no'))}
        onClose={onClose}
        onError={onError}
      >
        body
      </ActionDialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create' })).toHaveProperty('disabled', false);
  });
});
