import { useState, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Alert, Typography } from '@mui/material';
import type { Role } from '@circles/shared/access/types';
import { msg as auditMsg } from '@circles/shared/messages/audit';
import { msg, type UsersMessageKey } from '@circles/shared/messages/users';
import type { UserDetail } from '@circles/shared/schemas/people';
import { DeleteDialog } from '../../../components/ui/dialogs/delete-dialog';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useDeleteUsers } from '../api/user-mutations';
import { useUserProfile } from '../api/users';
import { profileErrorText } from '../utils/profile-errors';
import { targetOf, viewerCan } from '../utils/viewer';
import { AccountAssignedTab } from './account-assigned-tab';
import { AccountHistoryTab } from './account-history-tab';
import { AccountNotesTab } from './account-notes-tab';
import { AccountPasswordTab } from './account-password-tab';
import { AccountProfileTab } from './account-profile-tab';
import { GuardedTabs } from './guarded-tabs';
import { ProfileDetails } from './profile-details';
import { LoadingBlock } from '../../../components/ui/query-state';
import { userDeleteTexts } from '../utils/user-display';

type TabId = 'profile' | 'reports' | 'assigned' | 'history' | 'password' | 'twoStep' | 'notes' | 'audit';

/** The Assigned tab's label by the account's role (spec 002 §2.8): a Volunteer's lists members. */
const ASSIGNED_TAB: Readonly<Record<Role, UsersMessageKey>> = {
  Admin: 'users.tab.assignedVolunteer',
  Coordinator: 'users.tab.assignedVolunteer',
  Volunteer: 'users.tab.assignedMember',
  Patient: 'users.tab.assignedVolunteer',
};

/**
 * The My Reports tab's content for a user, given by the app (it composes the reports and PDF features in:
 * features never import each other); without it the tab says reports appear later.
 */
export type ReportsTab = (user: UserDetail) => ReactNode;

/** The 'Who has seen this record' tab's content (the audit feature's), given by the app; Admins only. */
export type AuditTab = (user: UserDetail) => ReactNode;

/** The 'Two-step sign-in' tab's content (the auth feature's, issue 21), given by the app. */
export type TwoStepTab = (user: UserDetail) => ReactNode;

interface ComposedTabs {
  reportsTab?: ReportsTab;
  auditTab?: AuditTab;
  twoStepTab?: TwoStepTab;
}

function AccountTabs({ user, reportsTab, auditTab, twoStepTab }: { user: UserDetail } & ComposedTabs) {
  const viewer = useSessionUser();
  const navigate = useNavigate();
  const remove = useDeleteUsers();
  const [offerRemoval, setOfferRemoval] = useState(false);
  const target = targetOf(user);
  const mayEdit = viewerCan(viewer, 'user.editProfile', target);
  const tabs: { id: TabId; label: string }[] = [
    { id: 'profile', label: msg('users.tab.profile') },
    { id: 'reports', label: msg('users.tab.myReports') },
    {
      id: 'assigned',
      label: msg(ASSIGNED_TAB[user.role]),
    },
    { id: 'history', label: msg('users.tab.history') },
    ...(mayEdit ? [{ id: 'password' as const, label: msg('users.tab.changePassword') }] : []),
    // Issue 21: one's own second factor, or an Admin's reset of someone else's.
    ...(twoStepTab && (user._id === viewer.id || viewerCan(viewer, 'user.resetSecondFactor', target))
      ? [{ id: 'twoStep' as const, label: msg('users.tab.twoStep') }]
      : []),
    { id: 'notes', label: msg('users.tab.notes') },
    // ACCESS.md 'audit log: read': the Admin only (the server refuses everyone else too).
    ...(auditTab && viewerCan(viewer, 'audit.read')
      ? [{ id: 'audit' as const, label: auditMsg('audit.record.title') }]
      : []),
  ];
  const panels = (onDirtyChange: (dirty: boolean) => void): Record<TabId, () => ReactNode> => ({
    profile: () =>
      mayEdit ? (
        <AccountProfileTab user={user} onDirtyChange={onDirtyChange} />
      ) : (
        <ProfileDetails user={user} />
      ),
    reports: () =>
      reportsTab ? reportsTab(user) : <Typography>{msg('users.account.noReports')}</Typography>,
    assigned: () => <AccountAssignedTab user={user} />,
    history: () => (
      <AccountHistoryTab
        user={user}
        onDirtyChange={onDirtyChange}
        onTerminated={(reason) => {
          if (reason === 'Request record removal' && viewerCan(viewer, 'user.adminChange'))
            setOfferRemoval(true);
        }}
      />
    ),
    password: () => <AccountPasswordTab userId={user._id} onDirtyChange={onDirtyChange} />,
    twoStep: () => twoStepTab?.(user),
    notes: () => <AccountNotesTab user={user} />,
    audit: () => auditTab?.(user),
  });
  return (
    <>
      <GuardedTabs
        tabs={tabs}
        idPrefix="account"
        label={msg('users.profile.section')}
        panel={(tab, onDirtyChange) => panels(onDirtyChange)[tab]()}
      />
      <DeleteDialog
        open={offerRemoval}
        count={1}
        texts={userDeleteTexts()}
        onDelete={async () => {
          await remove.mutateAsync([user._id]);
          await navigate('/administration/users/management');
        }}
        onClose={() => setOfferRemoval(false)}
      />
    </>
  );
}

function AccountContent({ id, ...composed }: { id: string } & ComposedTabs) {
  const viewer = useSessionUser();
  const profile = useUserProfile(id);
  const own = id === viewer.id;
  if (profile.isPending) {
    return (
      <>
        <ScreenHeading title={msg(own ? 'users.account.title' : 'users.profile.viewing')} />
        <LoadingBlock />
      </>
    );
  }
  if (profile.isError) {
    return (
      <>
        <ScreenHeading title={msg(own ? 'users.account.title' : 'users.profile.viewing')} />
        <Alert severity="error">{profileErrorText(profile.error, viewer.role)}</Alert>
      </>
    );
  }
  const user = profile.data.user;
  return (
    <>
      <ScreenHeading
        title={own ? msg('users.account.title') : msg('users.profile.viewingUser', { name: user.info.name })}
      />
      <AccountTabs key={user._id} user={user} {...composed} />
    </>
  );
}

/**
 * The account page (spec 002 §2.8) at /account (one's own), /administration/users/view/:id and
 * /staff/users/view/:userID: 'My Profile' or 'Viewing User {name}', and its six tabs (and, for an
 * Admin, 'Who has seen this record').
 */
export function AccountScreen(composed: ComposedTabs) {
  const params = useParams();
  const viewer = useSessionUser();
  const id = params.id ?? params.userID ?? viewer.id;
  return (
    <RequireAuthCheck>
      <AccountContent key={id} id={id} {...composed} />
    </RequireAuthCheck>
  );
}
