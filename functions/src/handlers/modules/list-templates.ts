import { moduleRoutes } from '@circles/shared/api/routes/modules';
import { listTemplates } from '../../domain/module-templates';
import { httpHandler } from '../../http/handler';
import { modulesDeps } from './deps';

export const handler = httpHandler(moduleRoutes.surveysList, ({ actor }) =>
  listTemplates(modulesDeps, actor),
);
