import { fhirRoutes } from '@circles/shared/api/routes/fhir';
import { fhirQuestionnaireResponses } from '../fhir';
import { httpHandler } from '../../platform/http/handler';
import { knownMember, memberOptions } from '../../members/deps';
import { fhirDeps } from '../deps';

export const handler = httpHandler(
  fhirRoutes.fhirQuestionnaireResponses,
  ({ actor, params, prefetched }) =>
    fhirQuestionnaireResponses(fhirDeps, actor, params.userId, knownMember(prefetched)),
  memberOptions,
);
