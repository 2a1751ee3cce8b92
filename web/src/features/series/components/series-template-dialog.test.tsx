// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SeriesTemplate } from '@circles/shared/schemas/series';
import { detailRows } from '../../../test/detail-rows';
import { renderUi } from '../../../test/render-ui';
import { SeriesTemplateDialog } from './series-template-dialog';
import { shownDate } from '../../../lib/shown-date';

const at = '2026-03-07T12:00:00.000Z';
const series: SeriesTemplate = {
  _id: 'c1',
  name: 'Community Connections',
  surveyList: ['t1', 't2'],
  surveys: [
    { _id: 't1', name: 'Intake' },
    { _id: 't2', name: 'Follow-up' },
  ],
  projectList: ['p1'],
  memberList: ['mary', 'paul'],
  memberCollectionCount: 3,
  archived: false,
  createdAt: at,
  createdBy: 'ada',
  updatedAt: at,
  modifiedBy: 'ada',
  modifiedByName: 'Ada Admin',
  version: 1,
};

describe('SeriesTemplateDialog (spec 001 §2.1)', () => {
  it('names its details table by the title and lists the templates in chapter order', () => {
    renderUi(<SeriesTemplateDialog series={series} onClose={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Series Template' });
    expect(detailRows(table)).toEqual([
      ['Name', 'Community Connections'],
      ['Series ID', 'c1'],
      ['Started', shownDate(at)],
      // Stored without a name: never the user id in its place (issue 20).
      ['Started by', '—'],
      ['Last modified', shownDate(at)],
      ['Last modified by', 'Ada Admin'],
      ['Projects', '1'],
      ['Members', '2'],
      ['Instances', '3'],
    ]);
    const chapters = screen.getByRole('list', { name: 'Module Templates' });
    expect(
      within(chapters)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Intake', 'Follow-up']);
  });
});
