import { moduleRoutes } from '@circles/shared/api/routes/modules';
import { getTemplate } from '../module-templates';
import { httpHandler } from '../../platform/http/handler';
import { modulesDeps } from '../deps';

export const handler = httpHandler(moduleRoutes.surveysGet, ({ actor, params }) =>
  getTemplate(modulesDeps, actor, params.id),
);
