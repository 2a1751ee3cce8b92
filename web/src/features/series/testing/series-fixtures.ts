import type { SeriesTemplate } from '@circles/shared/schemas/series';

/**
 * The Community Connections series template `c1` as the series routes answer it: one module template
 * (Intake), no projects, members or instances, made by Ada; `changes` replace whole fields.
 */
export function communityConnections(changes: Partial<SeriesTemplate> = {}): SeriesTemplate {
  return {
    _id: 'c1',
    name: 'Community Connections',
    surveyList: ['t1'],
    surveys: [{ _id: 't1', name: 'Intake' }],
    projectList: [],
    memberList: [],
    memberCollectionCount: 0,
    archived: false,
    createdAt: '2026-03-07T12:00:00.000Z',
    createdBy: 'ada',
    updatedAt: '2026-03-07T12:00:00.000Z',
    modifiedBy: 'ada',
    version: 1,
    ...changes,
  };
}
