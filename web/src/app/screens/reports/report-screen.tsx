import { useParams } from 'react-router';
import { Alert, Box } from '@mui/material';
import { msg } from '@circles/shared/messages/reports';
import type { ReportPayload } from '@circles/shared/reports/report';
import { ReportDownloadButton } from './report-downloads';
import { PageTitle } from '../../../components/ui/page-title';
import { runtimeConfig } from '../../../config/runtime-config';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { CommunityConnectionReport } from '../../../features/reports/components/cc-report';
import { QualityOfLifeReport } from '../../../features/reports/components/qofl-report';
import { isReportPayload, ReportState } from '../../../features/reports/components/report-states';
import { ScreenerReport } from '../../../features/reports/components/screener-report';
import { useReportRound } from '../../../features/reports/hooks/use-report-round';
import { pickedRoundTarget } from '../../../features/reports/utils/rounds';
import { useReport, type ReportScreenKind } from '../../../features/reports/api/reports';
import { reportScreenState } from '../../../features/reports/screens/report-screen-state';

/** The tab title of each report screen (the report body carries its own h1). */
const TITLES: Record<ReportScreenKind, () => string> = {
  cc: () => msg('reports.cc.title'),
  ccHistoric: () => msg('reports.myReports'),
  screener: () => msg('reports.screener.title'),
  screenerHistoric: () => msg('reports.screener.title'),
  qoflShort: () => msg('reports.qofl.shortTitle'),
  qofl: () => msg('reports.qofl.title'),
  qoflHistoric: () => msg('reports.qofl.shortTitle'),
};

/** The §8 alert of each report screen when its call failed (other than a refusal). */
const FAILURES: Record<ReportScreenKind, () => string> = {
  cc: () => msg('reports.error.cc'),
  ccHistoric: () => msg('reports.error.cc'),
  screener: () => msg('reports.error.screen'),
  screenerHistoric: () => msg('reports.error.screen'),
  qoflShort: () => msg('reports.error.qoflShort'),
  qofl: () => msg('reports.error.qofl'),
  qoflHistoric: () => msg('reports.error.qoflShort'),
};

/** The member's name a payload carries (spec 000 §3 identity fields). */
function memberNameOf(payload: ReportPayload): string {
  return payload.memberName ?? payload.account_name ?? '';
}

function ReportBody({ kind, id, payload }: { kind: ReportScreenKind; id: string; payload: ReportPayload }) {
  const [round, setRound] = useReportRound(payload);
  const props = {
    payload,
    round,
    onRoundChange: setRound,
    memberName: memberNameOf(payload),
    connectorEmail: runtimeConfig().connectorEmail,
  };
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <ReportDownloadButton
          kind={kind}
          id={id}
          pickedCollectionId={pickedRoundTarget(payload, round).collectionId}
        />
      </Box>
      {kind === 'cc' || kind === 'ccHistoric' ? (
        <CommunityConnectionReport {...props} historic={kind === 'ccHistoric'} />
      ) : kind === 'screener' || kind === 'screenerHistoric' ? (
        <ScreenerReport {...props} />
      ) : (
        <QualityOfLifeReport {...props} variant={kind === 'qofl' ? 'full' : 'short'} />
      )}
    </>
  );
}

function ReportScreenContent({ kind }: { kind: ReportScreenKind }) {
  const { userID, id } = useParams();
  const key = userID ?? id ?? '';
  const query = useReport(kind, key);
  const state = reportScreenState(kind, query);
  return (
    <Box>
      <PageTitle title={TITLES[kind]()} />
      {state === 'failed' ? (
        <Alert severity="error" role="alert">
          {FAILURES[kind]()}
        </Alert>
      ) : state === 'ready' && isReportPayload(query.data) ? (
        <ReportBody key={`${kind}:${key}`} kind={kind} id={key} payload={query.data} />
      ) : (
        <ReportState state={state === 'ready' ? 'noData' : state} />
      )}
    </Box>
  );
}

/**
 * A report screen (spec 000 §2): the Community Connection series report (and its historic version),
 * the social screener reports and the Quality of Life reports. Spinner while loading, then the report
 * with its round picker (latest by default) and trends; the empty and not-authorised texts of spec
 * 000 §2 'Report screen states'. No selected-collection alert: spec 000 §2 gives it to the dashboard,
 * whose Health Alert section it points to (a report screen has none; its flags, when there are any,
 * are listed under Possible Concerns and Suggestions).
 */
export function ReportScreen({ kind }: { kind: ReportScreenKind }) {
  return (
    <RequireAuthCheck>
      <ReportScreenContent kind={kind} />
    </RequireAuthCheck>
  );
}
