import type { RecentCollection, RecentSurvey } from '@circles/shared/schemas/reports';
import type { AssignedChapter, AssignedSeries } from './tasks';

/**
 * A member's series instances (the `recentCollection` list of `GET /api/membercollections/client/{id}`)
 * as the Current Assigned Tasks list takes them: each instance with its chapters in order.
 */
export function assignedSeriesOf(collections: readonly RecentCollection[]): AssignedSeries[] {
  return collections.map((c) => ({
    id: c._id,
    name: c.collectionTemplate.name,
    chapters: c.memberSurveyList.map((m) => ({
      id: m._id,
      name: m.surveyTemplate.name,
      completeness: m.completeness,
    })),
  }));
}

/**
 * A member's modules outside any series (`assignedSurveys` of the same answer: incomplete, newest first)
 * as Current Assigned Tasks lists them beside the series (issue 20).
 */
export function assignedModulesOf(surveys: readonly RecentSurvey[] = []): AssignedChapter[] {
  return surveys.map((m) => ({ id: m._id, name: m.name, completeness: m.completeness }));
}
