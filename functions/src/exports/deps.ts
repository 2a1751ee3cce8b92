import { dynamoAuditLog } from '../platform/data/audit-repository';
import { dynamoExportStore } from './data/exports-repository';
import { filesBucket } from '../platform/data/files';
import type { ExportApiDeps } from './exports';

/** The real store and bucket of the exports routes. */
export const exportsApiDeps: ExportApiDeps = {
  store: dynamoExportStore,
  files: filesBucket,
  audit: dynamoAuditLog,
  now: () => new Date(),
};
