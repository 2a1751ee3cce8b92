import { moduleRoutes } from '@circles/shared/api/routes/modules';
import { updateTemplate } from '../module-templates';
import { httpHandler } from '../../platform/http/handler';
import { modulesDeps } from '../deps';

export const handler = httpHandler(moduleRoutes.surveysUpdate, ({ actor, actorRecord, params, body }) =>
  updateTemplate(modulesDeps, { actor, name: actorRecord.info.name }, params.id, body),
);
