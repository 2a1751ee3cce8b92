import { handler as createPublicSurvey } from '../handlers/public-surveys/create';
import { handler as openApi } from '../handlers/public-surveys/openapi';
import { areaHandler } from '../http/area';

/**
 * The public area's function: the screener's submission and the API description, open to anyone (no
 * staff code in it).
 */
export const handler = areaHandler('public', [createPublicSurvey, openApi]);
