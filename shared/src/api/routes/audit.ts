import { defineRoute } from '../define';
import type { ErrorCode } from '../errors';
import {
  auditCsvParamsSchema,
  auditCsvQuerySchema,
  auditCsvResponseSchema,
  auditListQuerySchema,
  auditListResponseSchema,
} from '../../schemas/audit';

/** The codes most routes here can answer beyond the pipeline's own (see `RouteDef.errors`). */
const auditErrors = [
  'EMAIL_TAKEN',
  'MEMBER_NOT_FOUND',
  'NOT_FOUND',
  'NOT_MEMBER',
  'PHONE_TAKEN',
  'SERIES_NOT_FOUND',
  'STALE_VERSION',
] as const satisfies readonly ErrorCode[];

/**
 * The audit log (issue 19; ACCESS.md 'audit log: read'), area `admin`; Admin only: every other role
 * gets 403, and the refusal is audited. Each read is audited itself (`audit.read`, `audit.export`) on
 * the member's record when one is named (reading who saw a person's record is a read about that
 * person), else on the subject `audit-log`. HIPAA §164.312(b), PHIPA: a custodian can review who saw a
 * person's record. Decisions (the spec is silent):
 * - One list route with combinable filters (member, user who acted, action, time range), newest first,
 *   `limit` (1–100, default 20) and an opaque `cursor`; a cursor from another query is a 400.
 * - Without a member or a user who acted, the range defaults to the 12 months before `to` (default now).
 * - The CSV comes inside JSON (`{ fileName, csv, rows, truncated }`): the API answers JSON only and the
 *   browser must send its bearer token anyway (no plain link download); at most 10 000 rows, newest.
 */
export const auditRoutes = {
  auditList: defineRoute({
    name: 'auditList',
    method: 'GET',
    path: '/api/audit',
    auth: 'user',
    errors: auditErrors,
    query: auditListQuerySchema,
    response: auditListResponseSchema,
  }),
  auditMemberCsv: defineRoute({
    name: 'auditMemberCsv',
    method: 'GET',
    path: '/api/audit/member/{memberId}/csv',
    auth: 'user',
    errors: auditErrors,
    params: auditCsvParamsSchema,
    query: auditCsvQuerySchema,
    response: auditCsvResponseSchema,
  }),
};
