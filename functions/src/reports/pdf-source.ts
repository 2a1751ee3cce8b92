import type { Actor } from '@circles/shared/access/types';
import { msg as reportsMsg } from '@circles/shared/messages/reports';
import type { PdfReportKind } from '@circles/shared/schemas/pdf';
import type { ReportKind, ReportResponse } from '@circles/shared/schemas/reports';
import { AppError } from '../platform/errors';
import type { PdfReportSource, ReadReport } from '../pdf/pdf';
import { readDashboardFigures } from './dashboard-figures';
import { readHistoricReport, readReportFor, reportKindOf, type ReportsDeps } from './reports';

/**
 * The PDF's report source over the reports area's domain (issue 11): `readReportFor` for a member's
 * latest report, `readHistoricReport` for one completed series instance. Both check the caller's scope
 * (404 outside, audited); an empty report (`{}`) is 'Report content not found.' here: there is nothing
 * to print. The dashboard's report area is the member's latest known figures of every report series
 * (`readDashboardFigures`), of no one round, so a dashboard PDF names no round. A round picked on a
 * member's report screen (`picked`) is the historic report of that round's series instance, which
 * must be the member's and of the screen's report kind, else 'Report content not found.'.
 */

const READ_KIND: Readonly<Record<PdfReportKind, ReportKind>> = {
  cc: 'cc',
  screener: 'screener',
  qofl: 'qofl',
  qoflShort: 'qoflShort',
  dashboard: 'screener',
};

/** The historic reads: both Quality of Life series are one historic kind. */
const HISTORIC_KIND: Readonly<Record<PdfReportKind, 'cc' | 'screener' | 'qofl'>> = {
  cc: 'cc',
  screener: 'screener',
  qofl: 'qofl',
  qoflShort: 'qofl',
  dashboard: 'screener',
};

function filled(report: ReportResponse): report is Exclude<ReportResponse, Record<string, never>> {
  return Object.keys(report).length > 0;
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', reportsMsg('reports.error.contentNotFound'));
}

export function reportsPdfSource(deps: ReportsDeps): PdfReportSource {
  return {
    async latest(actor: Actor, kind: PdfReportKind, userId: string): Promise<ReadReport> {
      const report =
        kind === 'dashboard'
          ? await readDashboardFigures(deps, actor, userId)
          : await readReportFor(deps, actor, READ_KIND[kind], userId);
      if (!filled(report)) throw notFound();
      return { memberId: userId, memberName: memberNameOf(report), report };
    },
    async completed(
      actor: Actor,
      kind: PdfReportKind,
      seriesInstanceId: string,
      memberId?: string,
    ): Promise<ReadReport> {
      // The dashboard shows the latest figures of every series, of no one round: there is none to pick.
      if (kind === 'dashboard') throw notFound();
      const instance = await deps.series.getInstance(seriesInstanceId);
      if (!instance) throw notFound();
      // A picked round of a member's screen: the instance must be that member's and of exactly the
      // screen's kind (a full Quality of Life instance is not the short report's round).
      if (
        memberId !== undefined &&
        (instance.member !== memberId || reportKindOf(instance.collectionName) !== READ_KIND[kind])
      )
        throw notFound();
      const report = await readHistoricReport(deps, actor, HISTORIC_KIND[kind], seriesInstanceId, {
        instance,
      });
      if (!filled(report)) throw notFound();
      return {
        memberId: instance.member,
        memberName: memberNameOf(report) ?? instance.memberName,
        report,
        completedAt: instance.updatedAt,
        seriesName: instance.collectionName,
      };
    },
  };
}

function memberNameOf(report: ReportResponse): string | undefined {
  const name = (report as { memberName?: unknown }).memberName;
  return typeof name === 'string' && name ? name : undefined;
}
