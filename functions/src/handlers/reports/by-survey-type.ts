import { reportRoutes } from '@circles/shared/api/routes/reports';
import { readBySurveyType } from '../../domain/dashboards';
import { httpHandler } from '../../http/handler';
import { dashboardDeps } from './deps';

export const handler = httpHandler(reportRoutes.memberCollectionsBySurveyType, ({ actor }) =>
  readBySurveyType(dashboardDeps, actor),
);
