import { fhirRoutes } from '@circles/shared/api/routes/fhir';
import { fhirObservations } from '../fhir';
import { httpHandler } from '../../platform/http/handler';
import { knownMember, memberOptions } from '../../members/deps';
import { fhirDeps } from '../deps';

export const handler = httpHandler(
  fhirRoutes.fhirObservations,
  ({ actor, params, prefetched }) =>
    fhirObservations(fhirDeps, actor, params.userId, knownMember(prefetched)),
  memberOptions,
);
