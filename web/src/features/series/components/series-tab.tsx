import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { Alert, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RefreshIcon from '@mui/icons-material/Refresh';
import { memberTarget } from '@circles/shared/access/policy';
import type { Role } from '@circles/shared/access/types';
import type { SeriesTemplate } from '@circles/shared/schemas/series';
import { msg } from '@circles/shared/messages/modules';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { DeleteDialog } from '../../../components/ui/dialogs/delete-dialog';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { refreshedNotice } from '../../../components/ui/notices/refreshed-notice';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice, type Notice } from '../../../components/ui/notices/use-timed-notice';
import { areaPrefix } from '../../../lib/area-prefix';
import { sessionCan } from '../../../lib/auth/session-can';
import { useSessionUser } from '../../../lib/auth/session-context';
import { localName, seriesNamed } from '../../../lib/i18n/local-name';
import {
  useAssignSeriesMembers,
  useAssignSeriesProjects,
  useCreateSeriesTemplate,
  useDeleteSeriesInstances,
  useDeleteSeriesTemplates,
  useModuleTemplateChoices,
  useSeriesInstances,
  useProjectChoices,
  useSeriesTemplates,
  useStartSeriesInstance,
} from '../api/series';
import {
  INSTANCE_PHONE_COLUMNS,
  TEMPLATE_PHONE_COLUMNS,
  instanceColumns,
  templateColumns,
} from './series-columns';
import { SeriesTemplateDialog } from './series-template-dialog';
import { START_SERIES_PATH, seriesLandingOf } from '../paths';
import { useUserChoices } from '../../../lib/user-choices';
import {
  AssignToSeriesDialog,
  CreateSeriesTemplateDialog,
  StartSeriesInstanceDialog,
  type SeriesAssignKind,
} from './series-dialogs';
import { ViewToggle } from '../../../components/ui/view-toggle';
import { LoadingBlock } from '../../../components/ui/query-state';

type View = 'templates' | 'instances';

/** The series viewer of the role's mode (spec 001 §2.1): Admin, staff (Coordinator, Volunteer) or client. */
export function seriesViewPath(role: Role, id: string): string {
  return `${areaPrefix(role)}/collections/view/${encodeURIComponent(id)}`;
}

/**
 * A member assigned to nobody: the policy lets an Admin act on any member and a Coordinator on their
 * assigned members only, so what it allows on this one is what the Admin's buttons below need.
 */
const ANY_MEMBER = memberTarget('any-member');

/** Read when the dialog renders, so they follow the current locale. */
const deleteTexts = () => ({
  titleOne: msg('modules.series.deleteOne.title'),
  bodyOne: msg('modules.series.deleteOne.body'),
  titleMany: msg('modules.series.deleteMany.title'),
  bodyMany: (n: number) => msg('modules.series.deleteMany.body', { n }),
});

/** What the Export dialog of a series instance gets (composed in by the route: the PDF feature's dialog). */
export interface SeriesExportDialogProps {
  /** The selected series instance. */
  memberCollectionId: string;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}

/**
 * The Series tab of /administration/booklets/management (spec 001 §2.1): Series Templates / Series
 * Instances (switching remounts the table, so its search resets), Refresh, the §2.1 columns and
 * filter fields, Start a Series Template, Assign Coordinator and Assign Project (Admin), Assign
 * Member (all who see the tab), Start a Series Instance (Admin), View for one selection and Delete
 * (one item: Admin only).
 *
 * View (spec 001 §2.1: the role's viewer; "The View button is disabled in the table"): for one
 * selected instance a link to the viewer of the role's mode ({@link seriesViewPath}: Admin
 * /administration, Coordinator and Volunteer /staff, others /client); for one selected template,
 * which has no viewer page, the read-only Series Template dialog (decision, see
 * `SeriesTemplateDialog`). Rows themselves carry no View button (clicking a row selects it).
 *
 * Export (spec 001 §2.1 "offered for a single selection", §2.10, §2.11): in the Series Instances view one
 * selected instance offers Export, which opens `exportDialog` (the Export chapters to PDF dialog) for it;
 * without `exportDialog` no Export is offered. Decision: the Series Templates view offers no Export, since
 * a series template holds no member's answers to print (its module templates are empty forms); offering a
 * button that could only answer 'Unable export series. Please refresh and try again.' would mislead.
 */
export function SeriesTab({
  exportDialog,
}: { exportDialog?: (props: SeriesExportDialogProps) => ReactNode } = {}) {
  const user = useSessionUser();
  // The Admin's buttons of spec 001 §2.1, each offered by the policy action the server checks its request
  // against: templates and their coordinators, projects, an instance for any member (a Coordinator,
  // who starts for their assigned members only, gets the Start a Series page instead).
  const writesTemplates = sessionCan(user, 'seriesTemplate.write');
  const assignsProjects = sessionCan(user, 'project.any');
  const startsForAnyMember = sessionCan(user, 'seriesInstance.start', ANY_MEMBER);
  const startsForOwnMembers = !startsForAnyMember && sessionCan(user, 'seriesInstance.start');
  const location = useLocation();
  const navigate = useNavigate();
  const [landing] = useState(() => seriesLandingOf(location.state));
  const [view, setView] = useState<View>(landing ? landing.seriesView : 'templates');
  const deletesOne =
    view === 'templates' ? writesTemplates : sessionCan(user, 'seriesInstance.delete', ANY_MEMBER);
  const [dialog, setDialog] = useState<'template' | 'instance' | SeriesAssignKind>();
  const [peopleSearch, setPeopleSearch] = useState('');
  const [deleting, setDeleting] = useState<string[]>([]);
  const [viewing, setViewing] = useState<SeriesTemplate>();
  const [exporting, setExporting] = useState<string>();
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const showNotice = notices.show;
  // Arrived from the Start a Series page: its success text, once (the state is cleared, so a reload
  // does not repeat it).
  useEffect(() => {
    if (!landing) return;
    showNotice({ severity: 'success', text: landing.notice });
    void navigate(location.pathname, { replace: true, state: null });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [landing]);
  const assigning = dialog === 'member' || dialog === 'coordinator' || dialog === 'project';
  const templates = useSeriesTemplates(view === 'templates' || dialog === 'instance' || assigning);
  const instances = useSeriesInstances(view === 'instances');
  const moduleChoices = useModuleTemplateChoices(dialog === 'template');
  // Members to start a series for are Patients the server accepts for a start (ACCESS.md 'series
  // instances: start': a Coordinator's assigned members only, `assigned=true`); Assign Member adds
  // Patients and Volunteers of the facility; Assign Coordinator offers only Coordinators (spec 001 §5).
  // The server scopes each list.
  const people = useUserChoices({
    roles:
      dialog === 'coordinator'
        ? ['Coordinator']
        : dialog === 'member'
          ? ['Patient', 'Volunteer']
          : ['Patient'],
    search: peopleSearch,
    enabled: dialog === 'instance' || dialog === 'member' || dialog === 'coordinator',
    assignedOnly: dialog === 'instance',
  });
  const projectChoices = useProjectChoices(dialog === 'project');
  const assignMembers = useAssignSeriesMembers();
  const assignProjects = useAssignSeriesProjects();
  const closeDialog = () => {
    setDialog(undefined);
    setPeopleSearch('');
  };
  const seriesChoices = (templates.data ?? []).map((c) => ({ id: c._id, name: localName(c) }));
  const createTemplate = useCreateSeriesTemplate();
  const startInstance = useStartSeriesInstance();
  const deleteTemplates = useDeleteSeriesTemplates();
  const deleteInstances = useDeleteSeriesInstances();
  const current = view === 'templates' ? templates : instances;

  const tools = (
    <>
      <ViewToggle
        label={msg('modules.manage.viewToggle')}
        value={view}
        views={[
          { value: 'templates', label: msg('modules.series.view.templates') },
          { value: 'instances', label: msg('modules.series.view.instances') },
        ]}
        onChange={setView}
      />
      <Button
        startIcon={<RefreshIcon />}
        onClick={() => {
          notices.show(refreshedNotice());
          // Spec 001 §8: the list read again says so; a failed read shows the list's own error.
          void current.refetch().then((read) => {
            if (read.isSuccess)
              notices.show({ severity: 'success', text: msg('modules.success.pulledSeries') });
          });
        }}
      >
        {msg('modules.refresh')}
      </Button>
      {writesTemplates && view === 'templates' && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('template')}>
          {msg('modules.series.startTemplate')}
        </Button>
      )}
      {writesTemplates && view === 'templates' && (
        <Button onClick={() => setDialog('coordinator')}>{msg('modules.series.assignCoordinator')}</Button>
      )}
      {view === 'templates' && (
        <Button onClick={() => setDialog('member')}>{msg('modules.series.assignMember')}</Button>
      )}
      {assignsProjects && view === 'templates' && (
        <Button onClick={() => setDialog('project')}>{msg('modules.series.assignProject')}</Button>
      )}
      {startsForAnyMember && view === 'instances' && (
        <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={() => setDialog('instance')}>
          {msg('modules.series.startInstance')}
        </Button>
      )}
      {/* Decision: the Start a Series page (spec 001 §2.3) is reached from here by those who may start
          an instance but have no Start a Series Instance dialog (Coordinators, ACCESS.md). */}
      {startsForOwnMembers && view === 'instances' && (
        <Button
          variant="contained"
          startIcon={<PlayArrowIcon />}
          component={RouterLink}
          to={START_SERIES_PATH}
        >
          {msg('modules.startSeries.link')}
        </Button>
      )}
    </>
  );

  const deleteButton = (ids: string[]) =>
    // Spec 001 §2.1: Delete of one item is Admin only; several selected items offer it.
    (deletesOne || ids.length > 1) && (
      <Button color="error" onClick={() => setDeleting(ids)}>
        {msg('modules.action.delete')}
      </Button>
    );

  let table;
  if (current.isPending) {
    table = <LoadingBlock />;
  } else if (current.isError) {
    table = (
      <Alert severity="error">
        {msg(view === 'templates' ? 'modules.error.seriesTemplatesList' : 'modules.error.memberSeries')}
      </Alert>
    );
  } else if (view === 'templates') {
    table = (
      <DataTable
        key="templates"
        title={msg('modules.series.view.templates')}
        rows={templates.data ?? []}
        columns={templateColumns()}
        phoneColumns={TEMPLATE_PHONE_COLUMNS}
        rowId={(c) => c._id}
        rowLabel={(c) => msg('modules.row', { name: localName(c), id: c._id })}
        tools={tools}
        actions={(selected) => {
          const [only] = selected;
          return (
            <>
              {selected.length === 1 && only !== undefined && (
                <Button onClick={() => setViewing(only)}>{msg('modules.action.view')}</Button>
              )}
              {deleteButton(selected.map((c) => c._id))}
            </>
          );
        }}
      />
    );
  } else {
    table = (
      <DataTable
        key="instances"
        title={msg('modules.series.view.instances')}
        rows={instances.data ?? []}
        columns={instanceColumns()}
        phoneColumns={INSTANCE_PHONE_COLUMNS}
        rowId={(m) => m._id}
        rowLabel={(m) =>
          msg('modules.row', { name: `${localName(seriesNamed(m))}, ${m.memberName}`, id: m._id })
        }
        tools={tools}
        actions={(selected) => {
          const [only] = selected;
          return (
            <>
              {selected.length === 1 && only !== undefined && (
                <Button component={RouterLink} to={seriesViewPath(user.role, only._id)}>
                  {msg('modules.action.view')}
                </Button>
              )}
              {selected.length === 1 && only !== undefined && exportDialog && (
                <Button onClick={() => setExporting(only._id)}>{msg('modules.action.export')}</Button>
              )}
              {deleteButton(selected.map((m) => m._id))}
            </>
          );
        }}
      />
    );
  }

  return (
    <>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      {table}
      <CreateSeriesTemplateDialog
        open={dialog === 'template'}
        onClose={closeDialog}
        onNotice={notices.show}
        templates={moduleChoices.data ?? []}
        onCreate={(name, moduleTemplateIds, nameFr) =>
          createTemplate.mutateAsync({ name, ...(nameFr ? { nameFr } : {}), surveyList: moduleTemplateIds })
        }
      />
      <StartSeriesInstanceDialog
        open={dialog === 'instance'}
        onClose={closeDialog}
        onNotice={notices.show}
        series={seriesChoices}
        members={dialog === 'instance' ? (people.data ?? []) : []}
        membersError={dialog === 'instance' && people.isError ? msg('modules.error.users') : undefined}
        onMemberSearch={setPeopleSearch}
        onStart={(seriesTemplate, member) =>
          startInstance.mutateAsync({ collectionTemplate: seriesTemplate, member })
        }
      />
      {(['member', 'coordinator', 'project'] as const).map((kind) => (
        <AssignToSeriesDialog
          key={kind}
          open={dialog === kind}
          kind={kind}
          onClose={closeDialog}
          onNotice={notices.show}
          series={seriesChoices}
          items={
            kind === 'project' ? (projectChoices.data ?? []) : dialog === kind ? (people.data ?? []) : []
          }
          itemsError={
            kind === 'project'
              ? projectChoices.isError
                ? msg('modules.error.projects')
                : undefined
              : dialog === kind && people.isError
                ? msg('modules.error.Users')
                : undefined
          }
          onItemSearch={kind === 'project' ? undefined : setPeopleSearch}
          onAssign={(seriesTemplateId, ids) =>
            kind === 'project'
              ? assignProjects.mutateAsync({ collectionId: seriesTemplateId, projectList: ids })
              : assignMembers.mutateAsync({ collectionId: seriesTemplateId, memberList: ids, as: kind })
          }
        />
      ))}
      <SeriesTemplateDialog series={viewing} onClose={() => setViewing(undefined)} />
      {exporting !== undefined &&
        exportDialog?.({
          memberCollectionId: exporting,
          onClose: () => setExporting(undefined),
          onNotice: notices.show,
        })}
      <DeleteDialog
        open={deleting.length > 0}
        count={deleting.length}
        texts={deleteTexts()}
        onDelete={async () => {
          if (view === 'templates') {
            await deleteTemplates.mutateAsync(deleting);
            notices.show({ severity: 'success', text: msg('modules.success.deletedSeries') });
          } else {
            await deleteInstances.mutateAsync(deleting);
            notices.show({ severity: 'success', text: msg('modules.success.deletedMemberSeries') });
          }
        }}
        onClose={() => setDeleting([])}
        onError={() =>
          notices.show({
            severity: 'error',
            text: msg(
              view === 'templates' ? 'modules.error.deleteSeries' : 'modules.error.deleteMemberSeries',
            ),
          })
        }
      />
    </>
  );
}
