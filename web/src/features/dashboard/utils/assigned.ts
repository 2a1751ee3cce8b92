import type { RecentCollection } from '@circles/shared/schemas/reports';
import type { AssignedSeries } from './tasks';

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
