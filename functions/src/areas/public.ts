import { handler as createPublicSurvey } from '../handlers/public-surveys/create';
import { areaHandler } from '../http/area';

/** The public area's function: the screener's submission, open to anyone (no staff code in it). */
export const handler = areaHandler('public', [createPublicSurvey]);
