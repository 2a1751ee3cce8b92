import { pdfRoutes } from '@circles/shared/api/routes/pdf';
import { reportPdf } from '../../domain/pdf';
import { httpHandler } from '../../http/handler';
import { pdfDeps } from './deps';

export const handler = httpHandler(pdfRoutes.pdfReport, ({ actor, body }) => reportPdf(pdfDeps, actor, body));
