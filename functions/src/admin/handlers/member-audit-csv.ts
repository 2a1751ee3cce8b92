import { auditRoutes } from '@circles/shared/api/routes/audit';
import { memberAuditCsv } from '../audit-log';
import { httpHandler } from '../../platform/http/handler';
import { auditLogDeps } from '../deps';

export const handler = httpHandler(auditRoutes.auditMemberCsv, ({ actor, params, query }) =>
  memberAuditCsv(auditLogDeps, actor, params.memberId, query),
);
