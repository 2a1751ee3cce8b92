import * as z from 'zod';
import { idSchema } from './common';

/**
 * FHIR R4 answers (issue 26). The resources are built by `shared/src/fhir/*` (typed with `@types/fhir`);
 * these schemas check the envelope and keep every field of the resources (loose objects), so the
 * response shaping of the API does not strip FHIR elements it does not list.
 */
const resourceSchema = z.looseObject({ resourceType: z.string() });

export const fhirBundleSchema = z.looseObject({
  resourceType: z.literal('Bundle'),
  type: z.literal('searchset'),
  total: z.number().int().min(0),
  entry: z.array(z.looseObject({ fullUrl: z.string().optional(), resource: resourceSchema })),
});

export const fhirQuestionnaireSchema = z.looseObject({ resourceType: z.literal('Questionnaire') });

export const fhirMemberParamsSchema = z.object({ userId: idSchema });
export const fhirQuestionnaireParamsSchema = z.object({ id: idSchema });
