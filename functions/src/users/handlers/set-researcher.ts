import { researchRoutes } from '@circles/shared/api/routes/research';
import { setResearcher } from '../researcher-grant';
import { httpHandler } from '../../platform/http/handler';
import { peopleAdminDeps } from '../deps';

export const handler = httpHandler(researchRoutes.usersSetResearcher, ({ actor, params, body }) =>
  setResearcher(peopleAdminDeps, actor, params.id, body.version, body.researcher),
);
