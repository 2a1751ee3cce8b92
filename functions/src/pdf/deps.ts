import { config } from '../platform/config';
import { dynamoAuditLog } from '../platform/data/audit-repository';
import { filesBucket } from '../platform/data/files';
import { dynamoMemberModulesRepository } from '../modules/data/member-modules-repository';
import { dynamoTemplatesRepository } from '../modules/data/module-templates-repository';
import { dynamoSeriesRepository } from '../series/data/series-repository';
import type { PdfDeps } from './pdf';
import { reportsPdfSource } from '../reports/pdf-source';
import { reportsDeps } from '../reports/deps';
import { sharedPdfRenderer } from './renderer';

/**
 * The real sources of the pdf area: member modules, series instances, the shared renderer, the bucket.
 * Report payloads come through the pdf area's port `PdfReportSource`, which the reports area implements
 * (reports/pdf-source.ts) over its own wiring (reports/deps.ts).
 */
export const pdfDeps: PdfDeps = {
  modules: dynamoMemberModulesRepository,
  templates: dynamoTemplatesRepository,
  series: dynamoSeriesRepository,
  reports: reportsPdfSource(reportsDeps),
  render: (kind, payload, locale) => sharedPdfRenderer().render(kind, payload, locale),
  files: filesBucket,
  audit: dynamoAuditLog,
  now: () => new Date(),
  // Read on use: the configuration comes from the environment of the running function.
  get connectorEmail() {
    return config().connectorEmail;
  },
};
