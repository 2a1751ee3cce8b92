import { defineRoute } from '../define';
import { idParamsSchema, pageQuerySchema } from '../../schemas/common';
import {
  leadCreateBodySchema,
  leadCreateResponseSchema,
  leadSchema,
  leadListResponseSchema,
  leadPatchBodySchema,
} from '../../schemas/lead';

/** The public screener's submission (spec 000 §7) and the staff leads inbox over its submissions. */
export const leadRoutes = {
  publicSurveysCreate: defineRoute({
    name: 'publicSurveysCreate',
    method: 'POST',
    path: '/api/publicsurveys/create',
    auth: 'public',
    invalidates: ['leads'],
    errors: ['IDEMPOTENCY_MISMATCH', 'NOT_FOUND', 'STALE_VERSION'],
    status: 201,
    body: leadCreateBodySchema,
    response: leadCreateResponseSchema,
    // A person takes two minutes per screener; 5 per 10 minutes leaves room for retries and a household.
    rateLimit: { limit: 5, windowSeconds: 600 },
  }),
  publicSurveysList: defineRoute({
    name: 'publicSurveysList',
    method: 'GET',
    path: '/api/publicsurveys',
    auth: 'user',
    errors: ['NOT_FOUND', 'STALE_VERSION'],
    query: pageQuerySchema,
    response: leadListResponseSchema,
  }),
  publicSurveysMarkContacted: defineRoute({
    name: 'publicSurveysMarkContacted',
    method: 'PATCH',
    path: '/api/publicsurveys/{id}',
    auth: 'user',
    invalidates: ['leads'],
    errors: ['CONFLICT', 'NOT_FOUND', 'STALE_VERSION'],
    params: idParamsSchema,
    body: leadPatchBodySchema,
    response: leadSchema,
  }),
};
