import type { ReportPrintPayload } from '@circles/shared/pdf/print-payload';
import type { ReportPayload } from '@circles/shared/reports/report';
import { CommunityConnectionReport } from '../features/reports/components/cc-report';
import { QualityOfLifeReport } from '../features/reports/components/qofl-report';
import { ScreenerReport } from '../features/reports/components/screener-report';

/**
 * The report kinds of the print entry (issue 12 item 1): the screens' own components, from props only,
 * on the latest round, with no round picker (no `onRoundChange`). The dashboard's report area is the
 * member's screener report.
 */
function common(payload: ReportPrintPayload) {
  return {
    payload: payload.report as ReportPayload,
    memberName: payload.memberName ?? '',
    connectorEmail: payload.connectorEmail ?? '',
  };
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
