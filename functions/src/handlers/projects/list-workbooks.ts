import { projectRoutes } from '@circles/shared/api/routes/projects';
import { listWorkbooks } from '../../domain/projects';
import { httpHandler } from '../../http/handler';
import { projectsDeps } from './deps';

export const handler = httpHandler(projectRoutes.workbooksList, ({ actor }) =>
  listWorkbooks(projectsDeps, actor),
);
