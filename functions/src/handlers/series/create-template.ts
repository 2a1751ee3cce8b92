import { seriesRoutes } from '@circles/shared/api/routes/series';
import { AppError } from '../../domain/errors';
import { httpHandler } from '../../http/handler';

export const handler = httpHandler(seriesRoutes.collectionsCreate, () =>
  Promise.reject(new AppError('INTERNAL', 'Not implemented yet.')),
);
