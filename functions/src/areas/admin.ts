import { handler as listAuditEvents } from '../handlers/audit/list';
import { handler as memberAuditCsv } from '../handlers/audit/member-csv';
import { handler as listLeads } from '../handlers/public-surveys/list';
import { handler as markLeadContacted } from '../handlers/public-surveys/mark-contacted';
import { handler as bySurveyType } from '../handlers/reports/by-survey-type';
import { handler as completedCount } from '../handlers/reports/completed-count';
import { handler as inProgressCount } from '../handlers/reports/inprogress-count';
import { handler as usersCount } from '../handlers/reports/users-count';
import { areaHandler } from '../http/area';

/** The staff administration area's function: the leads inbox, the Admin dashboard's counts, the audit log. */
export const handler = areaHandler('admin', [
  listLeads,
  markLeadContacted,
  usersCount,
  completedCount,
  inProgressCount,
  bySurveyType,
  listAuditEvents,
  memberAuditCsv,
]);
