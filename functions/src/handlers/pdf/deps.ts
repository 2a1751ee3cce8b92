import { config } from '../../config';
import { dynamoAuditLog } from '../../data/audit-repository';
import { filesBucket } from '../../data/files';
import { dynamoMemberModulesRepository } from '../../data/member-modules-repository';
import { dynamoTemplatesRepository } from '../../data/module-templates-repository';
import { dynamoSeriesRepository } from '../../data/series-repository';
import type { PdfDeps } from '../../domain/pdf';
import { reportsPdfSource } from '../../domain/pdf-reports';
import { reportsDeps } from '../reports/deps';
import { sharedPdfRenderer } from '../../pdf/renderer';

/** The real sources of the pdf area: member modules, series instances, the shared renderer, the bucket. */
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
