import { useQueryClient } from '@tanstack/react-query';
import { MemberAuditTrail } from '../../../features/audit/components/member-audit-trail';
import { SecondFactorSection } from '../../../features/auth/components/second-factor-section';
import { PartnerLinkSection } from '../../../features/auth/components/partner-link-section';
import { usersKeys } from '../../../features/users/api/users';
import { AccountScreen } from '../../../features/users/components/account-screen';
import { MemberCompletedReports } from '../../../features/reports/screens/main-reports-screen';
import { CompletedReportDownload } from '../reports/report-downloads';

/**
 * The account page (spec 002 §2.8) with its My Reports tab: the user's completed reports (the reports
 * feature's Completed Reports table), each report row with its Download (the PDF feature's button,
 * named as a completed report: spec 002 §7, 000 §9), and for an Admin the audit feature's 'Who has
 * seen this record' (issue 19), and the auth feature's 'Two-step sign-in' (issue 21) with the partner
 * organisation link (issue 23). Composed here:
 * features never import each other.
 */
export function AccountWithReports() {
  const client = useQueryClient();
  return (
    <AccountScreen
      reportsTab={(user) => (
        <MemberCompletedReports
          memberId={user._id}
          download={(row) => <CompletedReportDownload collectionId={row.id} seriesName={row.seriesName} />}
        />
      )}
      auditTab={(user) => <MemberAuditTrail memberId={user._id} memberName={user.info.name} />}
      twoStepTab={(user) => (
        <>
          <SecondFactorSection
            user={user}
            onChanged={() => void client.invalidateQueries({ queryKey: usersKeys.all })}
          />
          {/* Issue 23: an Admin links the member's partner organisation identity. */}
          <PartnerLinkSection user={user} />
        </>
      )}
    />
  );
}
