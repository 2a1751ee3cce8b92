import { reportRoutes } from '@circles/shared/api/routes/reports';
import { readBySurveyType } from '../../reports/dashboards';
import { httpHandler } from '../../platform/http/handler';
import { dashboardDeps } from '../../reports/deps';

export const handler = httpHandler(reportRoutes.memberCollectionsBySurveyType, ({ actor }) =>
  readBySurveyType(dashboardDeps, actor),
);
