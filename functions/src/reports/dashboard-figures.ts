import type { Actor } from '@circles/shared/access/types';
import { latestFigures } from '@circles/shared/reports/latest';
import type { DashboardReportResponse } from '@circles/shared/schemas/reports';
import { auditedRead } from '../platform/audit';
import type { KnownMember } from '../members/scope';
import { memberOfRead, wordedPayload, type ReportsDeps } from './reports';

/**
 * The member dashboard's report area (issue 20): the member's latest known figures, each from their
 * newest finished round of ANY report series that has it (Community Connections, both Quality of Life
 * series, the screener), with where it came from (`latestFigures`). Finished rounds only, as every
 * report (an unfinished series is a task). `{}` when the member has none; 404 when no user has the id or
 * they are outside scope (`known`: the member's item as the route prefetched it).
 * DynamoDB: one Query of the member's finished rounds and the audit event, sent together
 * (`auditedRead`). The stored (English) payloads as they are, or computed again from their answers for a
 * reader in another language (`wordedPayload`).
 */
export async function readDashboardFigures(
  deps: ReportsDeps,
  caller: Actor,
  userId: string,
  known?: KnownMember,
): Promise<DashboardReportResponse> {
  const event = 'report.read.dashboard';
  await memberOfRead(deps, caller, userId, event, known);
  const rounds = await auditedRead(deps, caller, event, userId, () => deps.reports.completedOf(userId));
  const figures = latestFigures(
    rounds
      .filter((r) => r.complete)
      .map((r) => ({
        instanceId: r.instanceId,
        kind: r.kind,
        collectionName: r.collectionName,
        ...(r.collectionNameFr ? { collectionNameFr: r.collectionNameFr } : {}),
        updatedAt: r.updatedAt,
        memberName: r.memberName,
        payload: wordedPayload(r),
      })),
  );
  // `Flags` is an interface (no index signature), the schema's flags a loose object: the same data.
  return (figures ?? {}) as DashboardReportResponse;
}
