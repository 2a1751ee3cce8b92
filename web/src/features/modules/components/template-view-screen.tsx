import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { msg } from '@circles/shared/messages/modules';
import type { ModuleTemplate } from '@circles/shared/schemas/module';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { sessionCan } from '../../../lib/auth/session-can';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useTemplate } from '../api/templates';
import { modulePaths } from '../paths';
import { isEmptySurvey, SurveyView, useSurveyModel } from '../survey/survey-view';
import { localName } from '../../../lib/i18n/local-name';

function ReadOnlyTemplate({ template }: { template: ModuleTemplate }) {
  const model = useSurveyModel(template.surveyJSON, { readOnly: true });
  if (isEmptySurvey(model)) return <Alert severity="info">{msg('modules.empty.info')}</Alert>;
  return <SurveyView model={model} label={localName(template)} />;
}

/** /administration/booklets/template/view/:id: the template read-only, with its Edit link (spec 001 §2.6). */
export function TemplateViewScreen() {
  const { id = '' } = useParams();
  const query = useTemplate(id);
  // Edit only for those who may change templates (Admin); staff who read them get the view alone.
  const editable = sessionCan(useSessionUser(), 'moduleTemplate.write');
  return (
    <RequireAuthCheck>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button component={RouterLink} to={modulePaths.management} startIcon={<ArrowBackIcon />}>
          {msg('modules.backToModules')}
        </Button>
        {editable && (
          <Button variant="outlined" component={RouterLink} to={modulePaths.templateEdit(id)}>
            {msg('modules.edit')}
          </Button>
        )}
      </Stack>
      <ScreenHeading title={query.data ? localName(query.data) : msg('modules.viewer.title')} />
      {query.isPending ? (
        <CircularProgress aria-label={msg('modules.viewer.title')} />
      ) : query.isError ? (
        <Alert severity="error">{msg('modules.error.templates')}</Alert>
      ) : (
        <ReadOnlyTemplate template={query.data} />
      )}
    </RequireAuthCheck>
  );
}
