import type { ReportPrintPayload } from '@circles/shared/pdf/print-payload';
import { Stack, Typography } from '@mui/material';
import type { ReportPayload } from '@circles/shared/reports/report';
import { DashboardReportArea } from '../features/reports/components/dashboard-report-area';
import { DashboardWelcome } from '../features/dashboard/components/member-summary';
import { msg as dashboardMsg } from '@circles/shared/messages/dashboard';
import { dateOnly } from '../features/reports/utils/display';
import { latestRound } from '../features/reports/utils/rounds';
import { CommunityConnectionReport } from '../features/reports/components/cc-report';
import { QualityOfLifeReport } from '../features/reports/components/qofl-report';
import { ScreenerReport } from '../features/reports/components/screener-report';

/**
 * The report kinds of the print entry (issue 12 item 1): the screens' own components, from props only,
 * on the latest round of the payload (for a picked round the server hands the historic report, whose
 * latest round is the picked one), with no round picker (no `onRoundChange`).
 */
function common(payload: ReportPrintPayload) {
  return {
    payload: payload.report as ReportPayload,
    memberName: payload.memberName ?? '',
    connectorEmail: payload.connectorEmail ?? '',
  };
}

/**
 * The dashboard's Download (kind `dashboard`, spec 000 §2 Dashboard): the dashboard's welcome line with
 * the member's name, the date the latest figures are as of and the dashboard's report area
 * (`DashboardReportArea`, the component the dashboard shows) of the member's latest known figures.
 */
export function DashboardPrint({ payload }: { payload: ReportPrintPayload }) {
  const { payload: report, memberName, connectorEmail } = common(payload);
  const round = latestRound(report);
  const asOf = dateOnly(report.collection_last_updated[round]);
  return (
    <Stack component="article" spacing={2} className="dashboard-print">
      <header>
        <DashboardWelcome name={memberName} facility={undefined} />
        {asOf && (
          <Typography component="p">
            {dashboardMsg('dashboard.latestFigures.asOf', { date: asOf })}
          </Typography>
        )}
      </header>
      <DashboardReportArea payload={report} round={round} connectorEmail={connectorEmail} />
    </Stack>
  );
}

export function ScreenerPrint({ payload }: { payload: ReportPrintPayload }) {
  return <ScreenerReport {...common(payload)} />;
}

export function CommunityConnectionsPrint({ payload }: { payload: ReportPrintPayload }) {
  return <CommunityConnectionReport {...common(payload)} historic={payload.historic ?? false} />;
}

export function QualityOfLifePrint({ payload }: { payload: ReportPrintPayload }) {
  return <QualityOfLifeReport {...common(payload)} variant="full" />;
}

export function QualityOfLifeShortPrint({ payload }: { payload: ReportPrintPayload }) {
  return <QualityOfLifeReport {...common(payload)} variant="short" />;
}
