import { dynamoAuditLog } from '../platform/data/audit-repository';
import { dynamoAuditDirectory, dynamoAuditReader } from './data/audit-reader';
import type { AuditLogDeps } from './audit-log';

/** The real stores of the audit log routes. */
export const auditLogDeps: AuditLogDeps = {
  reader: dynamoAuditReader,
  directory: dynamoAuditDirectory,
  audit: dynamoAuditLog,
  now: () => new Date(),
};
