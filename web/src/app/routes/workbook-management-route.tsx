import { msg } from '@circles/shared/messages/modules';
import { ModulesManagementScreen } from '../../features/modules/components/modules-management-screen';
import { SeriesTab } from '../../features/series/components/series-tab';
import { WorkbookPanel, type SetDefaultDialogProps } from '../../features/series/components/workbook-panel';
import { useUsersList } from '../../features/users/api/users';
import {
  AssignWorkbookDialog,
  assignFailureOf,
  workbookAssignerOf,
} from '../../features/users/components/assign-workbook-dialog';
import { useSessionUser } from '../../lib/auth/session-context';
import { SeriesExportDialog } from '../screens/modules/export-modules';

/** The spec's texts (001 §7) for each way an assignment fails. */
const ASSIGN_FAILURE_TEXT = {
  refused: 'modules.error.assignWorkbooks',
  unexpected: 'modules.error.unexpected',
  unreachable: 'modules.error.assignWorkbooksOccurred',
} as const;

/**
 * Set Default Workbook: the users feature's Assign Workbook dialog (workbooks and clients), with the
 * texts spec 001 §8 gives this page (the same words as spec 002's, kept in the modules area).
 */
function SetDefaultWorkbook({ open, onClose, onNotice }: SetDefaultDialogProps) {
  const users = useUsersList();
  const viewer = useSessionUser();
  return (
    <AssignWorkbookDialog
      open={open}
      users={users.data ?? []}
      coordinatorId={workbookAssignerOf(viewer)}
      onAssigned={() => onNotice({ severity: 'success', text: msg('modules.success.workbooksAssigned') })}
      onClose={onClose}
      onError={(error) =>
        onNotice({ severity: 'error', text: msg(ASSIGN_FAILURE_TEXT[assignFailureOf(error)]) })
      }
    />
  );
}

/**
 * /administration/workbook/management (Coordinator menu, spec 001 §2.1): the Coordinator workbook
 * panel and the same Series tab as /administration/booklets/management.
 */
export function WorkbookManagementRoute() {
  return (
    <ModulesManagementScreen
      workbookTab={<WorkbookPanel setDefaultDialog={(props) => <SetDefaultWorkbook {...props} />} />}
      seriesTab={<SeriesTab exportDialog={(props) => <SeriesExportDialog {...props} />} />}
    />
  );
}
