import { projectRoutes } from '@circles/shared/api/routes/projects';
import { listOwnWorkbooks } from '../projects';
import { httpHandler } from '../../platform/http/handler';
import { projectsDeps } from '../deps';

export const handler = httpHandler(projectRoutes.workbooksMine, ({ actor }) =>
  listOwnWorkbooks(projectsDeps, actor),
);
