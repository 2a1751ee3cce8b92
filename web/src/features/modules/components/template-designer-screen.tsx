import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { msg } from '@circles/shared/messages/modules';
import { MAX_TEMPLATE_NAME, type ModuleTemplate } from '@circles/shared/schemas/module';
import { NoticeAlert } from '../../../components/ui/notices/notice-alert';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice } from '../../../components/ui/notices/use-timed-notice';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { saveFailure } from '../../../lib/api-errors';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useTemplate, useUpdateTemplate } from '../api/templates';
import { FrenchNameField } from '../../../components/ui/french-name-field';
import { modulePaths } from '../paths';
import type { CreatorHandle } from '../survey/template-creator';
import { shownDate } from '../../../lib/shown-date';

// The Creator (~660 KB gz) loads only on this screen.
const TemplateCreator = lazy(() =>
  import('../survey/template-creator').then((m) => ({ default: m.TemplateCreator })),
);

/** The designer's header rules (spec 001 §2.6): the name must not be empty, Save is disabled then. */
export function templateNameError(name: string): string | undefined {
  return name.trim() === '' ? msg('modules.designer.nameRequired') : undefined;
}

export function TemplateDesigner({
  template,
  refetch,
}: {
  template: ModuleTemplate;
  refetch: () => Promise<ModuleTemplate | undefined>;
}) {
  const update = useUpdateTemplate(template._id);
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const [name, setName] = useState(template.name);
  const [nameFr, setNameFr] = useState(template.nameFr ?? '');
  const [isPublic, setIsPublic] = useState(template.isPublic);
  const creator = useRef<CreatorHandle>(undefined);
  // The definition as last loaded or saved: Restore goes back to it.
  const [saved, setSaved] = useState<ModuleTemplate>(template);
  const nameError = templateNameError(name);

  const onReady = useCallback((handle: CreatorHandle) => {
    creator.current = handle;
  }, []);
  const onModified = useCallback(() => undefined, []);

  const save = async () => {
    if (nameError || !creator.current) return;
    try {
      const result = await update.mutateAsync({
        name: name.trim(),
        nameFr: nameFr.trim(),
        isPublic,
        surveyJSON: creator.current.json() as Record<string, unknown>,
        version: saved.version,
      });
      setSaved(result);
      notices.show({ severity: 'success', text: msg('modules.success.saved') });
    } catch (error) {
      notices.show(saveFailure(error, { stale: msg('modules.stale') }, msg('modules.error.saveModule')));
    }
  };

  const showTemplate = (t: ModuleTemplate) => {
    setName(t.name);
    setNameFr(t.nameFr ?? '');
    setIsPublic(t.isPublic);
    creator.current?.load(t.surveyJSON);
  };

  const refresh = async () => {
    const fresh = await refetch();
    if (!fresh) {
      notices.show({ severity: 'error', text: msg('modules.error.templates') });
      return;
    }
    setSaved(fresh);
    showTemplate(fresh);
    notices.show({ severity: 'success', text: msg('modules.success.pulled') });
  };

  const restore = () => {
    showTemplate(saved);
    notices.show({ severity: 'success', text: msg('modules.success.restored') });
  };

  return (
    <>
      <NoticeAlert notice={notices.notice} onClose={notices.clear} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { md: 'flex-start' } }}
      >
        <TextField
          id="template-name"
          label={msg('modules.designer.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={Boolean(nameError)}
          helperText={nameError ?? ' '}
          required
          sx={{ minWidth: 320 }}
          slotProps={{ formHelperText: { 'aria-live': 'polite' } }}
        />
        <FrenchNameField
          id="template-name-fr"
          value={nameFr}
          onChange={setNameFr}
          maxLength={MAX_TEMPLATE_NAME}
          sx={{ minWidth: 320 }}
        />
        <FormControlLabel
          control={<Switch checked={isPublic} onChange={(e) => setIsPublic(e.target.checked)} />}
          label={msg('modules.designer.public')}
        />
        <Box>
          <Typography variant="body2">
            {msg('modules.designer.updated', { date: shownDate(saved.updatedAt) })}
          </Typography>
          <Typography variant="body2">
            {msg('modules.designer.created', { date: shownDate(saved.createdAt) })}
          </Typography>
          <Typography variant="body2">
            {msg('modules.designer.by', {
              name: saved.modifiedByName ?? saved.createdByName ?? msg('modules.details.unnamed'),
            })}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={modulePaths.templateView(template._id)}>
          {msg('modules.view')}
        </Button>
        <Button onClick={() => void refresh()} disabled={update.isPending}>
          {msg('modules.refresh')}
        </Button>
        <Button onClick={restore} disabled={update.isPending}>
          {msg('modules.restore')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={Boolean(nameError) || update.isPending}
        >
          {msg('modules.save')}
        </Button>
      </Stack>
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={msg('modules.designer.loadingCreator')} />
          </Box>
        }
      >
        <TemplateCreator initialJSON={template.surveyJSON} onReady={onReady} onModified={onModified} />
      </Suspense>
    </>
  );
}

/**
 * /administration/booklets/template/edit/:id (spec 001 §2.6): the SurveyJS Creator, the module name
 * (required) and its French (issue 25, optional), Updated / Created / By, the public toggle, View, Refresh (the saved template from the
 * server), Restore (back to the last saved state, dropping unsaved edits), Save, and the back link.
 */
export function TemplateDesignerScreen() {
  const { id = '' } = useParams();
  const query = useTemplate(id);
  return (
    <RequireAuthCheck>
      <Button component={RouterLink} to={modulePaths.management} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {msg('modules.backToModules')}
      </Button>
      <ScreenHeading title={msg('modules.designer.title')} />
      {query.isPending ? (
        <CircularProgress aria-label={msg('modules.designer.loadingCreator')} />
      ) : query.isError ? (
        <Alert severity="error">{msg('modules.error.templates')}</Alert>
      ) : (
        <TemplateDesigner
          template={query.data}
          refetch={() => query.refetch().then((r) => (r.isError ? undefined : r.data))}
        />
      )}
    </RequireAuthCheck>
  );
}
