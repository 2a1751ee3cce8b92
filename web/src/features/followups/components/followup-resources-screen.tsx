import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Box, Button, CircularProgress, MenuItem, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { isStale } from '@circles/shared/api/errors';
import { msg } from '@circles/shared/messages/followups';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import type { FollowupService, FollowupServiceInput } from '@circles/shared/schemas/followup-resources';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { Column } from '../../../components/ui/data-table/table-model';
import { DeleteDialog } from '../../../components/ui/dialogs/delete-dialog';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice } from '../../../components/ui/notices/use-timed-notice';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { ApiError } from '../../../lib/api-client';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useFacilities, useFollowupResources, useSaveFollowupResources } from '../api/followups';
import {
  ServiceDialog,
  ServiceInvalid,
  type ServiceDraft,
  type ServiceErrors,
} from './followup-service-dialog';

const inputOf = (s: FollowupService): FollowupServiceInput => ({
  id: s.id,
  name: s.name,
  ...(s.phone ? { phone: s.phone } : {}),
  ...(s.notes ? { notes: s.notes } : {}),
});

/** The server's issues of one service (`services.3.name`) as the dialog's field messages. */
function issuesOf(error: unknown, index: number): ServiceErrors {
  if (!(error instanceof ApiError)) return {};
  const fields: ServiceErrors = {};
  for (const issue of error.issues) {
    const [list, at, field] = issue.path.split('.');
    if (
      list === 'services' &&
      Number(at) === index &&
      (field === 'name' || field === 'phone' || field === 'notes')
    )
      fields[field] = issue.message;
  }
  return fields;
}

function columnsOf(onEdit: (s: FollowupService) => void): Column<FollowupService>[] {
  const edit = (s: FollowupService) => (
    <Button
      size="small"
      onClick={() => onEdit(s)}
      aria-label={msg('followups.resources.editOne', { name: s.name })}
    >
      {msg('followups.resources.edit')}
    </Button>
  );
  return [
    {
      id: 'name',
      label: msg('followups.resources.col.name'),
      render: (s) => s.name,
      sortValue: (s) => s.name.toLowerCase(),
      filterValue: (s) => s.name,
    },
    { id: 'phone', label: msg('followups.resources.col.phone'), render: (s) => s.phone ?? '' },
    {
      id: 'notes',
      label: msg('followups.resources.col.notes'),
      render: (s) => <Box sx={{ overflowWrap: 'anywhere' }}>{s.notes ?? ''}</Box>,
      filterValue: (s) => s.notes ?? '',
    },
    { id: 'edit', label: '', render: edit },
    {
      id: 'summary',
      label: msg('followups.resources.col.name'),
      phoneOnly: true,
      render: (s) => (
        <Stack spacing={0.5} sx={{ minWidth: 0, overflowWrap: 'anywhere', alignItems: 'start' }}>
          <Typography variant="subtitle2" component="span">
            {s.name}
          </Typography>
          {s.phone && <span>{s.phone}</span>}
          {s.notes && <span>{s.notes}</span>}
          {edit(s)}
        </Stack>
      ),
    },
  ];
}

/**
 * /administration/followups/services (issue 24 §2, Admins): the services each facility refers members
 * to, as 'Referred to …' offers them. One facility at a time (`?facility=`); the kit's table with Add,
 * Edit (rename, phone, notes) and Remove of the selection. Each change saves the whole list with the
 * version read: a list changed elsewhere (409) reloads and says so, and the dialog keeps what was typed.
 */
export function FollowupResourcesScreen() {
  const [params, setParams] = useSearchParams();
  const facilities = useFacilities();
  const facilityId = params.get('facility') ?? facilities.data?.[0]?._id ?? '';
  const facilityName = facilities.data?.find((f) => f._id === facilityId)?.name ?? facilityId;
  const list = useFollowupResources(facilityId || undefined);
  const save = useSaveFollowupResources(facilityId);
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const [editing, setEditing] = useState<{ service?: FollowupService }>();
  const [removing, setRemoving] = useState<FollowupService[]>([]);
  const services = list.data?.services ?? [];

  const failed = (error: unknown) =>
    notices.show(
      isStale(error)
        ? { severity: 'warning', text: msg('followups.resources.stale') }
        : { severity: 'error', text: msg('followups.resources.saveError') },
    );
  const saveList = async (next: FollowupServiceInput[]) => {
    await save.mutateAsync({ version: list.data?.version ?? 0, services: next });
    notices.show({ severity: 'success', text: msg('followups.resources.saved') });
  };
  const saveDraft = async (draft: ServiceDraft) => {
    const edited = editing?.service;
    const input: FollowupServiceInput = {
      ...(edited ? { id: edited.id } : {}),
      name: draft.name.trim(),
      phone: draft.phone.trim(),
      notes: draft.notes.trim(),
    };
    const next = edited
      ? services.map((s) => (s.id === edited.id ? input : inputOf(s)))
      : [...services.map(inputOf), input];
    const index = edited ? services.findIndex((s) => s.id === edited.id) : services.length;
    try {
      await saveList(next);
    } catch (error) {
      const fields = issuesOf(error, index);
      throw Object.keys(fields).length > 0 ? new ServiceInvalid(fields) : error;
    }
  };

  let body;
  if (facilities.isError) body = <Alert severity="error">{msg('followups.resources.facilitiesError')}</Alert>;
  else if (facilities.isPending || list.isPending)
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={shellMsg('shell.loading')} />
      </Box>
    );
  else if (list.isError) body = <Alert severity="error">{msg('followups.resources.error')}</Alert>;
  else
    body = (
      <>
        {services.length === 0 && (
          <Typography role="status" sx={{ mb: 2 }}>
            {msg('followups.resources.empty')}
          </Typography>
        )}
        <DataTable
          title={msg('followups.resources.table', { facility: facilityName })}
          rows={services}
          columns={columnsOf((service) => setEditing({ service }))}
          phoneColumns={['summary']}
          rowId={(s) => s.id}
          rowLabel={(s) => s.name}
          initialPageSize={10}
          tools={
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
              {msg('followups.resources.add')}
            </Button>
          }
          actions={(selected) => (
            <Button color="error" onClick={() => setRemoving(selected)}>
              {msg('followups.resources.remove')}
            </Button>
          )}
        />
      </>
    );

  return (
    <RequireAuthCheck>
      <ScreenHeading title={msg('followups.resources.title')} />
      <Typography sx={{ mb: 2 }}>{msg('followups.resources.intro')}</Typography>
      {(facilities.data?.length ?? 0) > 0 && (
        <TextField
          select
          size="small"
          label={msg('followups.resources.facility')}
          value={facilityId}
          onChange={(e) => setParams({ facility: e.target.value })}
          sx={{ mb: 2, minWidth: 240, maxWidth: '100%' }}
        >
          {facilities.data?.map((f) => (
            <MenuItem key={f._id} value={f._id}>
              {f.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      {body}
      {editing && (
        <ServiceDialog
          open
          initial={
            editing.service
              ? {
                  name: editing.service.name,
                  phone: editing.service.phone ?? '',
                  notes: editing.service.notes ?? '',
                }
              : undefined
          }
          onSave={saveDraft}
          onClose={() => setEditing(undefined)}
          onError={failed}
        />
      )}
      <DeleteDialog
        open={removing.length > 0}
        count={removing.length}
        texts={{
          titleOne: msg('followups.resources.removeOne.title'),
          bodyOne: msg('followups.resources.removeOne.body'),
          titleMany: msg('followups.resources.removeMany.title'),
          bodyMany: (n) => msg('followups.resources.removeMany.body', { n }),
        }}
        onDelete={() => {
          const gone = new Set(removing.map((s) => s.id));
          return saveList(services.filter((s) => !gone.has(s.id)).map(inputOf));
        }}
        onClose={() => setRemoving([])}
        onError={failed}
      />
    </RequireAuthCheck>
  );
}
