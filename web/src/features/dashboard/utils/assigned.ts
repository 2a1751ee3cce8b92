import type { RecentSeriesInstance, RecentMemberModule } from '@circles/shared/schemas/reports';
import { localName } from '../../../lib/i18n/local-name';
import type { AssignedChapter, AssignedSeries } from './tasks';

/**
 * A member's series instances (the `recentCollection` list of `GET /api/membercollections/client/{id}`)
 * as the Current Assigned Tasks list takes them: each instance with its chapters in order, named in
 * the reader's language (issue 25).
 */
export function assignedSeriesOf(seriesInstances: readonly RecentSeriesInstance[]): AssignedSeries[] {
  return seriesInstances.map((c) => ({
    id: c._id,
    name: localName(c.collectionTemplate),
    chapters: c.memberSurveyList.map((m) => ({
      id: m._id,
      name: localName(m.surveyTemplate),
      completeness: m.completeness,
    })),
  }));
}

/**
 * A member's modules outside any series (`assignedSurveys` of the same answer: incomplete, newest first)
 * as Current Assigned Tasks lists them beside the series (issue 20).
 */
export function assignedModulesOf(memberModules: readonly RecentMemberModule[] = []): AssignedChapter[] {
  return memberModules.map((m) => ({ id: m._id, name: localName(m), completeness: m.completeness }));
}
