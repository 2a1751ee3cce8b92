import { moduleRoutes } from '@circles/shared/api/routes/modules';
import { createTemplate } from '../module-templates';
import { httpHandler } from '../../platform/http/handler';
import { modulesDeps } from '../deps';

export const handler = httpHandler(moduleRoutes.surveysCreate, ({ actor, actorRecord, body }) =>
  createTemplate(modulesDeps, { actor, name: actorRecord.info.name }, body),
);
