import { useState } from 'react';
import { isMemberNotFound } from '@circles/shared/api/errors';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Box, MenuItem, Stack, TextField } from '@mui/material';
import { msg } from '@circles/shared/messages/modules';
import { MemberPickFields } from '../../../components/ui/member-pick-fields';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-client';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useStartableMemberChoices } from '../../../lib/user-choices';
import { useSeriesTemplates, useStartSeriesInstance } from '../api/series';
import { SERIES_LANDING_PATH, startSeriesForOf, type SeriesLanding } from '../paths';
import { sessionCan } from '../../../lib/auth/session-can';
import { LoadingBlock } from '../../../components/ui/query-state';
import { localName } from '../../../lib/i18n/local-name';

interface Choice {
  member: string;
  series: string;
}
type FieldErrors = Partial<Record<keyof Choice, string>>;

/** The page's check (spec 001 §5): a member ('Please select a patient.') and a series. */
export function startSeriesErrors(choice: Choice): FieldErrors {
  return {
    ...(choice.member ? {} : { member: msg('modules.validation.selectPatient') }),
    ...(choice.series ? {} : { series: msg('modules.validation.selectSeries') }),
  };
}

/**
 * What the server's refusal means on this page: 403 (role may not start) the spec's not-authorized
 * text; 404 for the member (outside the caller's caseload, ACCESS.md) under the member field; a
 * validation issue on a field under that field; anything else the spec's 'try again later'.
 */
function refusal(error: unknown): { page?: string; fields?: FieldErrors } {
  if (error instanceof ApiError) {
    if (error.status === 403) return { page: msg('modules.start.notAuthorized') };
    if (isMemberNotFound(error)) return { fields: { member: msg('modules.startSeries.notAssigned') } };
    if (error.status === 404) return { fields: { series: msg('modules.api.seriesNotFound') } };
    const fields: FieldErrors = {};
    for (const issue of error.issues) {
      const key = issue.path === 'member' ? 'member' : issue.path === 'collectionTemplate' ? 'series' : null;
      if (key) fields[key] = issue.message;
    }
    if (fields.member || fields.series) return { fields };
  }
  return { page: msg('modules.error.startSeriesLater') };
}

function StartSeriesForm() {
  const [memberSearch, setMemberSearch] = useState('');
  // Only the members the server accepts for a start: a Coordinator's assigned ones (ACCESS.md).
  const members = useStartableMemberChoices(memberSearch);
  const series = useSeriesTemplates();
  const start = useStartSeriesInstance();
  const navigate = useNavigate();
  // A link from a member's page (the member edit page's Series tab) preselects that member.
  const from: unknown = useLocation().state;
  const [preselected] = useState(() => startSeriesForOf(from));
  const [choice, setChoice] = useState<Choice>({ member: preselected?.id ?? '', series: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState<string>();

  if (members.isPending || series.isPending) return <LoadingBlock />;
  if (members.isError) {
    const forbidden = members.error instanceof ApiError && members.error.status === 403;
    return (
      <Alert severity="error">
        {forbidden ? msg('modules.start.notAuthorized') : msg('modules.error.assignedMembers')}
      </Alert>
    );
  }
  if (series.isError) return <Alert severity="error">{msg('modules.error.seriesTemplates')}</Alert>;
  const memberList = members.data ?? [];
  if (memberList.length === 0 && memberSearch === '')
    return <Alert severity="warning">{msg('modules.start.noPatientsSeries')}</Alert>;
  if (series.data.length === 0) return <Alert severity="info">{msg('modules.startSeries.noSeries')}</Alert>;

  const submit = async () => {
    const found = startSeriesErrors(choice);
    setErrors(found);
    setFailed(undefined);
    if (found.member || found.series) return;
    try {
      await start.mutateAsync({ collectionTemplate: choice.series, member: choice.member });
      const landing: SeriesLanding = {
        tab: 'series',
        seriesView: 'instances',
        notice: msg('modules.success.memberSeriesCreated'),
      };
      void navigate(SERIES_LANDING_PATH, { state: landing });
    } catch (error) {
      const why = refusal(error);
      setErrors(why.fields ?? {});
      setFailed(why.page);
    }
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={msg('modules.startSeriesPage.title')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      sx={{ maxWidth: 480 }}
    >
      {failed && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failed}
        </Alert>
      )}
      <Stack spacing={2} sx={{ pt: 1 }}>
        <MemberPickFields
          idPrefix="start-series-member"
          members={memberList}
          value={choice.member}
          onChange={(member) => {
            setChoice({ ...choice, member });
            setErrors({});
          }}
          error={errors.member}
          disabled={start.isPending}
          onSearch={setMemberSearch}
          initial={preselected}
        />
        <TextField
          select
          id="start-series-series"
          label={msg('modules.startSeries.series')}
          value={choice.series}
          onChange={(e) => {
            setChoice({ ...choice, series: e.target.value });
            setErrors({});
          }}
          error={Boolean(errors.series)}
          helperText={errors.series ?? ' '}
          disabled={start.isPending}
          required
        >
          {series.data.map((c) => (
            <MenuItem key={c._id} value={c._id}>
              {localName(c)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <SubmitButton busy={start.isPending}>{msg('modules.start')}</SubmitButton>
    </Box>
  );
}

/**
 * The Start a Series page (spec 001 §2.3) at `/collections/start`: the user picks a member
 * (`GET /api/users?role=Patient&assigned=true`: an Admin any member, a Coordinator only their assigned
 * members, those the server accepts; searched on the server) and a series template
 * (spec 001 §5, Create Series Instance: one series and one member), then Start sends
 * `POST /api/membercollections` and, on success, goes to /administration/booklets/management, which
 * opens on the Series tab's Series Instances with 'Member Series created.'.
 *
 * Decisions where the spec is silent:
 * - Path `/collections/start`, after the Start a Module page's `/booklets/start` (the spec gives none).
 * - The spec's start page posted `POST collections/` with only `patientId` (it would create an empty
 *   series template); the page needs a series too, so it starts an instance as Create Series Instance
 *   does.
 * - Who may: ACCESS.md 'series instances: start' (Admin any member, Coordinator assigned members).
 *   Volunteers and members get the spec's not-authorized text without a request; a refusal of the
 *   server shows as that text (403), under the member field (404: not in the caller's caseload), or
 *   as 'Unable to start the series. Please try again later.'.
 */
export function StartSeriesScreen() {
  const user = useSessionUser();
  const allowed = sessionCan(user, 'seriesInstance.start');
  return (
    <RequireAuthCheck>
      <ScreenHeading title={msg('modules.startSeriesPage.title')} />
      {allowed ? <StartSeriesForm /> : <Alert severity="error">{msg('modules.start.notAuthorized')}</Alert>}
    </RequireAuthCheck>
  );
}
