import { memo, useMemo, type ReactNode } from 'react';
import { Alert, Box, Stack } from '@mui/material';
import { msg } from '@circles/shared/messages/dashboard';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import { runtimeConfig } from '../../../config/runtime-config';
import { useLocale } from '../../../lib/i18n/locale-provider';
import { useDashboardFigures } from '../../../features/reports/api/reports';
import type { SourcedPayload } from '../../../features/reports/utils/sources';
import { ReportBlock } from '../../../features/reports/components/report-block';
import { isReportPayload } from '../../../features/reports/components/report-states';
import { isRefusal } from '../../../features/reports/screens/report-screen-state';
import { useMemberDashboard, useMemberSeriesDashboard } from '../../../features/dashboard/api/dashboard';
import { AssignedTasks } from '../../../features/dashboard/components/assigned-tasks';
import { DashboardReportArea } from '../../../features/reports/components/dashboard-report-area';
import { SelectedSeriesAlert } from '../../../features/dashboard/components/flag-alert';
import {
  CompletedModules,
  DashboardWelcome,
  LatestMemberModule,
} from '../../../features/dashboard/components/member-summary';
import { DownloadPdfButton } from '../../../features/pdf/download-pdf-button';
import { DailyThought } from './daily-thought';
import { assignedModulesOf, assignedSeriesOf } from '../../../features/dashboard/utils/assigned';
import { LoadingBlock } from '../../../components/ui/query-state';
import { localName } from '../../../lib/i18n/local-name';

/**
 * The report area of a member's dashboard: the member's latest known figures of every report series
 * (issue 20; each tile and section says its series and date), the combined-flag alert of those
 * figures and the Download that prints the same area (`DashboardReportArea`). Decision: no round
 * picker here; each report keeps its rounds and trends.
 */
function DashboardReport({ userId, payload }: { userId: string; payload: SourcedPayload }) {
  return (
    <Stack spacing={2} component="section" aria-label={msg('dashboard.wellnessScore')}>
      <SelectedSeriesAlert flags={payload.flags[0]} selection="latest" />
      <Box>
        <DownloadPdfButton
          target={{ report: { kind: 'dashboard', userId } }}
          label={msg('dashboard.download')}
        />
      </Box>
      <DashboardReportArea payload={payload} round={0} connectorEmail={runtimeConfig().connectorEmail} />
    </Stack>
  );
}

/** The three reads of a member's dashboard: the member's figures, series instances and report figures. */
export function useMemberDashboardReads(userId: string) {
  const client = useMemberDashboard(userId);
  const collections = useMemberSeriesDashboard(userId);
  const report = useDashboardFigures(userId);
  // One object per change of any read, so the screen can show the reads a render behind (useDeferredValue).
  // Each read is copied whole: TanStack Query renders a component again only for the properties it has
  // read, and a screen showing older reads would miss the changes of properties it has not read yet.
  return useMemo(
    () => ({ client: { ...client }, collections: { ...collections }, report: { ...report } }),
    [client, collections, report],
  );
}

export type MemberDashboardReads = ReturnType<typeof useMemberDashboardReads>;

/**
 * A member's dashboard (spec 000 §2 Dashboard): welcome line, Current Assigned Tasks (incomplete
 * series, expandable), the latest updated module, the completed-modules counter, the report area and
 * 'Thought for the Day'. Each part has its own spinner and its §8 alert when its read fails; a member
 * outside the reader's scope shows 'Not Authorized. Please refresh and try again.'. The reads come from
 * {@link useMemberDashboardReads}, started by the screen beside its authentication check.
 */
export const MemberDashboard = memo(function MemberDashboard({
  userId,
  reads,
  welcomeAbove = false,
  notice,
}: {
  userId: string;
  reads: MemberDashboardReads;
  /** Shown under the welcome line: her own 'someone will be in touch' (issue 24). */
  notice?: ReactNode;
  /** The screen shows the welcome line above (her own, from the session) while her record loads. */
  welcomeAbove?: boolean;
}) {
  // Memoised: the language switch renders it again through the locale (see LocaleProvider).
  useLocale();
  const { client, collections, report } = reads;
  if (isRefusal(client.error) || isRefusal(collections.error) || isRefusal(report.error)) {
    return (
      <Alert severity="error" role="alert">
        {shellMsg('shell.notAuthorized')}
      </Alert>
    );
  }
  return (
    <Stack spacing={3}>
      {client.isPending ? (
        !welcomeAbove && <LoadingBlock dense />
      ) : client.isError ? (
        <Alert severity="error" role="alert">
          {msg('dashboard.error.user')}
        </Alert>
      ) : (
        <Box>
          <DashboardWelcome name={client.data.userName} facility={client.data.facilityName || undefined} />
        </Box>
      )}
      {notice}
      <DailyThought />
      {collections.isPending ? (
        <LoadingBlock dense />
      ) : collections.isError ? (
        // The member's recent collections (`recentCollection`, `recentSurvey`) could not be read.
        <Alert severity="error" role="alert">
          {msg('dashboard.error.recentCollections')}
        </Alert>
      ) : (
        <>
          <AssignedTasks
            series={assignedSeriesOf(collections.data.recentCollection)}
            modules={assignedModulesOf(collections.data.assignedSurveys)}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' }}>
            <LatestMemberModule
              survey={
                collections.data.recentSurvey
                  ? {
                      name: localName(collections.data.recentSurvey),
                      updatedAt: collections.data.recentSurvey.updatedAt,
                    }
                  : undefined
              }
            />
            {client.data && <CompletedModules count={client.data.completedSurveys} />}
          </Box>
        </>
      )}
      {report.isPending ? (
        <LoadingBlock dense />
      ) : report.isError ? (
        <Alert severity="error" role="alert">
          {msg('dashboard.error.latestReport')}
        </Alert>
      ) : isReportPayload(report.data) ? (
        <DashboardReport userId={userId} payload={report.data} />
      ) : (
        <ReportBlock title={msg('dashboard.wellnessScore')}>
          <p role="status">{msg('dashboard.empty.dataNotAvailable')}</p>
        </ReportBlock>
      )}
    </Stack>
  );
});
