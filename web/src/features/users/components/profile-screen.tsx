import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { Alert, Box, Link, Stack, Tab, Tabs } from '@mui/material';
import { isMemberRole, isStaffRole, isVolunteerRole } from '@circles/shared/access/roles';
import { msg } from '@circles/shared/messages/users';
import type { UserDetail } from '@circles/shared/schemas/people';
import { ScreenHeading } from '../../../components/ui/screen-heading';
import { RequireAuthCheck } from '../../../lib/auth/require-auth-check';
import { useSessionUser } from '../../../lib/auth/session-context';
import { useAddStickyNote } from '../api/user-mutations';
import { useRelatedUsers, useUserProfile } from '../api/users';
import { profileErrorText } from '../utils/profile-errors';
import { targetOf, viewerCan } from '../utils/viewer';
import { ModulesTab } from './modules-tab';
import { ProfileDetails } from './profile-details';
import { RelatedUsersList } from './related-users-list';
import { StickyNotesTab } from './sticky-notes-tab';
import { LoadingBlock, QueryState } from '../../../components/ui/query-state';

type TabId = 'modules' | 'stickyNotes' | 'profile' | 'patients' | 'workers';

const TAB_LABELS = {
  modules: 'users.tab.modules',
  stickyNotes: 'users.tab.stickyNotes',
  profile: 'users.tab.profile',
  patients: 'users.tab.patients',
  workers: 'users.tab.workers',
} as const;

/** The tabs of spec 002 §2.1 by the viewed user's role; a member reading their own profile sees no staff notes. */
function tabsFor(user: UserDetail, ownProfile: boolean): TabId[] {
  if (isMemberRole(user.role))
    return ownProfile ? ['modules', 'profile'] : ['modules', 'stickyNotes', 'profile'];
  // Staff: Patients and Profile, and for a Coordinator or an Admin their Workers too (spec 002 §2.1).
  return isVolunteerRole(user.role) ? ['patients', 'profile'] : ['patients', 'workers', 'profile'];
}

function RelatedTab({ id, which }: { id: string; which: 'patients' | 'workers' }) {
  const related = useRelatedUsers(id);
  return (
    <QueryState query={related} errorText={msg('users.error.fetchUsers')}>
      {(data) => (
        <RelatedUsersList
          users={
            which === 'patients' ? data.patients : [...data.volunteers, ...data.coordinators, ...data.admins]
          }
          emptyText={msg(which === 'patients' ? 'users.profile.noPatients' : 'users.none')}
        />
      )}
    </QueryState>
  );
}

/** What the Modules tab offers to start for a member (composed in src/app: the modules feature's link). */
export type StartModuleAction = (member: { id: string; name: string }) => ReactNode;

function ProfileContent({ id, startModule }: { id: string; startModule?: StartModuleAction }) {
  const viewer = useSessionUser();
  const profile = useUserProfile(id);
  const addSticky = useAddStickyNote(id);
  const [chosen, setChosen] = useState<TabId>();
  if (profile.isPending) return <LoadingBlock />;
  if (profile.isError) return <Alert severity="error">{profileErrorText(profile.error, viewer.role)}</Alert>;

  const { user, memberSurveys: memberModules, stickyNotes } = profile.data;
  const tabs = tabsFor(user, user._id === viewer.id);
  const tab = chosen && tabs.includes(chosen) ? chosen : (tabs[0] ?? 'profile');
  const panels: Record<TabId, () => ReactNode> = {
    modules: () => (
      <ModulesTab
        modules={memberModules}
        action={
          // ACCESS.md 'start / fill in a member module': Admin any, Coordinator and Volunteer their
          // assigned members, a member herself (the server checks again).
          viewerCan(viewer, 'member.fillModule', targetOf(user))
            ? startModule?.({ id: user._id, name: user.info.name })
            : undefined
        }
      />
    ),
    stickyNotes: () => (
      <StickyNotesTab
        notes={stickyNotes.map((n) => ({
          id: n._id,
          level: n.level,
          message: n.message,
          createdAt: n.createdAt,
          createdByName: n.createdByName,
        }))}
        canAdd={viewerCan(viewer, 'stickyNote.write') && user._id !== viewer.id && isMemberRole(user.role)}
        onAdd={async (values) => {
          await addSticky.mutateAsync(values);
        }}
      />
    ),
    profile: () => <ProfileDetails user={user} />,
    patients: () => <RelatedTab id={user._id} which="patients" />,
    workers: () => <RelatedTab id={user._id} which="workers" />,
  };
  return (
    <>
      {isMemberRole(user.role) && isStaffRole(viewer.role) && (
        <Link
          component={RouterLink}
          to={`/administration/users/member/${encodeURIComponent(user._id)}`}
          sx={{ display: 'inline-block', mb: 2 }}
        >
          {msg('users.memberEdit.link')}
        </Link>
      )}
      <Tabs
        value={tab}
        onChange={(_e, value: TabId) => setChosen(value)}
        aria-label={user.info.name}
        sx={{ mb: 2 }}
      >
        {tabs.map((t) => (
          <Tab
            key={t}
            value={t}
            label={msg(TAB_LABELS[t])}
            id={`profile-tab-${t}`}
            aria-controls={`profile-panel-${t}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`}>
        {panels[tab]()}
      </Box>
    </>
  );
}

/**
 * /profile and /profile/:id (spec 002 §2.1): 'My Profile' for one's own id, else 'Viewing Profile';
 * the 'My Members' link; tabs by the viewed user's role; the viewing restrictions' texts; a member's
 * Modules tab offers `startModule` to those who may start a module for her.
 */
export function ProfileScreen({ startModule }: { startModule?: StartModuleAction } = {}) {
  const { id } = useParams();
  const viewer = useSessionUser();
  const target = id ?? viewer.id;
  const own = target === viewer.id;
  return (
    <RequireAuthCheck>
      <ScreenHeading title={msg(own ? 'users.profile.myProfile' : 'users.profile.viewing')} />
      <Stack direction="row" spacing={3} sx={{ mb: 2 }}>
        {viewerCan(viewer, 'user.list') && (
          <Link component={RouterLink} to="/your/">
            {msg('users.profile.myMembers')}
          </Link>
        )}
        <Link
          component={RouterLink}
          to={own ? '/account' : `/administration/users/view/${encodeURIComponent(target)}`}
        >
          {msg('users.profile.account')}
        </Link>
      </Stack>
      <ProfileContent key={target} id={target} startModule={startModule} />
    </RequireAuthCheck>
  );
}
