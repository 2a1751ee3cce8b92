import { publicSurveyRoutes } from '@circles/shared/api/routes/public-surveys';
import { markLeadContacted } from '../../domain/public-surveys';
import { httpHandler } from '../../http/handler';
import { publicSurveyDeps } from './deps';

export const handler = httpHandler(publicSurveyRoutes.publicSurveysMarkContacted, ({ actor, params, body }) =>
  markLeadContacted(publicSurveyDeps, actor, params.id, body.version),
);
