import { auditRoutes } from '@circles/shared/api/routes/audit';
import { listAuditEvents } from '../audit-log';
import { httpHandler } from '../../platform/http/handler';
import { auditLogDeps } from '../deps';

export const handler = httpHandler(auditRoutes.auditList, ({ actor, query }) =>
  listAuditEvents(auditLogDeps, actor, query),
);
