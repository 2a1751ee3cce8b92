import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { Alert, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/PersonAdd';
import DeleteIcon from '@mui/icons-material/Delete';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import RefreshIcon from '@mui/icons-material/Refresh';
import { isMemberRole } from '@circles/shared/access/roles';
import type { Role } from '@circles/shared/access/types';
import { msg, type UsersMessageKey } from '@circles/shared/messages/users';
import type { UserSummary } from '@circles/shared/schemas/people';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { Column } from '../../../components/ui/data-table/table-model';
import { nameColumn, textColumn } from '../../../components/ui/data-table/columns';
import { DeleteDialog } from '../../../components/ui/dialogs/delete-dialog';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { refreshedNotice } from '../../../components/ui/notices/refreshed-notice';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice, type Notice } from '../../../components/ui/notices/use-timed-notice';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useAssignMembers, useDeleteUsers } from '../api/user-mutations';
import { useUsersList } from '../api/users';
import { monthDayYear, roleLabel, userDeleteTexts } from '../utils/user-display';
import { viewerCan } from '../utils/viewer';
import { AssignVolunteerDialog } from './assign-volunteer-dialog';
import { AssignWorkbookDialog, assignFailureOf, workbookAssignerOf } from './assign-workbook-dialog';
import { StatusChip } from './status-chip';
import { UserCardList } from './user-card-list';
import { LoadingBlock } from '../../../components/ui/query-state';

/** The spec's texts (002 §8) for each way a workbook assignment fails. */
const ASSIGN_FAILURE_TEXT = {
  refused: 'users.error.assignWorkbooks',
  unexpected: 'users.error.unexpected',
  unreachable: 'users.error.assignWorkbooksOccurred',
} as const;

/** The screen's title by the viewer's role (spec 002 §2.3): a Volunteer's is 'My Members'. */
const SCREEN_TITLE: Readonly<Record<Role, UsersMessageKey>> = {
  Admin: 'users.manage.title',
  Coordinator: 'users.manage.title',
  Volunteer: 'users.members.title',
  Patient: 'users.manage.title',
};

const yesNo = (value: boolean) => msg(value ? 'users.yes' : 'users.no');

function SelectionActions({ selected, onDelete }: { selected: UserSummary[]; onDelete: () => void }) {
  const viewer = useSessionUser();
  const [only] = selected;
  if (selected.length === 1 && only) {
    const id = encodeURIComponent(only._id);
    const programs =
      isMemberRole(only.role) &&
      viewerCan(viewer, 'user.setStatus', { id: only._id, role: only.role, facilityId: only.facilityId });
    return (
      <>
        <Button component={RouterLink} to={`/administration/users/view/${id}`}>
          {msg('users.action.viewProfile')}
        </Button>
        <Button component={RouterLink} to={`/MainReports/${id}`}>
          {msg('users.action.viewReports')}
        </Button>
        {programs && (
          <>
            <Button component={RouterLink} to={`/administration/users/start-program/${id}`}>
              {msg('users.action.startProgram')}
            </Button>
            <Button component={RouterLink} to={`/administration/users/complete-program/${id}`}>
              {msg('users.action.completeProgram')}
            </Button>
          </>
        )}
      </>
    );
  }
  if (selected.length > 1 && viewerCan(viewer, 'user.adminChange')) {
    return (
      <Tooltip title={msg('users.action.delete')}>
        <IconButton aria-label={msg('users.action.delete')} onClick={onDelete}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return null;
}

function UsersContent({ initialNotice }: { initialNotice?: Notice }) {
  const viewer = useSessionUser();
  const users = useUsersList();
  const remove = useDeleteUsers();
  const assign = useAssignMembers();
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const [shownInitial, setShownInitial] = useState(false);
  const [deleting, setDeleting] = useState<string[]>([]);
  const [assigning, setAssigning] = useState(false);
  const [assigningWorkbooks, setAssigningWorkbooks] = useState(false);
  if (initialNotice && !shownInitial) {
    setShownInitial(true);
    notices.show(initialNotice);
  }

  if (users.isPending) {
    return <LoadingBlock />;
  }
  if (users.isError) return <Alert severity="error">{msg('users.error.usersAgian')}</Alert>;

  const staff = viewerCan(viewer, 'user.create');
  const columns: Column<UserSummary>[] = [
    nameColumn({ id: 'name', label: msg('users.col.name') }, (u) => u.name),
    textColumn({ id: 'email', label: msg('users.col.email') }, (u) => u.email ?? ''),
    textColumn({ id: 'role', label: msg('users.col.role') }, (u) => roleLabel(u.role)),
    {
      id: 'status',
      label: msg('users.col.status'),
      render: (u) => <StatusChip status={u.status} viewerRole={viewer.role} />,
      sortValue: (u) => u.status,
    },
    {
      id: 'enabled',
      label: msg('users.col.enabled'),
      render: (u) => yesNo(u.enabled),
      sortValue: (u) => (u.enabled ? 1 : 0),
      filterValue: (u) => yesNo(u.enabled),
    },
    {
      id: 'joined',
      label: msg('users.col.joined'),
      render: (u) => monthDayYear(u.createdAt),
      sortValue: (u) => u.createdAt,
    },
  ];
  const refresh = () => {
    notices.show(refreshedNotice());
    void users.refetch();
  };
  const loadMore = () => {
    if (!users.isFetchingNextPage) void users.fetchNextPage();
  };

  return (
    <>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button startIcon={<RefreshIcon />} onClick={refresh}>
          {msg('users.action.refresh')}
        </Button>
        {staff && (
          <Button startIcon={<AddIcon />} component={RouterLink} to="/administration/users/create">
            {msg('users.action.createUser')}
          </Button>
        )}
        {viewerCan(viewer, 'user.assign') && (
          <Button startIcon={<GroupAddIcon />} onClick={() => setAssigning(true)}>
            {msg('users.action.assignVolunteer')}
          </Button>
        )}
        {viewerCan(viewer, 'user.assign') && (
          <Button startIcon={<LibraryAddIcon />} onClick={() => setAssigningWorkbooks(true)}>
            {msg('users.action.assignWorkbook')}
          </Button>
        )}
      </Stack>
      <DataTable
        title={msg('users.manage.results')}
        rows={users.data}
        columns={columns}
        rowId={(u) => u._id}
        rowLabel={(u) => msg('users.row', { name: u.name, role: roleLabel(u.role) })}
        initialSort={{ columnId: 'name', direction: 'asc' }}
        hasMore={users.hasNextPage}
        onLoadMore={loadMore}
        actions={(selected) => (
          <SelectionActions selected={selected} onDelete={() => setDeleting(selected.map((u) => u._id))} />
        )}
      />
      <Typography component="h2" variant="h5" sx={{ mt: 4, mb: 2 }}>
        {msg('users.manage.cards')}
      </Typography>
      <UserCardList users={users.data} hasMore={users.hasNextPage} onLoadMore={loadMore} />
      <DeleteDialog
        open={deleting.length > 0}
        count={deleting.length}
        texts={userDeleteTexts()}
        onDelete={async () => {
          await remove.mutateAsync(deleting);
          notices.show({ severity: 'success', text: msg('users.success.deleted') });
        }}
        onClose={() => setDeleting([])}
        onError={() => notices.show({ severity: 'error', text: msg('users.error.delete') })}
      />
      <AssignVolunteerDialog
        open={assigning}
        users={users.data}
        onAssign={async (workerIds, memberIds) => {
          await assign.mutateAsync({ workerIds, memberIds });
          notices.show({ severity: 'success', text: msg('users.success.updated') });
        }}
        onClose={() => setAssigning(false)}
        onError={(error) =>
          notices.show({
            severity: 'error',
            // Refused: 'Unable to assign users...'; failed on the server or no answer (some helpers may
            // be assigned already): 'Unable to update management user/client user...' (spec 002 §8.3-8.4).
            text: msg(assignFailureOf(error) === 'refused' ? 'users.error.assign' : 'users.error.update'),
          })
        }
      />
      <AssignWorkbookDialog
        open={assigningWorkbooks}
        users={users.data}
        coordinatorId={workbookAssignerOf(viewer)}
        onAssigned={() => notices.show({ severity: 'success', text: msg('users.success.workbooksAssigned') })}
        onClose={() => setAssigningWorkbooks(false)}
        onError={(error) =>
          notices.show({ severity: 'error', text: msg(ASSIGN_FAILURE_TEXT[assignFailureOf(error)]) })
        }
      />
    </>
  );
}

/**
 * Manage Users at /administration/users/management (spec 002 §2.3, §2.4): 'Manage Users' for Admins and
 * Coordinators, 'My Members' for Volunteers; the toolbar (Refresh, Create a User, Assign Volunteer),
 * the 'User Results' table with its selection actions, and the user cards. /members shows the same.
 */
export function ManageUsersScreen() {
  const viewer = useSessionUser();
  const location = useLocation();
  const created = (location.state as { created?: boolean } | null)?.created === true;
  return (
    <RequireAuthCheck>
      <ScreenHeading title={msg(SCREEN_TITLE[viewer.role])} />
      <UsersContent
        initialNotice={created ? { severity: 'success', text: msg('users.success.created') } : undefined}
      />
    </RequireAuthCheck>
  );
}
