import { Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/users';
import type { UserDetail } from '@circles/shared/schemas/people';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice } from '../../../components/ui/notices/use-timed-notice';
import { useUpdateUser } from '../api/user-mutations';
import { UserPage } from './user-page';

function EnableDisable({ user }: { user: UserDetail }) {
  const update = useUpdateUser(user._id);
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const toggle = () =>
    update.mutate(
      { kind: 'enabled', body: { version: user.version, enabled: !user.enabled } },
      {
        onSuccess: () => notices.show({ severity: 'success', text: msg('users.success.accountStatus') }),
        onError: () => notices.show({ severity: 'error', text: msg('users.error.saveUser') }),
      },
    );
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      <Typography role="status">{msg(user.enabled ? 'users.ed.enabled' : 'users.ed.disabled')}</Typography>
      <Button
        variant="contained"
        color={user.enabled ? 'error' : 'primary'}
        disabled={update.isPending}
        onClick={toggle}
      >
        {msg(user.enabled ? 'users.action.disable' : 'users.action.enable')}
      </Button>
    </Stack>
  );
}

/** The enable/disable page at /administration/users/ed/:profileID (spec 002 §2.10, §4.1). */
export function EnableDisableScreen() {
  return <UserPage title={msg('users.ed.title')}>{(user) => <EnableDisable user={user} />}</UserPage>;
}

function Research({ user }: { user: UserDetail }) {
  const update = useUpdateUser(user._id);
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const fail = () => notices.show({ severity: 'error', text: msg('users.error.saveUser') });
  const research = user.research;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      {research ? (
        <>
          <Typography>{msg('users.research.id', { id: research.id })}</Typography>
          <FormControlLabel
            control={
              <Switch
                checked={research.enabled}
                disabled={update.isPending}
                onChange={() =>
                  update.mutate(
                    { kind: 'research', body: { version: user.version, enabled: !research.enabled } },
                    {
                      onSuccess: () =>
                        notices.show({ severity: 'success', text: msg('users.success.researchStatus') }),
                      onError: fail,
                    },
                  )
                }
              />
            }
            label={msg('users.research.enabled')}
          />
        </>
      ) : (
        <>
          <Typography>{msg('users.research.none')}</Typography>
          <Box>
            <Button
              variant="contained"
              disabled={update.isPending}
              onClick={() =>
                update.mutate(
                  { kind: 'researchCreate' },
                  {
                    onSuccess: () =>
                      notices.show({ severity: 'success', text: msg('users.success.researchCreated') }),
                    onError: fail,
                  },
                )
              }
            >
              {msg('users.action.createResearch')}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}

/** The research ID page at /administration/users/research/:profileID? (spec 002 §2.10, §4.6). */
export function ResearchScreen() {
  return <UserPage title={msg('users.research.title')}>{(user) => <Research user={user} />}</UserPage>;
}
