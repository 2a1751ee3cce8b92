import type { AreaRoutes } from '../areas';
import { handler as bySurveyType } from './handlers/series-by-template';
import { handler as completedCount } from './handlers/completed-count';
import { handler as inProgressCount } from './handlers/inprogress-count';
import { handler as listAuditEvents } from './handlers/list-audit-events';
import { handler as listLeads } from './handlers/list-leads';
import { handler as markLeadContacted } from './handlers/mark-lead-contacted';
import { handler as memberAuditCsv } from './handlers/member-audit-csv';
import { handler as usersCount } from './handlers/users-count';

/**
 * The admin area's routes, each with the handler serving it. The area's entry serves exactly these;
 * the type holds them to the binding table (functions/src/areas.ts).
 */
export const routes = {
  publicSurveysList: listLeads,
  publicSurveysMarkContacted: markLeadContacted,
  usersCount,
  memberCollectionsCompletedCount: completedCount,
  memberCollectionsInProgressCount: inProgressCount,
  memberCollectionsBySurveyType: bySurveyType,
  auditList: listAuditEvents,
  auditMemberCsv: memberAuditCsv,
} satisfies AreaRoutes<'admin'>;
