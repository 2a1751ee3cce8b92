import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useContext, useMemo } from 'react';
import { msg } from '@circles/shared/messages/research';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { ApiError } from '../../../lib/api-client';
import { sessionCan } from '../../../lib/auth/session-can';
import { SessionContext } from '../../../lib/auth/session-context';
import { useResearchExports, useResearchSeries } from '../api/research-exports';
import { ResearchExportForm } from './research-export-form';
import { ResearchExportsTable } from './research-exports-table';
import { ResearchersPanel } from './researchers-panel';
import { localName } from '../../../lib/i18n/local-name';
import { HeadedSection } from '../../../components/ui/headed-section';

const refused = (err: unknown) => err instanceof ApiError && err.status === 403;

/**
 * /administration/research (issue 26): Admins and staff an Admin granted the Researcher permission
 * choose series and completion dates, start an export, follow its progress and download the ZIP. Whether
 * the caller may is the server's answer (403 → the not-authorized text), as the permission is per user.
 */
export function ResearchExportScreen() {
  const series = useResearchSeries();
  const exports = useResearchExports();
  // The Admin also grants the Researcher permission here, by the policy action the server checks the
  // grant against (read without throwing outside a session).
  const state = useContext(SessionContext)?.state;
  const grants = state?.status === 'authenticated' && sessionCan(state.user, 'user.adminChange');
  const names = useMemo(() => new Map((series.data ?? []).map((s) => [s.id, localName(s)])), [series.data]);
  if (refused(series.error) || refused(exports.error))
    return (
      <Box>
        <ScreenHeading title={msg('research.title')} />
        <Alert severity="warning">{msg('research.notAuthorized')}</Alert>
      </Box>
    );
  return (
    <Box>
      <ScreenHeading title={msg('research.title')} />
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{msg('research.intro')}</Typography>
      {series.isPending ? (
        <CircularProgress aria-label={msg('research.series')} />
      ) : series.isError ? (
        <Alert severity="error">{msg('research.error')}</Alert>
      ) : (
        <ResearchExportForm series={series.data} />
      )}
      <HeadedSection
        headingId="research-list-title"
        title={msg('research.list')}
        variant="h6"
        spaced
        sx={{ mt: 4 }}
      >
        {exports.isPending ? (
          <CircularProgress aria-label={msg('research.list')} />
        ) : exports.isError ? (
          <Alert severity="error">{msg('research.error')}</Alert>
        ) : exports.data.length === 0 ? (
          <Typography>{msg('research.empty')}</Typography>
        ) : (
          <ResearchExportsTable exports={exports.data} seriesNames={names} />
        )}
      </HeadedSection>
      {grants && <ResearchersPanel />}
    </Box>
  );
}
