import { peopleRoutes } from '@circles/shared/api/routes/people';
import { getSeriesTemplate } from '../../data/series-template-read';
import { queryUsers } from '../../domain/people';
import { httpHandler } from '../../http/handler';
import { peopleDeps } from './deps';

export const handler = httpHandler(peopleRoutes.usersQuery, ({ actor, body }) =>
  queryUsers({ ...peopleDeps, seriesTemplates: { getTemplate: getSeriesTemplate } }, actor, body.filter),
);
