import { pdfRoutes } from '@circles/shared/api/routes/pdf';
import { reportPdf } from '../pdf';
import { httpHandler } from '../../platform/http/handler';
import { pdfDeps } from '../deps';

export const handler = httpHandler(pdfRoutes.pdfReport, ({ actor, body }) => reportPdf(pdfDeps, actor, body));
