import { fhirRoutes } from '@circles/shared/api/routes/fhir';
import { fhirQuestionnaire } from '../fhir';
import { httpHandler } from '../../platform/http/handler';
import { fhirDeps } from '../deps';

export const handler = httpHandler(fhirRoutes.fhirQuestionnaire, ({ actor, params }) =>
  fhirQuestionnaire(fhirDeps, actor, params.id),
);
