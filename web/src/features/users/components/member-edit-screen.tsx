import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Alert } from '@mui/material';
import { isMemberRole } from '@circles/shared/access/roles';
import { msg } from '@circles/shared/messages/users';
import type { Role } from '@circles/shared/access/types';
import type { UserDetail } from '@circles/shared/schemas/people';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { ApiError } from '../../../lib/api-client';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useUserProfile } from '../api/users';
import { profileErrorText } from '../utils/profile-errors';
import { targetOf, viewerCan } from '../utils/viewer';
import { AccountAssignedTab } from './account-assigned-tab';
import { AccountNotesTab } from './account-notes-tab';
import { AccountProfileTab, type ProfileSaveTexts } from './account-profile-tab';
import { GuardedTabs } from './guarded-tabs';
import { ProfileDetails } from './profile-details';
import { LoadingBlock } from '../../../components/ui/query-state';

type TabId = 'series' | 'assigned' | 'notes' | 'profile';

/** The Series tab's content for a member (id and name): the series feature's list, composed in src/app. */
export type SeriesPanel = (memberId: string, memberName: string) => ReactNode;

function MemberEditTabs({ user, seriesPanel }: { user: UserDetail; seriesPanel: SeriesPanel }) {
  const viewer = useSessionUser();
  const mayEdit = viewerCan(viewer, 'user.editProfile', targetOf(user));
  const tabs: { id: TabId; label: string }[] = [
    { id: 'series', label: msg('users.tab.series') },
    { id: 'assigned', label: msg('users.tab.assignedVolunteer') },
    { id: 'notes', label: msg('users.tab.notes') },
    { id: 'profile', label: msg('users.tab.profile') },
  ];
  const panel = (tab: TabId, onDirtyChange: (dirty: boolean) => void): ReactNode => {
    if (tab === 'series') return seriesPanel(user._id, user.info.name);
    if (tab === 'assigned') return <AccountAssignedTab user={user} />;
    if (tab === 'notes') return <AccountNotesTab user={user} />;
    return mayEdit ? (
      <AccountProfileTab user={user} onDirtyChange={onDirtyChange} texts={memberSaveTexts()} />
    ) : (
      <ProfileDetails user={user} />
    );
  };
  return <GuardedTabs tabs={tabs} idPrefix="member" label={msg('users.profile.section')} panel={panel} />;
}

/** The member edit page's own save texts (spec 002 §8.3), not the account page's '… changes to User'. */
function memberSaveTexts(): ProfileSaveTexts {
  return { saved: msg('users.success.changesSaved'), failed: msg('users.error.saveChanges') };
}

/** A member that did not load: the restriction texts for a refusal, else the spec's fetch text (§8.1). */
function loadFailureText(error: unknown, viewerRole: Role): string {
  const refused = error instanceof ApiError && (error.status === 404 || error.status === 403);
  return refused ? profileErrorText(error, viewerRole) : msg('users.error.fetchUser');
}

function MemberEditContent({ id, seriesPanel }: { id: string; seriesPanel: SeriesPanel }) {
  const viewer = useSessionUser();
  const profile = useUserProfile(id);
  const heading = (name?: string) => (
    <ScreenHeading title={name ? msg('users.memberEdit.title', { name }) : msg('users.profile.viewing')} />
  );
  if (profile.isPending)
    return (
      <>
        {heading()}
        <LoadingBlock />
      </>
    );
  if (profile.isError)
    return (
      <>
        {heading()}
        <Alert severity="error">{loadFailureText(profile.error, viewer.role)}</Alert>
      </>
    );
  const user = profile.data.user;
  if (!isMemberRole(user.role))
    return (
      <>
        {heading()}
        <Alert severity="error">{msg('users.error.properProfileId')}</Alert>
      </>
    );
  return (
    <>
      {heading(user.info.name)}
      <MemberEditTabs key={user._id} user={user} seriesPanel={seriesPanel} />
    </>
  );
}

/**
 * The member edit page (spec 002 §2.7) at /administration/users/member/:profileID (the spec names no
 * route): tabs Series (the member's series instances), Assigned Volunteer (their helpers, removable by
 * Admins and Coordinators), Notes (send one with an optional PDF, and those sent) and Profile (the
 * account page's profile form: react-hook-form over the shared rules of §5, checked again on the
 * server). Unsaved profile changes ask before another tab opens. The server scopes every call: a
 * member outside the caller's reach answers 404 and shows the spec's restriction text.
 */
export function MemberEditScreen({ seriesPanel }: { seriesPanel: SeriesPanel }) {
  const { profileID } = useParams();
  return (
    <RequireAuthCheck>
      {profileID ? (
        <MemberEditContent key={profileID} id={profileID} seriesPanel={seriesPanel} />
      ) : (
        <>
          <ScreenHeading title={msg('users.profile.viewing')} />
          <Alert severity="error">{msg('users.error.properProfileId')}</Alert>
        </>
      )}
    </RequireAuthCheck>
  );
}
