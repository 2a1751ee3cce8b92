import { handler as modulesPdf } from '../handlers/pdf/modules';
import { handler as reportPdf } from '../handlers/pdf/report';
import { areaHandler } from '../http/area';

/**
 * The pdf area's function (x86_64, Chromium; infra/lib/pdf-function.ts): report, module and chapter
 * PDFs. The renderer's browser and warm print page live in the process between invocations.
 */
export const handler = areaHandler('pdf', [reportPdf, modulesPdf]);
