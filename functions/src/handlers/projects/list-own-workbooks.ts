import { projectRoutes } from '@circles/shared/api/routes/projects';
import { listOwnWorkbooks } from '../../domain/projects';
import { httpHandler } from '../../http/handler';
import { projectsDeps } from './deps';

export const handler = httpHandler(projectRoutes.workbooksMine, ({ actor }) =>
  listOwnWorkbooks(projectsDeps, actor),
);
