import { peopleRoutes } from '@circles/shared/api/routes/people';
import { getSeriesTemplate } from '../../series/data/series-template-read';
import { queryUsers } from '../people';
import { httpHandler } from '../../platform/http/handler';
import { peopleDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.usersQuery, ({ actor, body }) =>
  queryUsers({ ...peopleDeps, seriesTemplates: { getTemplate: getSeriesTemplate } }, actor, body.filter),
);
