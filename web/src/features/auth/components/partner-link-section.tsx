import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { isMemberRole } from '@circles/shared/access/roles';
import { codeOf } from '@circles/shared/api/errors';
import { msg } from '@circles/shared/messages/auth';
import type { UserDetail } from '@circles/shared/schemas/people';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice } from '../../../components/ui/notices/use-timed-notice';
import { apiCall } from '../../../lib/api-client';
import { sessionCan } from '../../../lib/auth/session-can';
import { useSessionUser } from '../../../lib/auth/session-context';

/**
 * The partner organisation sign-in of a member's account (issue 23), for an Admin: which partner
 * identity (the partner token's subject) signs in to this account, and linking or removing it. Nothing
 * for anyone else, or on a staff account (staff sign in with their second factor).
 */
export function PartnerLinkSection({ user }: { user: UserDetail }) {
  const viewer = useSessionUser();
  // The server's policy for every partner link call (user.adminChange); members only (staff are refused).
  const shown = sessionCan(viewer, 'user.adminChange') && isMemberRole(user.role);
  const client = useQueryClient();
  const key = ['partnerLink', user._id];
  const link = useQuery({
    queryKey: key,
    queryFn: () => apiCall('usersPartnerGet', { params: { id: user._id } }),
    enabled: shown,
  });
  const [subject, setSubject] = useState('');
  const [busy, setBusy] = useState(false);
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  if (!shown) return null;

  const change = async (next: string | undefined) => {
    setBusy(true);
    try {
      const answer = next
        ? await apiCall('usersPartnerLink', { params: { id: user._id }, body: { subject: next } })
        : await apiCall('usersPartnerUnlink', { params: { id: user._id } });
      client.setQueryData(key, answer);
      setSubject('');
    } catch (error) {
      notices.show({
        severity: 'error',
        text: msg(codeOf(error) === 'CONFLICT' ? 'auth.partner.linkTaken' : 'auth.partner.linkFailed'),
      });
    } finally {
      setBusy(false);
    }
  };
  const linked = link.data?.subject;

  return (
    <Stack component="section" aria-labelledby="partner-link-title" spacing={2} sx={{ maxWidth: 480, mt: 4 }}>
      <Typography id="partner-link-title" component="h2" variant="h6">
        {msg('auth.partner.linkTitle')}
      </Typography>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      {link.isSuccess && (
        <Typography>
          {linked ? msg('auth.partner.linked', { subject: linked }) : msg('auth.partner.notLinked')}
        </Typography>
      )}
      {link.isSuccess && linked && (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => void change(undefined)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {msg('auth.partner.unlink')}
        </Button>
      )}
      {link.isSuccess && !linked && (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={(event) => {
            event.preventDefault();
            if (subject.trim()) void change(subject.trim());
          }}
        >
          <TextField
            id="partner-subject"
            label={msg('auth.partner.linkSubject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            size="small"
            inputProps={{ maxLength: 200 }}
          />
          <Button type="submit" variant="contained" disabled={busy || !subject.trim()}>
            {msg('auth.partner.link')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
