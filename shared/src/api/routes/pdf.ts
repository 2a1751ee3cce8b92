import { defineRoute } from '../define';
import { pdfModulesBodySchema, pdfReportBodySchema, pdfResponseSchema } from '../../schemas/pdf';

/**
 * Report and module PDFs rendered on the server (issue 12; ARCHITECTURE.md 'PDFs'), area `pdf`.
 * Decision: POST (a render is an action that writes a file and an audit entry), 200 with the presigned
 * download `{ url, fileName, expiresAt }`. The server reads what it prints with the caller's rights:
 * anything outside them answers 404, as if it did not exist.
 */
export const pdfRoutes = {
  pdfReport: defineRoute({
    name: 'pdfReport',
    method: 'POST',
    path: '/api/pdf/report',
    auth: 'user',
    body: pdfReportBodySchema,
    response: pdfResponseSchema,
  }),
  pdfModules: defineRoute({
    name: 'pdfModules',
    method: 'POST',
    path: '/api/pdf/modules',
    auth: 'user',
    body: pdfModulesBodySchema,
    response: pdfResponseSchema,
  }),
};
