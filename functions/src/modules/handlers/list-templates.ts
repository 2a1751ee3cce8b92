import { moduleRoutes } from '@circles/shared/api/routes/modules';
import { listTemplates } from '../module-templates';
import { httpHandler } from '../../platform/http/handler';
import { modulesDeps } from '../deps';

export const handler = httpHandler(moduleRoutes.surveysList, ({ actor }) =>
  listTemplates(modulesDeps, actor),
);
