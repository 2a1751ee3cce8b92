import { peopleRoutes } from '@circles/shared/api/routes/people';
import { dynamoSeriesRepository } from '../../data/series-repository';
import { queryUsers } from '../../domain/people';
import { httpHandler } from '../../http/handler';
import { peopleDeps } from './deps';

export const handler = httpHandler(peopleRoutes.usersQuery, ({ actor, body }) =>
  queryUsers({ ...peopleDeps, seriesTemplates: dynamoSeriesRepository }, actor, body.filter),
);
