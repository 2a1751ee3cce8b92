import { projectRoutes } from '@circles/shared/api/routes/projects';
import { AppError } from '../../domain/errors';
import { httpHandler } from '../../http/handler';

export const handler = httpHandler(projectRoutes.workbooksAssign, () =>
  Promise.reject(new AppError('INTERNAL', 'Not implemented yet.')),
);
