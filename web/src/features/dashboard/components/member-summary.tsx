import { Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/dashboard';
import { CardSection } from '../../../components/ui/headed-section';

/** The welcome line (spec 000 §2): 'Viewing {name}'s dashboard' and 'Member of {facility}'. */
export function DashboardWelcome({ name, facility }: { name: string; facility: string | undefined }) {
  return (
    <>
      <Typography component="h1" variant="h4">
        {msg('dashboard.viewing', { name })}
      </Typography>
      {facility && <Typography component="p">{msg('dashboard.memberOf', { facility })}</Typography>}
    </>
  );
}

/**
 * The member's latest updated module with its date, or 'There is NO any survey updated'.
 */
export function LatestMemberModule({ survey }: { survey: { name: string; updatedAt: string } | undefined }) {
  return (
    <CardSection title={msg('dashboard.latestSurvey')} variant="subtitle1">
      {survey ? (
        <>
          <Typography component="p" variant="h6">
            {survey.name}
          </Typography>
          <Typography component="p" variant="body2">
            {survey.updatedAt.slice(0, 10)}
          </Typography>
        </>
      ) : (
        <p>{msg('dashboard.empty.noSurveyUpdated')}</p>
      )}
    </CardSection>
  );
}

/** The completed-modules counter of a member's dashboard. */
export function CompletedModules({ count }: { count: number }) {
  return (
    <CardSection title={msg('dashboard.completedModules')} variant="subtitle1">
      <Typography component="p" variant="h4">
        {count}
      </Typography>
    </CardSection>
  );
}
