import type { SeriesInstanceRecord } from '../../functions/src/series/series-records';

/**
 * A finished series instance of the bench's community-connections series (template `bench-series-cc`):
 * every chapter at 100 %, created and last changed by `bench` at `at`. Types only from the functions, so
 * handler-cost.ts can still set the environment before it loads them.
 */
export function completeBenchInstance(fields: {
  id: string;
  collectionName: string;
  member: string;
  memberName: string;
  memberSurveyList: string[];
  at: string;
}): SeriesInstanceRecord {
  const { at, ...named } = fields;
  return {
    ...named,
    collectionTemplate: 'bench-series-cc',
    chapterStatus: Object.fromEntries(fields.memberSurveyList.map((id) => [id, 100])),
    completeness: 100,
    complete: true,
    createdAt: at,
    createdBy: 'bench',
    updatedAt: at,
    modifiedBy: 'bench',
    version: 1,
  };
}
