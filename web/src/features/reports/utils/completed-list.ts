import type { CompletedReport } from '@circles/shared/schemas/reports';
import { msg } from '@circles/shared/messages/reports';
import { completedReportRows, type CompletedSeries } from './completed-reports';

/**
 * A completed report of the API as the Completed Reports table takes it. The server lists only series
 * instances with every chapter at 100, so each counts as one complete module here.
 */
export function completedSeriesOf(report: CompletedReport): CompletedSeries {
  return {
    id: report._id,
    memberId: report.member,
    seriesName: report.collectionName,
    ...(report.collectionNameFr ? { seriesNameFr: report.collectionNameFr } : {}),
    generatedAt: report.completedAt,
    moduleCompleteness: [100],
  };
}

/** One row of the group and management report tables: a member's completed report with its link. */
export interface GroupReportRow {
  id: string;
  memberId: string;
  memberName: string;
  facility: string;
  text: string;
  href: string | undefined;
  date: string;
  seriesName: string;
}

/** The rows of the group table: each report with its member, linked as the Completed Reports table links. */
export function groupReportRows(reports: readonly CompletedReport[], role: string): GroupReportRow[] {
  return reports.flatMap((r) =>
    completedReportRows([completedSeriesOf(r)], r.member, role).map((row) => ({
      id: r._id,
      memberId: r.member,
      memberName: r.memberName,
      facility: r.facilityId ?? '',
      text: row.text,
      href: row.href,
      date: row.date,
      seriesName: r.collectionName,
    })),
  );
}

/** The empty text of the list screens. */
export const emptyListText = () => msg('reports.empty.noDataAvailable');
