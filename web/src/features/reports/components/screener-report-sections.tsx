import { msg } from '@circles/shared/messages/reports';
import { CommunityCircle } from './community-circle';
import { HealthAlertSection } from './health-alert';
import { ReportBlock, type RoundReportProps } from './report-block';
import {
  AdviceSection,
  GoalsSection,
  InterestsSection,
  LonelinessSection,
  PersonalWellBeingSection,
  SupportSection,
} from './screener-sections';

/**
 * The sections of the screener report the dashboard shows (spec 000 §2 Dashboard): Goals, Interests,
 * Health Alert, Personal Well-Being, Availability of Support, Loneliness, the advice and the community
 * connection diagram, for one round of a payload.
 */
export function ScreenerReportSections({ payload, round, connectorEmail }: RoundReportProps) {
  return (
    <>
      <GoalsSection payload={payload} round={round} />
      <InterestsSection payload={payload} round={round} />
      <HealthAlertSection payload={payload} round={round} />
      <PersonalWellBeingSection payload={payload} round={round} />
      <SupportSection payload={payload} round={round} />
      <LonelinessSection payload={payload} round={round} />
      <AdviceSection payload={payload} round={round} connectorEmail={connectorEmail} />
      <ReportBlock title={msg('reports.cc.communityCircle')}>
        <CommunityCircle people={payload.trusted_people[round]} />
      </ReportBlock>
    </>
  );
}
