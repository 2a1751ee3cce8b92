import { seriesRoutes } from '@circles/shared/api/routes/series';
import { AppError } from '../../domain/errors';
import { httpHandler } from '../../http/handler';

export const handler = httpHandler(seriesRoutes.collectionsAssignMember, () =>
  Promise.reject(new AppError('INTERNAL', 'Not implemented yet.')),
);
