import { handler as clientDashboard } from '../handlers/reports/client-dashboard';
import { handler as completedAll } from '../handlers/reports/completed-all';
import { handler as completedGroup } from '../handlers/reports/completed-group';
import { handler as completedOfMember } from '../handlers/reports/completed-of-member';
import { handler as dashboard } from '../handlers/reports/dashboard';
import { handler as historicCc } from '../handlers/reports/historic-cc';
import { handler as historicQofl } from '../handlers/reports/historic-qofl';
import { handler as historicScreener } from '../handlers/reports/historic-screener';
import { handler as neighbours } from '../handlers/reports/neighbours';
import { handler as qofl } from '../handlers/reports/qofl';
import { handler as qoflShort } from '../handlers/reports/qofl-short';
import { handler as screen } from '../handlers/reports/screen';
import { areaHandler } from '../http/area';

/**
 * The reports area's function: report reads (precomputed rounds), the member dashboard's figures,
 * client dashboard, completed reports.
 */
export const handler = areaHandler('reports', [
  dashboard,
  neighbours,
  screen,
  qoflShort,
  qofl,
  historicCc,
  historicScreener,
  historicQofl,
  completedOfMember,
  completedGroup,
  completedAll,
  clientDashboard,
]);
