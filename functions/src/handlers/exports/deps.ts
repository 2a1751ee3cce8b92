import { dynamoAuditLog } from '../../data/audit-repository';
import { dynamoExportStore } from '../../data/exports-repository';
import { filesBucket } from '../../data/files';
import type { ExportApiDeps } from '../../domain/exports';

/** The real store and bucket of the exports routes. */
export const exportsApiDeps: ExportApiDeps = {
  store: dynamoExportStore,
  files: filesBucket,
  audit: dynamoAuditLog,
  now: () => new Date(),
};
