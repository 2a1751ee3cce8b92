import { msg } from '@circles/shared/messages/reports';
import type { FigureSources } from '@circles/shared/reports/latest';
import { SECTION_FIGURES } from '../utils/sources';
import { CommunityCircle } from './community-circle';
import { HealthAlertSection } from './health-alert';
import { ReportBlock, type RoundReportProps } from './report-block';
import { SourceNote } from './source-note';
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
 * connection diagram, for one round of a payload; with `sources` (the dashboard's latest figures)
 * each section names the series and date its figures come from.
 */
export function ScreenerReportSections({
  payload,
  round,
  connectorEmail,
  sources,
}: RoundReportProps & { sources?: FigureSources }) {
  const props = { payload, round, sources };
  return (
    <>
      <GoalsSection {...props} />
      <InterestsSection {...props} />
      <HealthAlertSection {...props} />
      <PersonalWellBeingSection {...props} />
      <SupportSection {...props} />
      <LonelinessSection {...props} />
      <AdviceSection payload={payload} round={round} connectorEmail={connectorEmail} />
      <ReportBlock title={msg('reports.cc.communityCircle')}>
        <SourceNote sources={sources} keys={SECTION_FIGURES.circle} />
        <CommunityCircle people={payload.trusted_people[round]} />
      </ReportBlock>
    </>
  );
}
