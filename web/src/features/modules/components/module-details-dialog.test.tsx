// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { MemberModuleSummary } from '@circles/shared/schemas/module';
import { detailRows } from '../../../test/detail-rows';
import { renderUi } from '../../../test/render-ui';
import { ModuleDetailsDialog } from './module-details-dialog';
import { shownDate } from '../../../lib/shown-date';

const at = '2026-03-07T12:00:00.000Z';
const later = '2026-03-09T08:30:00.000Z';
const module: MemberModuleSummary = {
  _id: 'm-1',
  name: 'Intake',
  templateId: 't-1',
  memberCollection: null,
  patientId: 'mary',
  patientName: 'Mary Member',
  completeness: 0,
  completed: false,
  approved: false,
  createdAt: at,
  createdBy: 'ada',
  createdByName: 'Ada Admin',
  updatedAt: later,
  modifiedBy: 'cora',
  version: 1,
};

describe('ModuleDetailsDialog (spec 001 §4)', () => {
  it('names its table by the title and shows each audit field by its label; a person stored without a name shows —, never their user id (issue 20)', () => {
    renderUi(<ModuleDetailsDialog module={module} open onClose={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Module details' });
    expect(detailRows(table)).toEqual([
      ['Started', shownDate(at)],
      ['Started by', 'Ada Admin'],
      ['Last modified', shownDate(later)],
      ['Last modified by', '—'],
    ]);
    expect(screen.getByText('This Module has not been approved yet.')).toBeTruthy();
  });
});
