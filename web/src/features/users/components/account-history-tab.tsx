import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Box, Button, MenuItem, Stack, Typography } from '@mui/material';
import { isVolunteerRole } from '@circles/shared/access/roles';
import { msg, type UsersMessageKey } from '@circles/shared/messages/users';
import { msg as validationMsg } from '@circles/shared/messages/validation';
import { programRule } from '@circles/shared/rules/forms';
import { PROGRAMS } from '@circles/shared/rules/options';
import { programLabel } from '../utils/user-display';
import type { UserDetail } from '@circles/shared/schemas/people';
import { FORM_ERROR } from '../../../components/ui/form/form-error';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { rulesResolver } from '../../../components/ui/form/rules-resolver';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice } from '../../../components/ui/notices/use-timed-notice';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useUpdateUser } from '../api/user-mutations';
import { targetOf, viewerCan } from '../utils/viewer';
import { EditableSection, formSectionProps } from './editable-section';
import { StatusHistoryTable } from './status-history-table';
import { TerminateDialog } from './terminate-dialog';

interface StatusValues {
  status: string;
  activeType: string;
}

/** The member status view (spec 002 §2.8, §4.1–4.4): history, status and program save, termination. */
function MemberStatusView({ user, onDirtyChange, onTerminated }: HistoryProps) {
  const viewer = useSessionUser();
  const history = user.memberStatusInfo?.statusHistory ?? [];
  const original = useMemo<StatusValues>(
    () => ({
      status: user.status === 'terminated' ? '' : user.status,
      activeType: user.memberStatusInfo?.activeType ?? '',
    }),
    [user],
  );
  // Volunteers and Patients do not get the unlock control (spec 002 §4.4).
  const mayEdit = viewerCan(viewer, 'user.setStatus', targetOf(user)) && viewer.id !== user._id;
  const [locked, setLocked] = useState(true);
  const [terminating, setTerminating] = useState(false);
  const update = useUpdateUser(user._id);
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const form = useForm<StatusValues>({
    defaultValues: original,
    resolver: rulesResolver((v) => ({
      status:
        v.status === 'active' || v.status === 'waitlist' ? null : validationMsg('validation.required.empty'),
      activeType: programRule(v.activeType),
    })),
  });
  const { control, formState, reset, setError } = form;
  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        kind: 'status',
        body: { version: user.version, status: values.status as 'active', activeType: values.activeType },
      });
      reset(values);
      setLocked(true);
      notices.show({ severity: 'success', text: msg('users.success.savedUser') });
    } catch {
      // §4.2: a member without a history gets one created from the current status by this save.
      const key = history.length === 0 ? 'users.error.statusHistory' : 'users.error.saveUser';
      setError(FORM_ERROR, { message: msg(key) });
    }
  });

  return (
    <Stack spacing={2}>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      <Typography>{msg('users.history.current', { status: user.status })}</Typography>
      <StatusHistoryTable entries={history} />
      {mayEdit && user.status !== 'terminated' && (
        <>
          <EditableSection {...formSectionProps({ form, original, locked, setLocked, submit })}>
            <FormTextField
              control={control}
              name="status"
              id="history-status"
              select
              label={msg('users.field.status')}
              disabled={locked}
              required
            >
              <MenuItem value="active">{msg('users.option.status.active')}</MenuItem>
              <MenuItem value="waitlist">{msg('users.option.status.waitlist')}</MenuItem>
            </FormTextField>
            <FormTextField
              control={control}
              name="activeType"
              id="history-program"
              select
              label={msg('users.field.program')}
              disabled={locked}
              required
            >
              {PROGRAMS.map((p) => (
                <MenuItem key={p} value={p}>
                  {programLabel(p)}
                </MenuItem>
              ))}
            </FormTextField>
          </EditableSection>
          <Box>
            <Button color="error" variant="outlined" onClick={() => setTerminating(true)}>
              {msg('users.action.terminate')}
            </Button>
          </Box>
          <TerminateDialog
            open={terminating}
            onClose={() => setTerminating(false)}
            onTerminate={async ({ date, reason }) => {
              await update.mutateAsync({
                kind: 'terminate',
                body: { version: user.version, terminationDate: date, terminationReason: reason },
              });
              notices.show({ severity: 'success', text: msg('users.success.savedUser') });
              onTerminated?.(reason);
            }}
            onError={() => notices.show({ severity: 'error', text: msg('users.error.saveUser') })}
          />
        </>
      )}
    </Stack>
  );
}

interface VolValues {
  volType: string;
  startDate: string;
  endDate: string;
  fieldOfStudy: string;
  school: string;
}

/** The volunteer view's fields, in order. */
const VOL_FIELDS: { name: keyof VolValues; id: string; label: UsersMessageKey; isDate?: boolean }[] = [
  { name: 'volType', id: 'vol-type', label: 'users.field.volType' },
  { name: 'startDate', id: 'vol-start', label: 'users.field.startDate', isDate: true },
  { name: 'endDate', id: 'vol-end', label: 'users.field.endDate', isDate: true },
  { name: 'fieldOfStudy', id: 'vol-field', label: 'users.field.fieldOfStudy' },
  { name: 'school', id: 'vol-school', label: 'users.field.school' },
];

/** The volunteer view of the History tab: the volunteer's type, dates, field of study and school. */
function VolunteerView({ user, onDirtyChange }: HistoryProps) {
  const viewer = useSessionUser();
  const original = useMemo<VolValues>(
    () => ({
      volType: user.volInfo?.volType ?? '',
      startDate: user.volInfo?.startDate ?? '',
      endDate: user.volInfo?.endDate ?? '',
      fieldOfStudy: user.volInfo?.fieldOfStudy ?? '',
      school: user.volInfo?.school ?? '',
    }),
    [user],
  );
  const mayEdit = viewerCan(viewer, 'user.setStatus', targetOf(user)) && viewer.id !== user._id;
  const [locked, setLocked] = useState(true);
  const update = useUpdateUser(user._id);
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const form = useForm<VolValues>({ defaultValues: original });
  const { control, formState, reset, setError } = form;
  useEffect(() => onDirtyChange(formState.isDirty), [formState.isDirty, onDirtyChange]);
  const submit = form.handleSubmit(async (v) => {
    const opt = (s: string) => (s.trim() === '' ? undefined : s.trim());
    try {
      await update.mutateAsync({
        kind: 'volInfo',
        body: {
          version: user.version,
          volInfo: Object.fromEntries(VOL_FIELDS.map(({ name }) => [name, opt(v[name])])),
        },
      });
      reset(v);
      setLocked(true);
      notices.show({ severity: 'success', text: msg('users.success.savedUser') });
    } catch {
      setError(FORM_ERROR, { message: msg('users.error.saveUser') });
    }
  });
  const disabled = locked || !mayEdit;
  const date = { type: 'date', slotProps: { inputLabel: { shrink: true } } };
  return (
    <>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      <EditableSection
        {...formSectionProps({ form, original, locked, setLocked, submit, mayToggle: mayEdit })}
      >
        {VOL_FIELDS.map(({ name, id, label, isDate }) => (
          <FormTextField
            key={name}
            control={control}
            name={name}
            id={id}
            label={msg(label)}
            disabled={disabled}
            {...(isDate ? date : {})}
          />
        ))}
      </EditableSection>
    </>
  );
}

interface HistoryProps {
  user: UserDetail;
  onDirtyChange: (dirty: boolean) => void;
  /** After a termination, with its reason (the Admin is then offered the record's removal). */
  onTerminated?: (reason: string) => void;
}

/** The History tab (spec 002 §2.8): the volunteer view for volunteers, the member status view for others. */
export function AccountHistoryTab(props: HistoryProps) {
  return isVolunteerRole(props.user.role) ? <VolunteerView {...props} /> : <MemberStatusView {...props} />;
}
