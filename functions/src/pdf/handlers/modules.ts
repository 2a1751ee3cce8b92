import { pdfRoutes } from '@circles/shared/api/routes/pdf';
import { moduleExportPdf } from '../pdf';
import { httpHandler } from '../../platform/http/handler';
import { pdfDeps } from '../deps';

export const handler = httpHandler(pdfRoutes.pdfModules, ({ actor, body }) =>
  moduleExportPdf(pdfDeps, actor, body),
);
