import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, CircularProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { isNotFound } from '@circles/shared/api/errors';
import { msg } from '@circles/shared/messages/followups';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import { languageName } from '@circles/shared/messages/users';
import type { FollowupDetail, FollowupFinding } from '@circles/shared/schemas/followup';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import type { Notice } from '../../../components/ui/notices/use-timed-notice';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { sessionCan } from '../../../lib/auth/session-can';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useFollowup } from '../api/followups';
import { FollowupActionForm } from './followup-action-form';
import { FollowupAnswers } from './followup-answers';
import { FollowupHistory } from './followup-history';
import { dayOf, SeverityChip, StatusCell } from './followup-labels';
import { FollowupReassign } from './followup-reassign';

/** The report a finding comes from: its round's history report. */
export function reportPathOf(finding: FollowupFinding): string {
  const id = encodeURIComponent(finding.instanceId);
  switch (finding.reportKind) {
    case 'cc':
      return `/history/ccReport/${id}`;
    case 'screener':
      return `/history/screenerReport/${id}`;
    case 'qoflShort':
    case 'qofl':
      return `/history/qoflReport/${id}`;
  }
}

/** A label and its value, as a definition pair. */
function Pair({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const pairsSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
  columnGap: 2,
  rowGap: { xs: 0.25, sm: 1 },
  m: 0,
} as const;

function Details({ followup }: { followup: FollowupDetail }) {
  const { finding, member } = followup;
  const assignee =
    followup.assignee.type === 'user' ? followup.assignee.name : msg('followups.assignee.pool');
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {followup.memberName}
        </Typography>
        <Box component="dl" sx={pairsSx}>
          <Pair label={msg('followups.finding')}>{finding.text}</Pair>
          <Pair label={msg('followups.answer')}>
            <FollowupAnswers finding={finding} />
          </Pair>
          <Pair label={msg('followups.severity')}>
            <SeverityChip severity={followup.severity} />
          </Pair>
          <Pair label={msg('followups.col.status')}>
            <StatusCell followup={followup} />
          </Pair>
          <Pair label={msg('followups.due')}>{dayOf(followup.dueAt)}</Pair>
          <Pair label={msg('followups.assignee')}>{assignee}</Pair>
          {followup.attempts > 0 && <Pair label={msg('followups.attempts')}>{followup.attempts}</Pair>}
          {followup.nextTryOn && <Pair label={msg('followups.nextTry')}>{followup.nextTryOn}</Pair>}
        </Box>
        <Link component={RouterLink} to={reportPathOf(finding)} sx={{ display: 'inline-block', mt: 2 }}>
          {msg('followups.reportLink')}
        </Link>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
          {msg('followups.contact')}
        </Typography>
        <Box component="dl" sx={pairsSx}>
          {member.email && (
            <Pair label={msg('followups.contact.email')}>
              <Link href={`mailto:${member.email}`}>{member.email}</Link>
            </Pair>
          )}
          {member.phone && (
            <Pair label={msg('followups.contact.phone')}>
              <Link href={`tel:${member.phone}`}>{member.phone}</Link>
            </Pair>
          )}
          {member.language && (
            <Pair label={msg('followups.contact.language')}>{languageName(member.language)}</Pair>
          )}
        </Box>
        {!member.email && !member.phone && <Typography>{msg('followups.contact.none')}</Typography>}
      </Paper>
    </Stack>
  );
}

function Loaded({ followup }: { followup: FollowupDetail }) {
  // Who may hand a follow-up to another helper (the server's followup.reassign rule).
  const mayReassign = sessionCan(useSessionUser(), 'followup.reassign');
  const [notice, setNotice] = useState<Notice>();
  const open = followup.status !== 'resolved';
  return (
    <Stack spacing={3}>
      <NoticeAlert notice={notice} onClose={() => setNotice(undefined)} />
      <Details followup={followup} />
      {open ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <FollowupActionForm followup={followup} onNotice={setNotice} />
        </Paper>
      ) : (
        <Alert severity="info" role="status">
          {msg('followups.closed')}
        </Alert>
      )}
      {open && mayReassign && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <FollowupReassign followup={followup} onNotice={setNotice} />
        </Paper>
      )}
      <FollowupHistory history={followup.history} />
    </Stack>
  );
}

function FollowupBody({ id }: { id: string }) {
  const followup = useFollowup(id);
  if (followup.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={shellMsg('shell.loading')} />
      </Box>
    );
  if (followup.isError)
    return (
      <Alert severity="error" role="alert">
        {isNotFound(followup.error) ? msg('followups.api.notFound') : msg('followups.page.error')}
      </Alert>
    );
  return <Loaded followup={followup.data} />;
}

/**
 * /followups/:id (issue 24 §2): the finding (report text and the answer behind it), severity, due date,
 * the member's contact details, a link to the report, the actions and the history. Staff only; the
 * server answers 404 outside the caller's scope.
 */
export function FollowupScreen() {
  const { id = '' } = useParams();
  return (
    <RequireAuthCheck>
      <ScreenHeading title={msg('followups.page.title')} />
      <Link component={RouterLink} to="/" sx={{ display: 'inline-block', mb: 2 }}>
        {msg('followups.back')}
      </Link>
      <FollowupBody key={id} id={id} />
    </RequireAuthCheck>
  );
}
