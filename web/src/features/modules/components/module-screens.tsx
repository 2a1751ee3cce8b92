import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Button } from '@mui/material';
import { msg } from '@circles/shared/messages/modules';
import type { MemberModule } from '@circles/shared/schemas/module';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { sessionCan } from '../../../lib/auth/session-can';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useMemberModule } from '../api/member-modules';
import { modulePaths } from '../paths';
import { isEmptySurvey, loadAnswers, SurveyView, useSurveyModel } from '../survey/survey-view';
import { ModuleFill } from './module-fill';
import { LoadingBlock } from '../../../components/ui/query-state';
import { localName } from '../../../lib/i18n/local-name';

/** Loads the member module of the route's `:id`, with the spinner and the spec's load failure text. */
function WithModule({
  title,
  children,
}: {
  title?: string;
  children: (memberModule: MemberModule, refetch: () => Promise<MemberModule | undefined>) => ReactNode;
}) {
  const { id = '' } = useParams();
  const query = useMemberModule(id);
  if (query.isPending) return <LoadingBlock />;
  if (query.isError)
    return (
      <>
        <ScreenHeading title={title ?? msg('modules.completing.title')} />
        <Alert severity="error">{msg('modules.error.loadSurvey')}</Alert>
      </>
    );
  const refetch = () => query.refetch().then((r) => (r.isError ? undefined : r.data));
  return (
    <>
      <ScreenHeading title={title ?? localName(query.data)} />
      {children(query.data, refetch)}
    </>
  );
}

/**
 * Starts fetching the route's module while the screen's authentication check waits its 200 ms (spec
 * 001 §8), so the module is at hand when the check passes instead of being asked for only then.
 * Nothing of it shows before the check passes (`WithModule` reads the same query inside it).
 */
function useModuleAhead(): void {
  const { id = '' } = useParams();
  useMemberModule(id);
}

/**
 * The fill-in page at /administration|staff|client/booklets/user/edit/:id (spec 001 §2.4); the Admin's
 * mode adds the View link to the read-only view.
 */
export function ModuleFillScreen({ mode }: { mode: 'admin' | 'staff' | 'client' }) {
  useModuleAhead();
  return (
    <RequireAuthCheck>
      <WithModule>
        {(memberModule, refetch) => (
          <ModuleFill
            key={memberModule._id}
            memberModule={memberModule}
            refetch={refetch}
            extras={mode === 'admin' ? { viewPath: modulePaths.userView(memberModule._id) } : {}}
          />
        )}
      </WithModule>
    </RequireAuthCheck>
  );
}

/**
 * /booklet/:id 'Completing Module' (spec 001 §2.2): Back to Member, the module, and Approve this Module
 * for those who may approve (Admin; a Coordinator for an assigned member; never Volunteer or Patient).
 * Export Pdf prints the saved module on the server (issue 12).
 */
export function CompletingModuleScreen({
  exportPdf,
}: {
  /** The Export Pdf control of a module (composed by the app from the PDF feature). */
  exportPdf?: (memberModuleId: string) => ReactNode;
} = {}) {
  const user = useSessionUser();
  useModuleAhead();
  return (
    <RequireAuthCheck>
      <WithModule title={msg('modules.completing.title')}>
        {(memberModule, refetch) => (
          <ModuleFill
            key={memberModule._id}
            memberModule={memberModule}
            refetch={refetch}
            extras={{
              backPath: modulePaths.profile(memberModule.patientId),
              canApprove: sessionCan(user, 'module.approve'),
              exportPdf: exportPdf?.(memberModule._id),
            }}
          />
        )}
      </WithModule>
    </RequireAuthCheck>
  );
}

function ReadOnlyModule({ memberModule: memberModule }: { memberModule: MemberModule }) {
  const model = useSurveyModel(memberModule.surveyJSON, { readOnly: true });
  useEffect(() => loadAnswers(model, memberModule.responseJSON), [model, memberModule.responseJSON]);
  if (isEmptySurvey(model)) return <Alert severity="info">{msg('modules.empty.short')}</Alert>;
  return <SurveyView model={model} label={msg('modules.survey')} />;
}

/** /administration/booklets/user/view/:id: the module read-only, with its Edit link (spec 001 §2.5). */
export function ModuleViewScreen() {
  const user = useSessionUser();
  useModuleAhead();
  return (
    <RequireAuthCheck>
      <WithModule>
        {(memberModule) => (
          <>
            <Button
              variant="outlined"
              component={RouterLink}
              to={modulePaths.fill(user.role, memberModule._id)}
              sx={{ mb: 2 }}
            >
              {msg('modules.edit')}
            </Button>
            <ReadOnlyModule memberModule={memberModule} />
          </>
        )}
      </WithModule>
    </RequireAuthCheck>
  );
}
