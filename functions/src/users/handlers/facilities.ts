import { peopleRoutes } from '@circles/shared/api/routes/people';
import { listFacilities } from '../people';
import { httpHandler } from '../../platform/http/handler';
import { peopleDeps } from '../deps';

export const handler = httpHandler(peopleRoutes.facilitiesList, ({ actor }) =>
  listFacilities(peopleDeps, actor),
);
