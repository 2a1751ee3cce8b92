import { defineRoute } from '../define';
import type { ErrorCode } from '../errors';
import { pdfModulesBodySchema, pdfReportBodySchema, pdfResponseSchema } from '../../schemas/pdf';

/** The codes both renders can answer beyond the pipeline's own (see `RouteDef.errors`). */
const pdfErrors = [
  'EMAIL_TAKEN',
  'MEMBER_NOT_FOUND',
  'MODULE_LOCKED',
  'MODULE_NOT_FOUND',
  'NOT_FOUND',
  'NOT_MEMBER',
  'PDF_RENDER_FAILED',
  'PHONE_TAKEN',
  'REPORT_NOT_FOUND',
  'SERIES_NOT_FOUND',
  'SERIES_STALE',
  'STALE_VERSION',
  'TEMPLATE_NOT_FOUND',
] as const satisfies readonly ErrorCode[];

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
    invalidates: ['reports'],
    errors: pdfErrors,
    body: pdfReportBodySchema,
    response: pdfResponseSchema,
  }),
  pdfModules: defineRoute({
    name: 'pdfModules',
    method: 'POST',
    path: '/api/pdf/modules',
    auth: 'user',
    invalidates: [],
    errors: ['CHAPTERS_NOT_IN_SERIES', ...pdfErrors],
    body: pdfModulesBodySchema,
    response: pdfResponseSchema,
  }),
};
