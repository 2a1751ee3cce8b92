import type { AreaRoutes } from '../areas';
import { handler as memberDashboard } from './handlers/member-dashboard';
import { handler as completedAll } from './handlers/completed-all';
import { handler as completedGroup } from './handlers/completed-group';
import { handler as completedOfMember } from './handlers/completed-of-member';
import { handler as dashboard } from './handlers/dashboard';
import { handler as historicCc } from './handlers/historic-cc';
import { handler as historicQofl } from './handlers/historic-qofl';
import { handler as historicScreener } from './handlers/historic-screener';
import { handler as neighbours } from './handlers/neighbours';
import { handler as qofl } from './handlers/qofl';
import { handler as qoflShort } from './handlers/qofl-short';
import { handler as screen } from './handlers/screen';

/**
 * The reports area's routes, each with the handler serving it. The area's entry serves exactly these;
 * the type holds them to the binding table (functions/src/areas.ts).
 */
export const routes = {
  reportsDashboard: dashboard,
  reportsNeighbours: neighbours,
  reportsScreen: screen,
  reportsQoflShort: qoflShort,
  reportsQofl: qofl,
  reportsHistoricCc: historicCc,
  reportsHistoricScreener: historicScreener,
  reportsHistoricQofl: historicQofl,
  reportsCompletedOfMember: completedOfMember,
  reportsCompletedGroup: completedGroup,
  reportsCompletedAll: completedAll,
  usersClient: memberDashboard,
} satisfies AreaRoutes<'reports'>;
