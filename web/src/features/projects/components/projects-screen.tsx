import { useState } from 'react';
import { Alert, Box, Button, FormControlLabel, Switch } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { msg } from '@circles/shared/messages/modules';
import type { Project } from '@circles/shared/schemas/series';
import { DataTable } from '../../../components/ui/data-table/data-table';
import type { Column } from '../../../components/ui/data-table/table-model';
import { dateColumn, nameColumn, numberColumn, textColumn } from '../../../components/ui/data-table/columns';
import { DeleteDialog } from '../../../components/ui/dialogs/delete-dialog';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice } from '../../../components/ui/notices/use-timed-notice';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import {
  useAssignProjectMembers,
  useAssignProjectSeries,
  useCreateProject,
  useDeleteProjects,
  useProjects,
  useSeriesChoices,
} from '../api/projects';
import { AssignToProjectDialog, CreateProjectDialog } from './project-dialogs';
import { useUserChoices } from '../../../lib/user-choices';
import { LoadingBlock } from '../../../components/ui/query-state';
import { localName } from '../../../lib/i18n/local-name';

/** The series templates a project includes, by name, as a list (the template toggle's column). */
function TemplateNames({ project }: { project: Project }) {
  if (project.collectionList.length === 0) return <>{msg('modules.projects.noTemplates')}</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {project.collectionList.map((c) => (
        <li key={c._id}>{localName(c)}</li>
      ))}
    </Box>
  );
}

/**
 * Columns of the projects table: search by Name or ID (spec 001 §2.8). With `showTemplates` (the
 * template toggle) a 'Series templates' column lists the names of the project's series templates.
 */
const projectColumns = (showTemplates: boolean): Column<Project>[] => [
  nameColumn(
    { id: 'name', label: msg('modules.col.name'), filterLabel: msg('modules.projects.filter.name') },
    (p) => p.name,
  ),
  textColumn(
    { id: 'id', label: msg('modules.col.id'), filterLabel: msg('modules.projects.filter.id') },
    (p) => p._id,
  ),
  numberColumn({ id: 'members', label: msg('modules.projects.col.members') }, (p) => p.memberList.length),
  numberColumn({ id: 'series', label: msg('modules.projects.col.series') }, (p) => p.collectionList.length),
  ...(showTemplates
    ? [
        {
          id: 'templates',
          label: msg('modules.projects.col.templates'),
          render: (p: Project) => <TemplateNames project={p} />,
        },
      ]
    : []),
  dateColumn({ id: 'createdAt', label: msg('modules.col.created') }, (p) => p.createdAt),
  dateColumn({ id: 'updatedAt', label: msg('modules.col.modified') }, (p) => p.updatedAt),
];

type DialogName = 'create' | 'assignMember' | 'assignSeries';

/**
 * /administration/projects/management (spec 001 §2.8, Admin): the kit's table (search by Name or ID,
 * dense toggle, selection, sort, pages), Create Project, Assign Member, Assign Series and delete of
 * the selection; the list reloads after every change (the mutations invalidate it).
 * Template toggle (the spec only names it): a 'Show templates' switch, off by default, that adds a
 * 'Series templates' column listing the names of each project's series templates; the search stays
 * on Name or ID as the spec says.
 */
export function ProjectsScreen() {
  const projects = useProjects();
  const [dialog, setDialog] = useState<DialogName>();
  const [showTemplates, setShowTemplates] = useState(false);
  const [deleting, setDeleting] = useState<Project[]>([]);
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const series = useSeriesChoices(dialog === 'create' || dialog === 'assignSeries');
  const [memberSearch, setMemberSearch] = useState('');
  const members = useUserChoices({
    roles: ['Patient'],
    search: memberSearch,
    enabled: dialog === 'assignMember',
  });
  // Spec 001 §8 Projects: a project's series are its 'Services'.
  const seriesError = series.isError ? msg('modules.error.services') : undefined;
  const create = useCreateProject();
  const assignMembers = useAssignProjectMembers();
  const assignSeries = useAssignProjectSeries();
  const remove = useDeleteProjects();
  const projectChoices = (projects.data ?? []).map((p) => ({ id: p._id, name: p.name }));
  const close = () => {
    setDialog(undefined);
    setMemberSearch('');
  };

  const tools = (
    <>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('create')}>
        {msg('modules.projects.create')}
      </Button>
      <Button onClick={() => setDialog('assignMember')}>{msg('modules.projects.assignMember')}</Button>
      <Button onClick={() => setDialog('assignSeries')}>{msg('modules.projects.assignSeries')}</Button>
      <FormControlLabel
        control={
          <Switch checked={showTemplates} onChange={(event) => setShowTemplates(event.target.checked)} />
        }
        label={msg('modules.projects.showTemplates')}
      />
    </>
  );

  let body;
  if (projects.isPending) {
    body = <LoadingBlock />;
  } else if (projects.isError) {
    body = <Alert severity="error">{msg('modules.error.projects')}</Alert>;
  } else {
    body = (
      <DataTable
        title={msg('modules.projects.title')}
        rows={projects.data}
        columns={projectColumns(showTemplates)}
        rowId={(p) => p._id}
        rowLabel={(p) => msg('modules.row', { name: p.name, id: p._id })}
        initialSort={{ columnId: 'updatedAt', direction: 'desc' }}
        tools={tools}
        actions={(selected) => (
          <Button color="error" onClick={() => setDeleting(selected)}>
            {msg('modules.action.delete')}
          </Button>
        )}
      />
    );
  }

  return (
    <RequireAuthCheck>
      <ScreenHeading title={msg('modules.projects.title')} />
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      {body}
      <CreateProjectDialog
        open={dialog === 'create'}
        onClose={close}
        onNotice={notices.show}
        series={series.data ?? []}
        seriesError={seriesError}
        onCreate={(name, seriesTemplateIds) =>
          create.mutateAsync({ name, collectionList: seriesTemplateIds })
        }
      />
      <AssignToProjectDialog
        open={dialog === 'assignMember'}
        kind="member"
        onClose={close}
        onNotice={notices.show}
        projects={projectChoices}
        items={members.data ?? []}
        itemsError={members.isError ? msg('modules.error.members') : undefined}
        onItemSearch={setMemberSearch}
        onAssign={(projectId, memberList) => assignMembers.mutateAsync({ projectId, memberList })}
      />
      <AssignToProjectDialog
        open={dialog === 'assignSeries'}
        kind="series"
        onClose={close}
        onNotice={notices.show}
        projects={projectChoices}
        items={series.data ?? []}
        itemsError={seriesError}
        onAssign={(projectId, seriesTemplateIds) =>
          assignSeries.mutateAsync({ projectId, collectionList: seriesTemplateIds })
        }
      />
      <DeleteDialog
        open={deleting.length > 0}
        count={deleting.length}
        texts={{
          titleOne: msg('modules.projects.deleteOne.title'),
          bodyOne: msg('modules.projects.deleteOne.body'),
          titleMany: msg('modules.projects.deleteMany.title'),
          bodyMany: (n) => msg('modules.projects.deleteMany.body', { n }),
        }}
        onDelete={async () => {
          await remove.mutateAsync(deleting.map((p) => p._id));
          notices.show({ severity: 'success', text: msg('modules.success.deletedProjects') });
        }}
        onClose={() => setDeleting([])}
        onError={() => notices.show({ severity: 'error', text: msg('modules.error.deleteProjects') })}
      />
    </RequireAuthCheck>
  );
}
