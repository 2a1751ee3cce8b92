// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { SeriesInstanceView } from '@circles/shared/schemas/series';
import { detailRows } from '../../../test/detail-rows';
import { renderSignedIn } from '../../../test/render-signed-in';
import { SeriesViewScreen } from './series-view-screen';
import { shownDate } from '../../../lib/shown-date';

const apiCall = vi.fn((): Promise<unknown> => new Promise(() => undefined));
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiCall: (...args: unknown[]) => apiCall(...(args as [])),
}));
vi.mock('../../../lib/auth/use-auth-check', () => ({ useAuthCheck: () => 'authorized' }));

describe('series viewer routes (spec 001 §2.7)', () => {
  it('the service-view route opens the viewer of its collectionID', async () => {
    renderSignedIn(<SeriesViewScreen />, {
      viewer: { id: 'cora', name: 'Cora', role: 'Coordinator', facilityId: 'fac-1' },
      path: '/staff/services/view/:collectionID',
      at: '/staff/services/view/mc-42',
    });
    await waitFor(() =>
      expect(apiCall).toHaveBeenCalledWith(
        'memberCollectionsGet',
        expect.objectContaining({ params: { id: 'mc-42' } }),
      ),
    );
  });

  it('shows the series facts by label in the named details table', async () => {
    const at = '2026-03-07T12:00:00.000Z';
    const view: SeriesInstanceView = {
      _id: 'mc-42',
      collectionTemplate: 'c1',
      collectionName: 'Community Connections',
      completeness: 50,
      complete: false,
      memberSurveyList: ['m-1', 'm-2'],
      member: 'mary',
      memberName: 'Mary Member',
      createdAt: at,
      createdBy: 'ada',
      createdByName: 'Ada Admin',
      updatedAt: at,
      modifiedBy: 'cora',
      version: 1,
      patientId: { _id: 'mary', info: { name: 'Mary Member' } },
      chapterTemplates: [],
      memberChapters: [
        {
          _id: 'm-1',
          name: 'Intake',
          templateId: 't-1',
          completeStatus: 100,
          completed: true,
          approved: false,
        },
        {
          _id: 'm-2',
          name: 'Housing',
          templateId: 't-2',
          completeStatus: 0,
          completed: false,
          approved: false,
        },
      ],
      overallCompleteness: 50,
    };
    apiCall.mockImplementationOnce(() => Promise.resolve({ memberCollection: view }));
    renderSignedIn(<SeriesViewScreen />, {
      viewer: { id: 'cora', name: 'Cora', role: 'Coordinator', facilityId: 'fac-1' },
      path: '/staff/collections/view/:id',
      at: '/staff/collections/view/mc-42',
    });
    const facts = await screen.findByRole('table', { name: 'Series details' });
    expect(detailRows(facts)).toEqual([
      ['Patient Name', 'Mary Member'],
      ['Patient ID', 'mary'],
      ['Series ID', 'mc-42'],
      ['Started', shownDate(at)],
      ['Started by', 'Ada Admin'],
      ['Last modified', shownDate(at)],
      // Stored without a name: never the user id in its place (issue 20).
      ['Last modified by', '—'],
      ['Chapters', '2'],
      ['Overall Completeness', '50%'],
    ]);
  });
});
