import { MemberSeriesList } from '../../features/series/components/member-series-list';
import { MemberEditScreen } from '../../features/users/components/member-edit-screen';

/** /administration/users/member/:profileID: the member edit page with the series feature's list. */
export function MemberEditRoute() {
  return (
    <MemberEditScreen
      seriesPanel={(memberId, memberName) => <MemberSeriesList memberId={memberId} memberName={memberName} />}
    />
  );
}
