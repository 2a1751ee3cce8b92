import { contract } from '@circles/shared/api/contract';
import { markLeadContacted } from '../../domain/public-surveys';
import { httpHandler } from '../../http/handler';
import { publicSurveyDeps } from './deps';

export const handler = httpHandler(contract.publicSurveysMarkContacted, ({ actor, params, body }) =>
  markLeadContacted(publicSurveyDeps, actor, params.id, body.version),
);
