import { moduleRoutes } from '@circles/shared/api/routes/modules';
import { deleteTemplate } from '../module-templates';
import { httpHandler } from '../../platform/http/handler';
import { modulesDeps } from '../deps';

export const handler = httpHandler(moduleRoutes.surveysDelete, ({ actor, actorRecord, params }) =>
  deleteTemplate(modulesDeps, { actor, name: actorRecord.info.name }, params.id),
);
