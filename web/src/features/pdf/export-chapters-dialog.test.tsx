// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderUi } from '../../test/render-ui';
import type * as apiClient from '../../lib/api-client';
import { ApiError } from '../../lib/api-client';
import { ExportChaptersDialog, type ExportChapter } from './export-chapters-dialog';

const apiCall = vi.fn();
vi.mock('../../lib/api-client', async (original) => ({
  ...(await original<typeof apiClient>()),
  apiCall: (...args: unknown[]) => apiCall(...args) as unknown,
}));

const CHAPTERS: ExportChapter[] = [
  { _id: 'm-1', name: '[1] Help Request Tracker' },
  { _id: 'm-2', name: '[2] About Me' },
  { _id: 'm-3', name: '[3] Who’s in My Circle' },
];
const SAVED = {
  url: 'https://files.example/pdf/x.pdf?sig',
  fileName: '1_mc-1_CC.pdf',
  expiresAt: '2026-11-23T00:05:00Z',
};

let clicks: string[];
beforeEach(() => {
  apiCall.mockReset();
  clicks = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(`${this.href} ${this.download}`);
  });
});
afterEach(() => vi.restoreAllMocks());

function renderDialog(
  props: { chapters?: ExportChapter[]; selected?: string[]; chaptersError?: boolean } = {},
) {
  const onClose = vi.fn();
  const onNotice = vi.fn();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const chapters = 'chapters' in props ? props.chapters : CHAPTERS;
  const view = renderUi(
    <QueryClientProvider client={client}>
      <ExportChaptersDialog
        open
        memberCollectionId="mc-1"
        chapters={chapters}
        selected={props.selected}
        chaptersError={props.chaptersError}
        onClose={onClose}
        onNotice={onNotice}
      />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Export chapters to PDF' });
  return { ...view, dialog, onClose, onNotice, client };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText<HTMLInputElement>(label);
const box = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole<HTMLInputElement>('checkbox', { name });

describe('Export chapters to PDF dialog (spec 001 §2.10, §2.11)', () => {
  it('opens with every chapter ticked and the spec defaults: 210 × 297, 14 pt, margins 10/10/18/10', () => {
    const { dialog } = renderDialog();
    for (const c of CHAPTERS) expect(box(dialog, c.name).checked).toBe(true);
    expect(field(dialog, 'Width (mm)').value).toBe('210');
    expect(field(dialog, 'Height (mm)').value).toBe('297');
    expect(field(dialog, 'Font size (pt)').value).toBe('14');
    expect(field(dialog, 'Left margin (mm)').value).toBe('10');
    expect(field(dialog, 'Right margin (mm)').value).toBe('10');
    expect(field(dialog, 'Top margin (mm)').value).toBe('18');
    expect(field(dialog, 'Bottom margin (mm)').value).toBe('10');
    expect(within(dialog).queryByText(/will be used/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('ticks only the chapters it is given, when given', () => {
    const { dialog } = renderDialog({ selected: ['m-3', 'm-1'] });
    expect(box(dialog, CHAPTERS[0]!.name).checked).toBe(true);
    expect(box(dialog, CHAPTERS[1]!.name).checked).toBe(false);
    expect(box(dialog, CHAPTERS[2]!.name).checked).toBe(true);
  });

  it('shows the fallback under a field that is not a whole number, and sends the values used', async () => {
    const user = userEvent.setup();
    apiCall.mockResolvedValueOnce(SAVED);
    const { dialog, onNotice, onClose } = renderDialog();
    await user.clear(field(dialog, 'Width (mm)'));
    await user.type(field(dialog, 'Width (mm)'), '148.5');
    expect(within(dialog).getByText('Cannot be used as typed: 210 will be used.')).toBeTruthy();
    expect(field(dialog, 'Width (mm)').getAttribute('aria-describedby')).toBeTruthy();
    await user.clear(field(dialog, 'Font size (pt)'));
    await user.type(field(dialog, 'Font size (pt)'), 'big');
    expect(within(dialog).getByText('Cannot be used as typed: 14 will be used.')).toBeTruthy();
    await user.clear(field(dialog, 'Height (mm)'));
    await user.type(field(dialog, 'Height (mm)'), '200');
    await user.clear(field(dialog, 'Top margin (mm)'));
    await user.type(field(dialog, 'Top margin (mm)'), '5');
    await user.click(box(dialog, CHAPTERS[1]!.name));
    // A fallback never blocks: Export runs with the values the fields say.
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith(
        'pdfModules',
        expect.objectContaining({
          body: {
            kind: 'chapters',
            memberCollectionId: 'mc-1',
            chapterIds: ['m-1', 'm-3'],
            width: 210,
            height: 200,
            fontSize: 14,
            marginLeft: 10,
            marginRight: 10,
            marginTop: 5,
            marginBottom: 10,
          },
        }),
      ),
    );
    await waitFor(() => expect(clicks).toEqual([`${SAVED.url} ${SAVED.fileName}`]));
    await waitFor(() =>
      expect(onNotice).toHaveBeenCalledWith({
        severity: 'success',
        text: 'Successfully exported 2 chapter(s).',
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('with no chapter ticked says the spec’s error under the list and asks nothing of the server', async () => {
    const user = userEvent.setup();
    const { dialog, onClose } = renderDialog();
    for (const c of CHAPTERS) await user.click(box(dialog, c.name));
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    const error = await within(dialog).findByText('Unable export chapter(s). Please refresh and try again.');
    expect(error.getAttribute('role')).toBe('alert');
    expect(apiCall).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(box(dialog, CHAPTERS[0]!.name)));
  });

  it('shows the executing state while the PDF renders: spinner, both buttons disabled', async () => {
    const user = userEvent.setup();
    let answer!: (value: unknown) => void;
    apiCall.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { dialog, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    const exportButton = within(dialog).getByRole<HTMLButtonElement>('button', { name: /Export/ });
    await waitFor(() => expect(exportButton.disabled).toBe(true));
    expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
    expect(within(dialog).getByLabelText('Working…')).toBeTruthy();
    answer(SAVED);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('on a failure keeps the dialog open with the spec’s export error', async () => {
    const user = userEvent.setup();
    apiCall.mockRejectedValueOnce(new ApiError(503, 'PDF_RENDER_FAILED', 'x'));
    const { dialog, onClose, onNotice } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(
      await within(dialog).findByText('Unable export 3 chapter(s). Please refresh and try again.'),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(onNotice).not.toHaveBeenCalled();
    expect(clicks).toEqual([]);

    // The server names the chapters it could not find: its text is shown.
    apiCall.mockRejectedValueOnce(
      new ApiError(
        400,
        'CHAPTERS_NOT_IN_SERIES',
        'Unable export 1 chapter(s). Please refresh and try again.',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(
      await within(dialog).findByText('Unable export 1 chapter(s). Please refresh and try again.'),
    ).toBeTruthy();

    // The series instance itself is gone.
    apiCall.mockRejectedValueOnce(
      new ApiError(404, 'NOT_FOUND', 'Report content not found. Please try again.'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(
      await within(dialog).findByText('Unable export series. Please refresh and try again.'),
    ).toBeTruthy();
  });

  it('ticks the chapters when they arrive after the dialog opened, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { dialog, rerender, client } = renderDialog({ chapters: undefined, selected: ['m-2'] });
    await user.clear(field(dialog, 'Width (mm)'));
    await user.type(field(dialog, 'Width (mm)'), '100');
    rerender(
      <QueryClientProvider client={client}>
        <ExportChaptersDialog
          open
          memberCollectionId="mc-1"
          chapters={CHAPTERS}
          selected={['m-2']}
          onClose={() => undefined}
          onNotice={() => undefined}
        />
      </QueryClientProvider>,
    );
    expect(box(dialog, CHAPTERS[0]!.name).checked).toBe(false);
    expect(box(dialog, CHAPTERS[1]!.name).checked).toBe(true);
    expect(field(dialog, 'Width (mm)').value).toBe('100');
  });

  it('waits for the chapters with a spinner (Export disabled), and says when they cannot be read', () => {
    const loading = renderDialog({ chapters: undefined });
    expect(within(loading.dialog).getByLabelText('Loading')).toBeTruthy();
    expect(within(loading.dialog).getByRole<HTMLButtonElement>('button', { name: 'Export' }).disabled).toBe(
      true,
    );
    loading.unmount();
    const failed = renderDialog({ chapters: undefined, chaptersError: true });
    expect(
      within(failed.dialog).getByText('Unable to retrieve Series. Please refresh and try again.'),
    ).toBeTruthy();
  });
});
