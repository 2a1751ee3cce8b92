import { areaHandler } from '../platform/http/area';
import { routes } from './routes';

/**
 * The pdf area's function (x86_64, Chromium; infra/lib/pdf-function.ts): report, module and chapter
 * PDFs. The renderer's browser and warm print page live in the process between invocations.
 */
export const handler = areaHandler('pdf', Object.values(routes));
