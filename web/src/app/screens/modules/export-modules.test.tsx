// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberModuleSummary } from '@circles/shared/schemas/module';
import type { SeriesInstance, SeriesInstanceView } from '@circles/shared/schemas/series';
import { ApiError } from '../../../lib/api-client';
import { renderSignedIn } from '../../../test/render-signed-in';
import { WorkbookTab } from '../../../features/modules/components/workbook-tab';
import { SeriesTab } from '../../../features/series/components/series-tab';
import { ModulesExportAction, SeriesExportDialog, TemplatesExportAction } from './export-modules';

const apiCall = vi.fn();
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...args),
}));

const at = '2026-03-07T12:00:00.000Z';
const audit = { createdAt: at, createdBy: 'ada', updatedAt: at, modifiedBy: 'ada', version: 1 };
const instance: SeriesInstance = {
  _id: 'mc-1',
  collectionTemplate: 'c1',
  collectionName: 'Community Connections',
  completeness: 33,
  complete: false,
  memberSurveyList: ['m-1', 'm-2', 'm-3'],
  member: 'mary',
  memberName: 'Mary Member',
  ...audit,
};
const chapter = (id: string, name: string) => ({
  _id: id,
  name,
  templateId: `t-${id}`,
  completeStatus: 0,
  completed: false,
  approved: false,
});
const view: SeriesInstanceView = {
  ...instance,
  patientId: { _id: 'mary', info: { name: 'Mary Member' } },
  chapterTemplates: [],
  memberChapters: [chapter('m-1', 'Intake'), chapter('m-2', 'Housing'), chapter('m-3', 'Follow-up')],
  overallCompleteness: 33,
};
const module = (id: string, name: string, seriesInstanceId: string | null): MemberModuleSummary => ({
  _id: id,
  name,
  templateId: `t-${id}`,
  memberCollection: seriesInstanceId,
  patientId: 'mary',
  patientName: 'Mary Member',
  completeness: 0,
  completed: false,
  approved: false,
  ...audit,
});
const modules = [
  module('m-1', 'Intake', 'mc-1'),
  module('m-2', 'Housing', 'mc-1'),
  module('m-3', 'Follow-up', 'mc-1'),
  module('x-1', 'Wellness', 'mc-2'),
  module('x-2', 'Check-in', null),
];
const templates = [
  { _id: 'tpl-1', name: 'Intake Form', isPublic: false, archived: false, ...audit },
  { _id: 'tpl-2', name: 'Exit Survey', isPublic: false, archived: false, ...audit },
];
const saved = (fileName: string) => ({
  url: `https://files.example/pdf/${fileName}?sig`,
  fileName,
  expiresAt: '2026-11-23T00:05:00Z',
});

function answer(
  name: string,
  args?: { body?: { kind: string; memberSurveyId?: string; surveyId?: string } },
) {
  switch (name) {
    case 'collectionsList':
      return Promise.resolve({ collectionList: [] });
    case 'memberCollectionsList':
      return Promise.resolve({ memberCollectionList: [instance] });
    case 'memberCollectionsGet':
      return Promise.resolve({ memberCollection: view });
    case 'surveysList':
      return Promise.resolve({ surveyList: templates });
    case 'memberSurveysList':
      return Promise.resolve({ memberSurveyList: modules });
    case 'pdfModules':
      return Promise.resolve(
        saved(`${args?.body?.memberSurveyId ?? args?.body?.surveyId ?? 'chapters'}.pdf`),
      );
    default:
      return Promise.reject(new Error(`unexpected ${name}`));
  }
}

let clicks: string[];
beforeEach(() => {
  apiCall.mockReset();
  apiCall.mockImplementation(answer);
  clicks = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const admin = { id: 'me', name: 'Me', role: 'Admin' as const, facilityId: 'fac-1' };
const pdfCalls = () =>
  apiCall.mock.calls.filter(([name]) => name === 'pdfModules').map(([, args]) => args.body);

describe('Series tab: Export (spec 001 §2.1, §2.11)', () => {
  it('offers Export for one selected series instance, and the dialog exports its chapters', async () => {
    const user = userEvent.setup();
    renderSignedIn(<SeriesTab exportDialog={(props) => <SeriesExportDialog {...props} />} />, {
      viewer: admin,
    });
    await screen.findByRole('table', { name: 'Series Templates' });
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Series Instances' }));
    await screen.findByRole('table', { name: 'Series Instances' });
    await user.click(
      screen.getByRole('checkbox', { name: 'Select Community Connections, Mary Member (mc-1)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export chapters to PDF' });
    const housing = await within(dialog).findByRole<HTMLInputElement>('checkbox', { name: 'Housing' });
    expect(apiCall).toHaveBeenCalledWith(
      'memberCollectionsGet',
      expect.objectContaining({ params: { id: 'mc-1' } }),
    );
    await user.click(housing);
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Successfully exported 2 chapter(s).')).toBeTruthy();
    expect(pdfCalls()).toEqual([
      expect.objectContaining({ kind: 'chapters', memberCollectionId: 'mc-1', chapterIds: ['m-1', 'm-3'] }),
    ]);
    expect(clicks).toEqual(['chapters.pdf']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Workbook tab: Export of user modules (spec 001 §2.1, §2.11)', () => {
  const renderTab = async () => {
    const user = userEvent.setup();
    renderSignedIn(<WorkbookTab exportAction={(props) => <ModulesExportAction {...props} />} />, {
      viewer: admin,
    });
    await screen.findByRole('table', { name: 'Module Templates' });
    await user.click(screen.getByRole('button', { name: 'User Modules' }));
    await screen.findByRole('table', { name: 'User Modules' });
    const select = (m: MemberModuleSummary) =>
      user.click(screen.getByRole('checkbox', { name: `Select ${m.name}, Mary Member (${m._id})` }));
    return { user, select };
  };

  it('Module Templates view: Export prints each selected template blank, one after another', async () => {
    const user = userEvent.setup();
    renderSignedIn(
      <WorkbookTab
        exportAction={(props) => <ModulesExportAction {...props} />}
        templateExportAction={(props) => <TemplatesExportAction {...props} />}
      />,
      { viewer: admin },
    );
    await screen.findByRole('table', { name: 'Module Templates' });
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    for (const t of templates)
      await user.click(screen.getByRole('checkbox', { name: `Select ${t.name} (${t._id})` }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Successfully exported 2 chapter(s).')).toBeTruthy();
    expect(pdfCalls()).toEqual([
      { kind: 'template', surveyId: 'tpl-1' },
      { kind: 'template', surveyId: 'tpl-2' },
    ]);
    expect(clicks).toEqual(['tpl-1.pdf', 'tpl-2.pdf']);
  });

  it('one module: its PDF (as Export Pdf prints it), downloaded, and the success text', async () => {
    const { user, select } = await renderTab();
    await select(modules[0]!);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Successfully exported 1 chapter(s).')).toBeTruthy();
    expect(pdfCalls()).toEqual([{ kind: 'module', memberSurveyId: 'm-1' }]);
    expect(clicks).toEqual(['m-1.pdf']);
  });

  it('one module that fails says the module export error', async () => {
    apiCall.mockImplementation((name: string, args?: { body?: { kind: string } }) =>
      name === 'pdfModules'
        ? Promise.reject(new ApiError(503, 'PDF_RENDER_FAILED', 'x'))
        : answer(name, args),
    );
    const { user, select } = await renderTab();
    await select(modules[0]!);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Unable export module. Please refresh and try again.')).toBeTruthy();
    expect(clicks).toEqual([]);
  });

  it('several modules of one series instance: the chapters dialog with exactly those ticked', async () => {
    const { user, select } = await renderTab();
    await select(modules[0]!);
    await select(modules[2]!);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export chapters to PDF' });
    const box = (name: string) => within(dialog).getByRole<HTMLInputElement>('checkbox', { name });
    await within(dialog).findByRole('checkbox', { name: 'Intake' });
    expect([box('Intake').checked, box('Housing').checked, box('Follow-up').checked]).toEqual([
      true,
      false,
      true,
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Successfully exported 2 chapter(s).')).toBeTruthy();
    expect(pdfCalls()).toEqual([
      expect.objectContaining({ kind: 'chapters', memberCollectionId: 'mc-1', chapterIds: ['m-1', 'm-3'] }),
    ]);
  });

  it('modules of different series (or of none): each module’s PDF in turn, failures counted', async () => {
    let calls = 0;
    apiCall.mockImplementation(
      (name: string, args?: { body?: { kind: string; memberSurveyId?: string } }) => {
        if (name === 'pdfModules' && ++calls === 2)
          return Promise.reject(new ApiError(503, 'PDF_RENDER_FAILED', 'x'));
        return answer(name, args);
      },
    );
    const { user, select } = await renderTab();
    await select(modules[0]!);
    await select(modules[3]!);
    await select(modules[4]!);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Unable export 1 chapter(s). Please refresh and try again.')).toBeTruthy();
    expect(
      pdfCalls()
        .map((b: { memberSurveyId: string }) => b.memberSurveyId)
        .sort(),
    ).toEqual(['m-1', 'x-1', 'x-2']);
    expect(clicks).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
