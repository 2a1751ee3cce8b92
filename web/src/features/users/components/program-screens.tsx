import { useState } from 'react';
import {
  Box,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { msg } from '@circles/shared/messages/users';
import { isIsoDate, programRule } from '@circles/shared/rules/forms';
import { PROGRAMS } from '@circles/shared/rules/options';
import type { UserDetail } from '@circles/shared/schemas/people';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice } from '../../../components/ui/notices/use-timed-notice';
import { useUpdateUser } from '../api/user-mutations';
import { programLabel, todayIso } from '../utils/user-display';
import { StatusHistoryTable } from './status-history-table';
import { UserPage } from './user-page';
import { DateField } from '../../../components/ui/form/date-field';
import { BusyButton } from '../../../components/ui/busy-button';

function StartProgram({ user }: { user: UserDetail }) {
  const update = useUpdateUser(user._id);
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const [status, setStatus] = useState<'active' | 'waitlist'>('active');
  const [program, setProgram] = useState('');
  const [startDate, setStartDate] = useState(todayIso());
  const [problem, setProblem] = useState<string | null>(null);
  const save = () => {
    const invalid = programRule(program);
    setProblem(invalid);
    if (invalid) return;
    update.mutate(
      { kind: 'startProgram', body: { version: user.version, status, activeType: program, startDate } },
      {
        onSuccess: () => notices.show({ severity: 'success', text: msg('users.success.savedUser') }),
        onError: () => notices.show({ severity: 'error', text: msg('users.error.saveUser') }),
      },
    );
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      <TextField
        id="program-status"
        select
        label={msg('users.field.status')}
        value={status}
        onChange={(e) => setStatus(e.target.value as 'active')}
        required
      >
        <MenuItem value="active">{msg('users.option.status.active')}</MenuItem>
        <MenuItem value="waitlist">{msg('users.option.status.waitlist')}</MenuItem>
      </TextField>
      <TextField
        id="program-program"
        select
        label={msg('users.field.program')}
        value={program}
        onChange={(e) => setProgram(e.target.value)}
        required
        error={problem !== null}
        helperText={problem ?? ' '}
      >
        {PROGRAMS.map((p) => (
          <MenuItem key={p} value={p}>
            {programLabel(p)}
          </MenuItem>
        ))}
      </TextField>
      <DateField
        id="program-start"
        label={msg('users.field.startDate')}
        value={startDate}
        onChange={(e) => setStartDate(e.target.value)}
      />
      <Box>
        <BusyButton busy={update.isPending} onClick={save}>
          {msg('users.action.startProgram')}
        </BusyButton>
      </Box>
      <StatusHistoryTable entries={user.memberStatusInfo?.statusHistory ?? []} />
    </Stack>
  );
}

function CompleteProgram({ user }: { user: UserDetail }) {
  const update = useUpdateUser(user._id);
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const open = (user.memberStatusInfo?.statusHistory ?? []).filter(
    (e) => !e.endDate && e.status !== 'terminated',
  );
  const [chosen, setChosen] = useState('');
  // After a completion the list changes: the choice falls back to the first open program.
  const entryId = open.some((e) => e.id === chosen) ? chosen : (open[0]?.id ?? '');
  const setEntryId = setChosen;
  const [endDate, setEndDate] = useState(todayIso());
  const complete = () =>
    update.mutate(
      { kind: 'completeProgram', body: { version: user.version, entryId, endDate } },
      {
        onSuccess: () => notices.show({ severity: 'success', text: msg('users.success.savedUser') }),
        onError: () => notices.show({ severity: 'error', text: msg('users.error.saveUser') }),
      },
    );
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      {open.length === 0 ? (
        <Typography>{msg('users.programs.none')}</Typography>
      ) : (
        <>
          <Typography component="h2" variant="h6">
            {msg('users.program.open')}
          </Typography>
          <RadioGroup
            aria-label={msg('users.program.open')}
            value={entryId}
            onChange={(e) => setEntryId(e.target.value)}
          >
            {open.map((e) => (
              <FormControlLabel
                key={e.id}
                value={e.id}
                control={<Radio />}
                label={`${programLabel(e.activeType)} (${e.status}, ${e.startDate})`}
              />
            ))}
          </RadioGroup>
          <DateField
            id="program-end"
            label={msg('users.field.endDate')}
            value={endDate}
            onChange={(e) => setEndDate(e.target.value)}
            required
          />
          <Box>
            <BusyButton
              busy={update.isPending}
              onClick={complete}
              disabled={entryId === '' || !isIsoDate(endDate)}
            >
              {msg('users.action.completeProgram')}
            </BusyButton>
          </Box>
        </>
      )}
      <StatusHistoryTable entries={user.memberStatusInfo?.statusHistory ?? []} />
    </Stack>
  );
}

/** Start Program at /administration/users/start-program/:id (spec 002 §2.5, §4.2, §5.10). */
export function StartProgramScreen() {
  return (
    <UserPage title={msg('users.program.startTitle')}>{(user) => <StartProgram user={user} />}</UserPage>
  );
}

/** Complete Program at /administration/users/complete-program/:id (spec 002 §2.5, §4.2). */
export function CompleteProgramScreen() {
  return (
    <UserPage title={msg('users.program.completeTitle')}>
      {(user) => <CompleteProgram user={user} />}
    </UserPage>
  );
}
