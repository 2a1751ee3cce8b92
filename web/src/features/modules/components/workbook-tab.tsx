import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Alert, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RefreshIcon from '@mui/icons-material/Refresh';
import { msg } from '@circles/shared/messages/modules';
import type { MemberModuleSummary, ModuleTemplateSummary } from '@circles/shared/schemas/module';
import { DataTable } from '../../../components/ui/data-table/data-table';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { refreshedNotice } from '../../../components/ui/notices/refreshed-notice';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice, type Notice } from '../../../components/ui/notices/use-timed-notice';
import { localName } from '../../../lib/i18n/local-name';
import { useDeleteMemberModules, useMemberModules } from '../api/member-modules';
import { useDeleteTemplates, useTemplates } from '../api/templates';
import { modulePaths } from '../paths';
import { CreateTemplateDialog } from './create-template-dialog';
import { DeleteSelectedDialog } from './delete-selected-dialog';
import {
  TEMPLATE_PHONE_COLUMNS,
  templateColumns,
  USER_MODULE_PHONE_COLUMNS,
  userModuleColumns,
} from './module-tables';
import { StartModuleDialog } from './start-module-dialog';
import { ViewToggle } from '../../../components/ui/view-toggle';
import { sessionCan } from '../../../lib/auth/session-can';
import { useSessionUser } from '../../../lib/auth/session-context';
import { LoadingBlock } from '../../../components/ui/query-state';

type View = 'templates' | 'userModules';

/**
 * What the Export of the User Modules view gets (composed in by the route: the PDF feature's download and
 * Export chapters dialog): the selected modules, and the screen's notice.
 */
export interface ModulesExportActionProps {
  modules: MemberModuleSummary[];
  onNotice: (notice: Notice) => void;
}

/** What the Export of the Module Templates view gets: the selected templates, and the screen's notice. */
export interface TemplatesExportActionProps {
  templates: ModuleTemplateSummary[];
  onNotice: (notice: Notice) => void;
}

/**
 * View / Edit (Fill in) / Export / Delete for the selection (spec 001 §2.1: View and Edit for one item
 * only; Export and Delete for one or several).
 */
function SelectionActions({
  ids,
  viewPath,
  editPath,
  editLabel,
  exportAction,
  onDelete,
}: {
  ids: string[];
  viewPath: (id: string) => string;
  /** Without it (the viewer may not change the items), no Edit. */
  editPath?: (id: string) => string;
  editLabel: string;
  exportAction?: ReactNode;
  /** Without it, no Delete. */
  onDelete?: () => void;
}) {
  const [only] = ids;
  return (
    <>
      {ids.length === 1 && only !== undefined && (
        <>
          <Button component={RouterLink} to={viewPath(only)}>
            {msg('modules.action.view')}
          </Button>
          {editPath && (
            <Button component={RouterLink} to={editPath(only)}>
              {editLabel}
            </Button>
          )}
        </>
      )}
      {exportAction}
      {onDelete && (
        <Button color="error" onClick={onDelete}>
          {msg('modules.action.delete')}
        </Button>
      )}
    </>
  );
}

function TemplatesTable({
  tools,
  onNotice,
  exportAction,
}: {
  tools: React.ReactNode;
  onNotice: (n: Notice) => void;
  exportAction?: (props: TemplatesExportActionProps) => ReactNode;
}) {
  const templates = useTemplates();
  const remove = useDeleteTemplates();
  // Templates are changed by those the policy lets (Admin); a Coordinator here reads them only.
  const editable = sessionCan(useSessionUser(), 'moduleTemplate.write');
  const [deleting, setDeleting] = useState<ModuleTemplateSummary[]>([]);
  if (templates.isPending) return <LoadingBlock />;
  if (templates.isError) return <Alert severity="error">{msg('modules.error.templates')}</Alert>;
  return (
    <>
      <DataTable
        title={msg('modules.view.templates')}
        rows={templates.data}
        columns={templateColumns()}
        phoneColumns={TEMPLATE_PHONE_COLUMNS}
        rowId={(t) => t._id}
        rowLabel={(t) => msg('modules.row', { name: localName(t), id: t._id })}
        initialSort={{ columnId: 'updatedAt', direction: 'desc' }}
        tools={tools}
        actions={(selected) => (
          <SelectionActions
            ids={selected.map((t) => t._id)}
            viewPath={modulePaths.templateView}
            editPath={editable ? modulePaths.templateEdit : undefined}
            editLabel={msg('modules.action.edit')}
            exportAction={exportAction?.({ templates: selected, onNotice })}
            onDelete={editable ? () => setDeleting(selected) : undefined}
          />
        )}
      />
      <DeleteSelectedDialog
        ids={deleting.map((t) => t._id)}
        texts="deleteTemplate"
        remove={(ids) => remove.mutateAsync(ids)}
        onClose={() => setDeleting([])}
        onNotice={onNotice}
      />
    </>
  );
}

function UserModulesTable({
  tools,
  onNotice,
  exportAction,
}: {
  tools: React.ReactNode;
  onNotice: (n: Notice) => void;
  exportAction?: (props: ModulesExportActionProps) => ReactNode;
}) {
  const modules = useMemberModules();
  const remove = useDeleteMemberModules();
  const [deleting, setDeleting] = useState<MemberModuleSummary[]>([]);
  if (modules.isPending) return <LoadingBlock />;
  if (modules.isError) return <Alert severity="error">{msg('modules.error.userModules')}</Alert>;
  return (
    <>
      <DataTable
        title={msg('modules.view.userModules')}
        rows={modules.data}
        columns={userModuleColumns()}
        phoneColumns={USER_MODULE_PHONE_COLUMNS}
        rowId={(m) => m._id}
        rowLabel={(m) => msg('modules.row', { name: `${localName(m)}, ${m.patientName}`, id: m._id })}
        initialSort={{ columnId: 'updatedAt', direction: 'desc' }}
        tools={tools}
        actions={(selected) => (
          <SelectionActions
            ids={selected.map((m) => m._id)}
            viewPath={modulePaths.userView}
            editPath={modulePaths.userEdit}
            editLabel={msg('modules.action.fillIn')}
            exportAction={exportAction?.({ modules: selected, onNotice })}
            onDelete={() => setDeleting(selected)}
          />
        )}
      />
      <DeleteSelectedDialog
        ids={deleting.map((m) => m._id)}
        texts="deleteModule"
        remove={(ids) => remove.mutateAsync(ids)}
        onClose={() => setDeleting([])}
        onNotice={onNotice}
      />
    </>
  );
}

/**
 * The Workbook tab of /administration/booklets/management (spec 001 §2.1): the Module Templates /
 * User Modules toggle, Refresh ('Refreshed initiated...'), Create Template or Start Member Module,
 * and the kit's table with the §2.1 filter fields and View / Edit (Fill in) / Export / Delete by
 * selection.
 *
 * Export (spec 001 §2.1, §2.11), for one or several selected items, composed in by the route (the PDF
 * feature): the User Modules view through `exportAction` (one module prints as on its page, modules of one
 * series instance open the Export chapters dialog), the Module Templates view through
 * `templateExportAction` (each template blank, as a module prints). Without them no Export is offered.
 */
export function WorkbookTab({
  exportAction,
  templateExportAction,
}: {
  exportAction?: (props: ModulesExportActionProps) => ReactNode;
  templateExportAction?: (props: TemplatesExportActionProps) => ReactNode;
} = {}) {
  const [view, setView] = useState<View>('templates');
  const [dialog, setDialog] = useState<'create' | 'start'>();
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const templates = useTemplates(view === 'templates');
  const modules = useMemberModules(view === 'userModules');
  const mayCreate = sessionCan(useSessionUser(), 'moduleTemplate.write');

  const refresh = () => {
    notices.show(refreshedNotice());
    void (view === 'templates' ? templates.refetch() : modules.refetch());
  };

  const tools = (
    <>
      <ViewToggle
        label={msg('modules.manage.viewToggle')}
        value={view}
        views={[
          { value: 'templates', label: msg('modules.view.templates') },
          { value: 'userModules', label: msg('modules.view.userModules') },
        ]}
        onChange={setView}
      />
      <Button startIcon={<RefreshIcon />} onClick={refresh}>
        {msg('modules.refresh')}
      </Button>
      {view === 'templates' ? (
        mayCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog('create')}>
            {msg('modules.createTemplate')}
          </Button>
        )
      ) : (
        <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={() => setDialog('start')}>
          {msg('modules.startMemberModule')}
        </Button>
      )}
    </>
  );

  return (
    <>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      {view === 'templates' ? (
        <TemplatesTable tools={tools} onNotice={notices.show} exportAction={templateExportAction} />
      ) : (
        <UserModulesTable tools={tools} onNotice={notices.show} exportAction={exportAction} />
      )}
      <CreateTemplateDialog
        open={dialog === 'create'}
        onClose={() => setDialog(undefined)}
        onNotice={notices.show}
      />
      <StartModuleDialog
        open={dialog === 'start'}
        onClose={() => setDialog(undefined)}
        onNotice={notices.show}
        fillPath={modulePaths.userEdit}
      />
    </>
  );
}
