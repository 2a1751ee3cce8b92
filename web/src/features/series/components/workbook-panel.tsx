import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { msg } from '@circles/shared/messages/modules';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { CreateWithPicksDialog } from '../../../components/ui/dialogs/pick-dialogs';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { useTimedNotice, type Notice } from '../../../components/ui/notices/use-timed-notice';
import type { Choice } from '../../../components/ui/pick-list';
import { useModuleTemplateChoices } from '../api/series';
import { useCreateWorkbook, useWorkbooks } from '../api/workbooks';
import { useSessionUser } from '../../../lib/auth/session-context';
import { sessionCan } from '../../../lib/auth/session-can';
import { localName } from '../../../lib/i18n/local-name';

/** What the panel hands the Set Default Workbook dialog (composed in by the route). */
export interface SetDefaultDialogProps {
  open: boolean;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
}

/**
 * Create Workbook (spec 001 §2.10): a name field and a pick-add-remove list of module templates
 * (picked ones disabled, Add disabled until one is chosen); Create is disabled while the name is empty
 * or the request runs (the spec lets a workbook start without modules). Success: 'Successfully Created.'.
 */
export function CreateWorkbookDialog({
  open,
  onClose,
  onNotice,
  templates,
  onCreate,
}: {
  open: boolean;
  onClose: () => void;
  onNotice: (notice: Notice) => void;
  templates: readonly Choice[];
  onCreate: (name: string, moduleTemplateIds: string[]) => Promise<unknown>;
}) {
  return (
    <CreateWithPicksDialog
      open={open}
      onClose={onClose}
      onNotice={onNotice}
      title={msg('modules.workbook.create')}
      confirmLabel={msg('modules.create')}
      nameId="create-workbook-name"
      nameLabel={msg('modules.workbook.name')}
      picks={{ label: msg('modules.series.moduleTemplates'), choices: templates }}
      onCreate={onCreate}
      successText={msg('modules.success.created')}
      errorText={msg('modules.error.createWorkbook')}
    />
  );
}

/**
 * The Coordinator workbook panel of /administration/workbook/management (spec 001 §2.1): the
 * workbooks as expandable boxes, each listing its modules with Edit Module (the module template's
 * designer), and the buttons Create Workbook and Set Default Workbook. The Set Default Workbook
 * dialog belongs to the users feature (it picks clients), so the route composes it in.
 *
 * Who sees it (ACCESS.md 'workbooks: create, assign default': Admin and Coordinator): the panel with
 * both buttons. Decision: a Volunteer or member who opens the address gets the start pages'
 * not-authorized text in its place, without a request (the server answers them 403 on every
 * workbook call); the Series tab beside it stays, scoped by the server.
 */
export function WorkbookPanel({
  setDefaultDialog,
}: {
  setDefaultDialog?: (props: SetDefaultDialogProps) => ReactNode;
}) {
  const user = useSessionUser();
  if (!sessionCan(user, 'workbook.write'))
    return <Alert severity="error">{msg('modules.start.notAuthorized')}</Alert>;
  return <WorkbookPanelBody setDefaultDialog={setDefaultDialog} />;
}

function WorkbookPanelBody({
  setDefaultDialog,
}: {
  setDefaultDialog?: (props: SetDefaultDialogProps) => ReactNode;
}) {
  const workbooks = useWorkbooks();
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const [creating, setCreating] = useState(false);
  // Edit Module opens the designer for those who may change templates (Admin); a Coordinator may only
  // read them (ACCESS.md), so theirs opens the template's read-only view instead of a designer whose
  // Save would be refused.
  const editable = sessionCan(useSessionUser(), 'moduleTemplate.write');
  const [settingDefault, setSettingDefault] = useState(false);
  const templates = useModuleTemplateChoices(creating);
  const create = useCreateWorkbook();

  return (
    <Stack spacing={2}>
      {/* On a phone the two buttons wrap to two lines rather than each breaking its label. */}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}
      >
        <Button variant="contained" onClick={() => setCreating(true)}>
          {msg('modules.workbook.create')}
        </Button>
        {setDefaultDialog && (
          <Button variant="outlined" onClick={() => setSettingDefault(true)}>
            {msg('modules.workbook.setDefault')}
          </Button>
        )}
      </Stack>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      {workbooks.isPending && <CircularProgress aria-label={shellMsg('shell.loading')} />}
      {workbooks.isError && <Alert severity="error">{msg('modules.error.workbooks')}</Alert>}
      {workbooks.data?.length === 0 && <Typography>{msg('modules.workbook.none')}</Typography>}
      <div aria-label={msg('modules.workbook.list')} role="list">
        {workbooks.data?.map((w) => (
          <Accordion key={w._id} role="listitem" disableGutters>
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`workbook-${w._id}`}
              aria-controls={`workbook-${w._id}-modules`}
            >
              <Typography variant="subtitle1">{w.name}</Typography>
            </AccordionSummary>
            <AccordionDetails id={`workbook-${w._id}-modules`}>
              {w.surveys.length === 0 ? (
                <Typography>{msg('modules.workbook.noModules')}</Typography>
              ) : (
                <List dense>
                  {w.surveys.map((s) => (
                    <ListItem
                      key={s._id}
                      secondaryAction={
                        <Button
                          component={RouterLink}
                          to={`/administration/booklets/template/${editable ? 'edit' : 'view'}/${s._id}`}
                          aria-label={`${msg('modules.workbook.editModule')} ${localName(s)}`}
                        >
                          {msg('modules.workbook.editModule')}
                        </Button>
                      }
                    >
                      <ListItemText primary={localName(s)} />
                    </ListItem>
                  ))}
                </List>
              )}
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
      <CreateWorkbookDialog
        open={creating}
        onClose={() => setCreating(false)}
        onNotice={notices.show}
        templates={templates.data ?? []}
        onCreate={(name, moduleTemplateIds) => create.mutateAsync({ name, surveyIds: moduleTemplateIds })}
      />
      {setDefaultDialog?.({
        open: settingDefault,
        onClose: () => setSettingDefault(false),
        onNotice: notices.show,
      })}
    </Stack>
  );
}
