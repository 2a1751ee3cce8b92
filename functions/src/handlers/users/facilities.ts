import { peopleRoutes } from '@circles/shared/api/routes/people';
import { listFacilities } from '../../domain/people';
import { httpHandler } from '../../http/handler';
import { peopleDeps } from './deps';

export const handler = httpHandler(peopleRoutes.facilitiesList, ({ actor }) =>
  listFacilities(peopleDeps, actor),
);
