import { reportRoutes } from '@circles/shared/api/routes/reports';
import { readSeriesByTemplate } from '../../reports/dashboards';
import { httpHandler } from '../../platform/http/handler';
import { dashboardDeps } from '../../reports/deps';

export const handler = httpHandler(reportRoutes.memberCollectionsBySurveyType, ({ actor }) =>
  readSeriesByTemplate(dashboardDeps, actor),
);
