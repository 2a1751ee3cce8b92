import { publicSurveyRoutes } from '@circles/shared/api/routes/public-surveys';
import { markLeadContacted } from '../../public/public-surveys';
import { httpHandler } from '../../platform/http/handler';
import { publicSurveyDeps } from '../../public/deps';

export const handler = httpHandler(publicSurveyRoutes.publicSurveysMarkContacted, ({ actor, params, body }) =>
  markLeadContacted(publicSurveyDeps, actor, params.id, body.version),
);
