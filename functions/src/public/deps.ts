import { dynamoAuditLog } from '../platform/data/audit-repository';
import { dynamoLeadsRepository } from './data/leads-repository';
import type { LeadDeps } from './leads';

/** The real repositories of the public screener and lead routes. */
export const leadDeps: LeadDeps = {
  leads: dynamoLeadsRepository,
  audit: dynamoAuditLog,
  now: () => new Date(),
};
