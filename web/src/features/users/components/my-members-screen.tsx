import { msg } from '@circles/shared/messages/users';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useRelatedUsers } from '../api/users';
import { MemberCards } from './member-cards';
import { QueryState } from '../../../components/ui/query-state';

function Members() {
  const viewer = useSessionUser();
  const related = useRelatedUsers(viewer.id);
  return (
    <QueryState query={related} errorText={msg('users.error.fetchUsers')}>
      {(data) => <MemberCards members={data.patients} />}
    </QueryState>
  );
}

/** My Members at /your/ and /members (spec 002 §2.2): the signed-in helper's assigned members as cards. */
export function MyMembersScreen() {
  return (
    <RequireAuthCheck>
      <ScreenHeading title={msg('users.members.title')} />
      <Members />
    </RequireAuthCheck>
  );
}
